import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Issue 5: an Idempotency-Key names one creation per owner; the request hash tells a retry from a reuse.
const idempotencyKeySchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    key: { type: String, required: true },
    requestHash: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true, versionKey: false },
);

idempotencyKeySchema.index({ owner: 1, key: 1 }, { unique: true, name: 'owner_key_unique' });

export type IdempotencyKeyDoc = InferSchemaType<typeof idempotencyKeySchema> & { _id: mongoose.Types.ObjectId };
export const IdempotencyKeyModel = mongoose.model('IdempotencyKey', idempotencyKeySchema);
