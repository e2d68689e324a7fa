import type { RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Options as LimiterOptions } from 'express-rate-limit';
import { ERRORS, tooManyRequests } from './errors';

type Options = { windowMs: number; limit: number; name: string };

// The limiter has already set RateLimit and Retry-After; the answer itself leaves through the one error handler.
const handler: LimiterOptions['handler'] = (_req, _res, next) => next(tooManyRequests(ERRORS.tooManyRequests));

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
