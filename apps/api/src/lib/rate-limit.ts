import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Options as LimiterOptions } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { ERRORS, tooManyRequests } from './errors';
import { MongoRateLimitStore } from './rate-limit-store';

type Options = { windowMs: number; limit: number; name: string };

// The limiter has already set RateLimit and Retry-After; the answer itself leaves through the one error handler.
const handler: LimiterOptions['handler'] = (_req, _res, next) => next(tooManyRequests(ERRORS.tooManyRequests));

function limiter(
  { windowMs, limit, name }: Options,
  keyOf: (req: Request) => string,
  skip?: (req: Request) => boolean,
  extra: Partial<LimiterOptions> = {},
): RequestHandler {
  return rateLimit({
    ...extra,
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

const accountOf = (req: Request) => String(req.body.email).trim().toLowerCase();
const noAccount = (req: Request) => typeof req.body?.email !== 'string';
const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** Per account: keyed by the (already validated) e-mail in the body, so one inbox cannot be hammered from many IPs. */
export function limitPerAccount(options: Options): RequestHandler {
  return limiter(options, accountOf, noAccount);
}

/**
 * Decision 0036 (SECURITY.md): failed attempts on one account from one address; a success gives its hit back. A stranger
 * who fails from other addresses never blocks the owner's address.
 */
export function limitFailuresPerAccountAndAddress(options: Options): RequestHandler {
  return limiter(options, (req) => `${accountOf(req)}|${addressOf(req)}`, noAccount, { skipSuccessfulRequests: true });
}

/**
 * Decision 0036: the account as a whole, from every address, is slowed and never blocked: after `after` failures in a
 * window each attempt waits `stepMs` more, up to `maxDelayMs`, so the owner still gets in, only later.
 */
export function slowFailuresPerAccount({ windowMs, after, stepMs, maxDelayMs, name }: { windowMs: number; after: number; stepMs: number; maxDelayMs: number; name: string }): RequestHandler {
  return slowDown({
    windowMs,
    delayAfter: after,
    delayMs: (used) => (used - after) * stepMs,
    maxDelayMs,
    identifier: name,
    store: new MongoRateLimitStore(),
    keyGenerator: (req) => `${name}:${accountOf(req)}`,
    skip: noAccount,
    skipSuccessfulRequests: true,
  });
}

/** Per signed-in user (after requireAuth), for actions without an e-mail in the body (the verification code's resend, decision 0028). */
export function limitPerUser(options: Options): RequestHandler {
  return limiter(options, (req) => String((req.res?.locals.user as { _id?: unknown } | undefined)?._id ?? 'anonymous'));
}

/** Per API key (decision 0056), after the key authenticated: its own budget, apart from the per-IP limits. */
export function limitPerApiKey(options: Options): RequestHandler {
  return limiter(options, (req) => String((req.res?.locals.apiKey as { id?: unknown } | undefined)?.id ?? 'none'));
}
