import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Issue 13: a driver's phone resends queued moves with an Idempotency-Key. One record per (user, key) remembers the
// request's hash and, once the move is applied, its answer, so a resend gets that answer and changes nothing.
// Kept 7 days (the TTL index): longer than any phone stays offline with a queued move.
export const EVENT_KEY_TTL_SECONDS = 7 * 24 * 60 * 60;

const eventKeySchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    key: { type: String, required: true },
    requestHash: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true },
    // When the move started; a claim with no answer long after this belonged to a process that died mid-move.
    claimedAt: { type: Date, required: true, default: () => new Date() },
    // Absent while the move is being applied.
    response: { type: new Schema({ status: Number, message: String, data: Schema.Types.Mixed }, { _id: false }), default: undefined },
  },
  { timestamps: true, versionKey: false },
);

eventKeySchema.index({ owner: 1, key: 1 }, { unique: true, name: 'owner_key_unique' });
eventKeySchema.index({ createdAt: 1 }, { name: 'expire_after_7_days', expireAfterSeconds: EVENT_KEY_TTL_SECONDS });

export type EventKeyDoc = InferSchemaType<typeof eventKeySchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const EventKeyModel = mongoose.model('ShipmentEventKey', eventKeySchema);
