import type { RequestHandler } from 'express';

/** SECURITY.md: answers that carry a token or a profile are never kept by a browser or a proxy cache, errors included. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
