import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0106: an organization's credit in one document, so a draw, a release and a new note are each one write
// guarded by `version` (read, compute in integer cents, write if nobody wrote in between): two payments at once can
// never draw the same cent, and a retried step finds its own entry and changes nothing.
const noteSchema = new Schema({ creditNoteId: { type: String, required: true }, number: String, amountCents: Number, remainingCents: Number }, { _id: false });
const drawnSchema = new Schema({ creditNoteId: String, number: String, amountCents: Number }, { _id: false });
const drawSchema = new Schema(
  {
    // The payment attempt's id (decision 0034): the draw is named by the attempt, so a takeover finds it again.
    attemptId: { type: String, required: true },
    amountCents: { type: Number, required: true },
    from: { type: [drawnSchema], default: [] },
    at: { type: Date, required: true },
    // Set when the payment that drew it succeeded (or went on terms); until then the payment sweep checks on it.
    confirmed: { type: Boolean, default: false },
  },
  { _id: false },
);

const creditBalanceSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    version: { type: Number, required: true, default: 0 },
    notes: { type: [noteSchema], default: [] },
    draws: { type: [drawSchema], default: [] },
    // How many draws are not yet confirmed: the payment sweep's work list.
    openDraws: { type: Number, required: true, default: 0 },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);
creditBalanceSchema.index({ openDraws: 1, updatedAt: 1 }, { name: 'open_draws' });

export type CreditBalanceDoc = InferSchemaType<typeof creditBalanceSchema> & { _id: mongoose.Types.ObjectId; updatedAt: Date };
export const CreditBalanceModel = mongoose.model('CreditBalance', creditBalanceSchema, 'credit_balances');
