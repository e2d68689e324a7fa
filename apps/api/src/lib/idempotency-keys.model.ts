import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0034: one record per (scope, owner, key) for every endpoint that takes an Idempotency-Key. It remembers
// the request's hash (a resend versus a reuse), the attempt's id (chosen up front, so a takeover resumes the same
// attempt), when the current claim was made, and once answered, the answer to replay.
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

const idempotencyKeySchema = new Schema(
  {
    scope: { type: String, required: true },
    owner: { type: String, required: true },
    key: { type: String, required: true },
    requestHash: { type: String, required: true },
    attemptId: { type: Schema.Types.ObjectId, required: true },
    claimedAt: { type: Date, required: true },
    // Absent while the first request is being worked on.
    answeredAt: { type: Date, default: undefined },
    answer: { type: Schema.Types.Mixed, default: undefined },
  },
  { timestamps: true, versionKey: false },
);

idempotencyKeySchema.index({ scope: 1, owner: 1, key: 1 }, { unique: true, name: 'scope_owner_key_unique' });
// The payment sweep asks whether a client may still take an attempt over (decision 0088).
idempotencyKeySchema.index({ attemptId: 1 }, { name: 'attempt' });
idempotencyKeySchema.index({ createdAt: 1 }, { name: 'expire_after_24_hours', expireAfterSeconds: IDEMPOTENCY_KEY_TTL_SECONDS });

export type IdempotencyKeyDoc = InferSchemaType<typeof idempotencyKeySchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const IdempotencyKeyModel = mongoose.model('IdempotencyKey', idempotencyKeySchema, 'idempotency_keys');
