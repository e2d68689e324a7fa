import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0034: the sandbox provider's own ledger, one document per attempt (its `_id` is the attempt's reference,
// our payment id), so a retried charge answers as a real provider's idempotent charge API does: the same outcome,
// never a second charge. Nothing of the card is kept here.
// A refund is a document of its own, its `_id` the refund's reference and its outcome 'refunded'.
const SANDBOX_CHARGE_OUTCOMES = ['succeeded', 'requires_authentication', 'declined', 'processing_error', 'cancelled', 'refunded'] as const;

const sandboxChargeSchema = new Schema(
  {
    _id: { type: String, required: true },
    outcome: { type: String, enum: SANDBOX_CHARGE_OUTCOMES, required: true },
    providerRef: { type: String, default: undefined },
    code: { type: String, default: undefined },
    amountCents: { type: Number, default: undefined },
    currency: { type: String, default: undefined },
    method: { type: String, default: undefined },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

sandboxChargeSchema.index({ providerRef: 1 }, { unique: true, name: 'provider_ref_unique', partialFilterExpression: { providerRef: { $type: 'string' } } });

export type SandboxChargeDoc = InferSchemaType<typeof sandboxChargeSchema> & { _id: string; createdAt: Date; updatedAt: Date };
export const SandboxChargeModel = mongoose.model('SandboxCharge', sandboxChargeSchema, 'sandbox_charges');
