import type { RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { errorBody } from './envelope';
import { ERRORS } from './errors';

type Options = { windowMs: number; limit: number; name: string };

const handler: Parameters<typeof rateLimit>[0] extends infer O ? (O extends { handler?: infer H } ? H : never) : never = (
  _req,
  res,
  _next,
  options,
) => {
  res.status(options.statusCode).json(errorBody(ERRORS.tooManyRequests));
};

/** Per client IP (IPv6 grouped by /56 so one host cannot rotate addresses). */
export function limitPerIp({ windowMs, limit, name }: Options): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: (req) => `${name}:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    handler,
  });
}

/** Per account: keyed by the (already validated) e-mail in the body, so one inbox cannot be hammered from many IPs. */
export function limitPerAccount({ windowMs, limit, name }: Options): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    skip: (req) => typeof req.body?.email !== 'string',
    keyGenerator: (req) => `${name}:${String(req.body.email).trim().toLowerCase()}`,
    handler,
  });
}
