import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import mongoose, { Schema } from 'mongoose';
import { ERRORS, tooManyRequests } from './errors';

// Decision 0085: public tracking is limited by how many different numbers one address asks about in a window, not by
// how often it asks. An office re-opening the shipments it follows (and each page's 30 s refresh) spends nothing more;
// guessing numbers spends one lookup per guess, as before. Like every limit (decision 0031) the counts live in MongoDB:
// one document per address, window and number, removed by a TTL index after the window ends.
const distinctLookupSchema = new Schema(
  {
    _id: { type: String, required: true },
    window: { type: String, required: true },
    resetAt: { type: Date, required: true },
  },
  { versionKey: false },
);
distinctLookupSchema.index({ window: 1 }, { name: 'window' });
distinctLookupSchema.index({ resetAt: 1 }, { name: 'reset_ttl', expireAfterSeconds: 0 });

export const DistinctLookupModel = mongoose.model('DistinctLookup', distinctLookupSchema, 'rateLimitDistinctLookups');

type Options = { windowMs: number; limit: number; name: string };

// A guess of any length is one subject; only its start is kept, so no request can grow a stored document.
const SUBJECT_MAX_LENGTH = 64;

/**
 * Per client IP (IPv6 grouped by /56), counting the distinct subjects `subjectOf` names: the same subject again within
 * the window always passes; a new one passes while fewer than `limit` were asked about. A request without a subject
 * passes and spends nothing.
 */
export function limitDistinctPerIp({ windowMs, limit, name }: Options, subjectOf: (req: Request) => string | undefined): RequestHandler {
  return async (req, res, next) => {
    const subject = subjectOf(req)?.slice(0, SUBJECT_MAX_LENGTH);
    if (!subject) return next();
    const now = Date.now();
    const start = Math.floor(now / windowMs) * windowMs;
    const resetAt = new Date(start + windowMs);
    const window = `${name}:${ipKeyGenerator(req.ip ?? 'unknown')}@${start}`;
    const id = `${window}|${subject}`;
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
    res.setHeader('RateLimit-Policy', `"${name}";q=${limit};w=${Math.round(windowMs / 1000)}`);
    if (await DistinctLookupModel.exists({ _id: id }).exec()) {
      res.setHeader('RateLimit', `"${name}";r=${Math.max(0, limit - (await DistinctLookupModel.countDocuments({ window }).exec()))};t=${seconds}`);
      return next();
    }
    const used = await DistinctLookupModel.countDocuments({ window }).exec();
    if (used >= limit) {
      res.setHeader('RateLimit', `"${name}";r=0;t=${seconds}`);
      res.setHeader('Retry-After', String(seconds));
      return next(tooManyRequests(ERRORS.tooManyRequests));
    }
    // Two first asks for the same number at once both land on the one document; a burst of different numbers at the
    // very edge may pass the limit by the few requests in flight, which a guesser gains nothing from.
    try {
      await DistinctLookupModel.updateOne({ _id: id }, { $setOnInsert: { window, resetAt } }, { upsert: true }).exec();
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    res.setHeader('RateLimit', `"${name}";r=${Math.max(0, limit - used - 1)};t=${seconds}`);
    return next();
  };
}
