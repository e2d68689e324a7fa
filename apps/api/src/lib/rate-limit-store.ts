import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import mongoose, { Schema } from 'mongoose';

// Stateless API (decision 0031): hit counters live in MongoDB so a limit holds across every API process. Fixed windows
// aligned to the clock: each window is its own document, incremented atomically and removed by a TTL index after it
// ends.
const rateLimitHitSchema = new Schema(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true, default: 0 },
    resetAt: { type: Date, required: true },
  },
  { versionKey: false },
);
rateLimitHitSchema.index({ resetAt: 1 }, { name: 'reset_ttl', expireAfterSeconds: 0 });

export const RateLimitHitModel = mongoose.model('RateLimitHit', rateLimitHitSchema, 'rateLimitHits');

type Window = { id: string; resetAt: Date };

export class MongoRateLimitStore implements Store {
  // Counters are shared by every process: the limiter must not assume it sees all of a key's hits locally.
  localKeys = false;
  private windowMs = 60_000;

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private window(key: string, now = Date.now()): Window {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { id: `${key}@${start}`, resetAt: new Date(start + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { id, resetAt } = this.window(key);
    const doc = await RateLimitHitModel.findById(id).lean().exec();
    return doc ? { totalHits: doc.hits, resetTime: resetAt } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { id, resetAt } = this.window(key);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const doc = await RateLimitHitModel.findOneAndUpdate(
          { _id: id },
          { $inc: { hits: 1 }, $setOnInsert: { resetAt } },
          { upsert: true, returnDocument: 'after' },
        )
          .lean()
          .exec();
        return { totalHits: doc?.hits ?? 1, resetTime: resetAt };
      } catch (error) {
        // Two processes upserting the same new window: one wins the insert, the other retries as an update.
        if ((error as { code?: number }).code !== 11000 || attempt > 0) throw error;
      }
    }
  }

  async decrement(key: string): Promise<void> {
    await RateLimitHitModel.updateOne({ _id: this.window(key).id, hits: mongoose.trusted({ $gt: 0 }) }, { $inc: { hits: -1 } }).exec();
  }

  async resetKey(key: string): Promise<void> {
    await RateLimitHitModel.deleteOne({ _id: this.window(key).id }).exec();
  }
}
