import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0024: an Idempotency-Key on POST /bookings/{id}/payments names one payment attempt per customer. The
// hash covers the booking and the body without the card number or CVC (a hash of a card number can be brute-forced).
const paymentKeySchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    key: { type: String, required: true },
    requestHash: { type: String, required: true },
    // in-flight until the first attempt answers; then the answer to replay.
    state: { type: String, enum: ['in-flight', 'done'], required: true },
    responseStatus: { type: Number },
    paymentId: { type: Schema.Types.ObjectId, ref: 'Payment' },
    // The first answer's body (a Payment: nothing secret in it), replayed as it was.
    responseBody: { type: Schema.Types.Mixed },
  },
  { timestamps: true, versionKey: false },
);

paymentKeySchema.index({ owner: 1, key: 1 }, { unique: true, name: 'owner_key_unique' });

export type PaymentKeyDoc = InferSchemaType<typeof paymentKeySchema> & { _id: mongoose.Types.ObjectId };
export const PaymentKeyModel = mongoose.model('PaymentKey', paymentKeySchema, 'payment_keys');
