import { SETTLEMENT_METHODS } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0106: a claim's settlement, one per claim (unique `claimId`), whose `_id` is the attempt id of the
// Idempotency-Key that began it (decision 0034). Written before any money moves, so a run cut short at any point is
// found again, by the client's resend or by the payment sweep, and finished with the same refund or credit note.
const claimSettlementSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    claimId: { type: Schema.Types.ObjectId, required: true },
    claimNumber: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true },
    organizationId: { type: Schema.Types.ObjectId, required: true },
    method: { type: String, enum: SETTLEMENT_METHODS, required: true },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    reason: { type: String, default: '' },
    byId: { type: Schema.Types.ObjectId, required: true },
    byName: { type: String, default: '' },
    // What the money step left: the credit note, or the refund at the provider.
    creditNote: { type: new Schema({ id: String, number: String, amountCents: Number, at: Date }, { _id: false }), default: null },
    refund: { type: new Schema({ amountCents: Number, at: Date, refundRef: String }, { _id: false }), default: null },
    // Set once the money step is done and the claim is marked settled (and says so: the claims module's event).
    settledAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

claimSettlementSchema.index({ claimId: 1 }, { unique: true, name: 'one_settlement_per_claim' });
// The payment sweep's work list (settledAt null, untouched for a while) and the reports' amounts settled in a period.
claimSettlementSchema.index({ settledAt: 1, updatedAt: 1 }, { name: 'settled_updated' });

export type ClaimSettlementDoc = InferSchemaType<typeof claimSettlementSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const ClaimSettlementModel = mongoose.model('ClaimSettlement', claimSettlementSchema, 'claim_settlements');
