import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Options as LimiterOptions } from 'express-rate-limit';
import { ERRORS, tooManyRequests } from './errors';
import { MongoRateLimitStore } from './rate-limit-store';

type Options = { windowMs: number; limit: number; name: string };

// The limiter has already set RateLimit and Retry-After; the answer itself leaves through the one error handler.
const handler: LimiterOptions['handler'] = (_req, _res, next) => next(tooManyRequests(ERRORS.tooManyRequests));

function limiter({ windowMs, limit, name }: Options, keyOf: (req: Request) => string, skip?: (req: Request) => boolean): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    store: new MongoRateLimitStore(),
    keyGenerator: (req) => `${name}:${keyOf(req)}`,
    ...(skip ? { skip } : {}),
    handler,
  });
}

/** Per client IP (IPv6 grouped by /56 so one host cannot rotate addresses). */
export function limitPerIp(options: Options): RequestHandler {
  return limiter(options, (req) => ipKeyGenerator(req.ip ?? 'unknown'));
}

/** Per account: keyed by the (already validated) e-mail in the body, so one inbox cannot be hammered from many IPs. */
export function limitPerAccount(options: Options): RequestHandler {
  return limiter(
    options,
    (req) => String(req.body.email).trim().toLowerCase(),
    (req) => typeof req.body?.email !== 'string',
  );
}

/** Per signed-in user (after requireAuth), for actions without an e-mail in the body (the verification code's resend, decision 0028). */
export function limitPerUser(options: Options): RequestHandler {
  return limiter(options, (req) => String((req.res?.locals.user as { _id?: unknown } | undefined)?._id ?? 'anonymous'));
}
