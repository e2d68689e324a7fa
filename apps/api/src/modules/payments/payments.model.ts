import { CARD_BRANDS, PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0024: of a card, only brand, last four digits and expiry are ever stored. `strict: 'throw'` makes any
// attempt to store another field fail loudly instead of being silently dropped.
const cardSchema = new Schema({ brand: { type: String, enum: CARD_BRANDS }, last4: String, expMonth: Number, expYear: Number }, { _id: false, strict: 'throw' });

const paymentSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    ownerId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    // Decision 0055: the booking's organization; its members see the payment and its receipt. Migration 0006 backfills.
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization' },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    method: { type: String, enum: PAYMENT_METHODS, required: true },
    status: { type: String, enum: PAYMENT_RECORD_STATUSES, required: true },
    card: { type: cardSchema, default: null },
    provider: { type: String, required: true },
    providerRef: { type: String, default: null },
    failureCode: { type: String, default: null },
    paidAt: { type: Date, default: null },
    refund: { type: new Schema({ amountCents: Number, at: Date, reason: String, refundRef: String }, { _id: false }), default: null },
    // Decision 0106: the credit notes' cents this attempt drew; `amountCents` is what is charged after it.
    creditCents: { type: Number, default: 0 },
    // Decision 0106: refunds made for settled claims, each named by its reference (`refund_claim_<settlement id>`),
    // reserved here before the provider is asked; `claimRefundedCents` is their sum, guarded never to pass the charge.
    claimRefunds: { type: [new Schema({ reference: String, amountCents: Number, at: Date, refundRef: String }, { _id: false })], default: undefined },
    claimRefundedCents: { type: Number, default: undefined },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', default: null },
    // The booking's id while this payment holds it (pending, awaiting authentication, succeeded or on invoice
    // terms); unset when it fails. The unique index lets only one payment hold a booking: no double charge.
    holdsBooking: { type: Schema.Types.ObjectId, default: undefined },
    // Decision 0034: set once every step after the charge is done (booking paid or invoiced, invoice issued and
    // linked, mail queued); until then the sweeper finishes what is missing.
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

paymentSchema.index({ holdsBooking: 1 }, { unique: true, name: 'one_live_payment_per_booking', partialFilterExpression: { holdsBooking: { $exists: true } } });
paymentSchema.index({ bookingId: 1, createdAt: -1 }, { name: 'booking_created' });
// Migration 0006 finds payments without an organization through it.
paymentSchema.index({ organizationId: 1 }, { name: 'organization' });
// The sweeper's work list: unfinished payments (succeeded, or pending) untouched for a while.
paymentSchema.index({ status: 1, finishedAt: 1, updatedAt: 1 }, { name: 'sweep' });

export type PaymentDoc = InferSchemaType<typeof paymentSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const PaymentModel = mongoose.model('Payment', paymentSchema);
