import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0106: a claim settled by credit note gets one note, numbered CN-YYYY-NNNNNN in its own gap-free sequence.
const creditNoteSchema = new Schema(
  {
    number: { type: String, required: true },
    year: { type: Number, required: true },
    sequence: { type: Number, required: true },
    claimId: { type: Schema.Types.ObjectId, required: true },
    claimNumber: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true },
    trackingNumber: { type: String, default: '' },
    organizationId: { type: Schema.Types.ObjectId, required: true },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    reason: { type: String, default: '' },
    billTo: { type: new Schema({ name: String, company: String, email: String, address: String }, { _id: false }), required: true },
    issuedAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

// The number is the claim (lib/gap-free-numbers.ts); one note per claim, whatever retries or races happen.
creditNoteSchema.index({ number: 1 }, { unique: true, name: 'credit_note_number_unique' });
creditNoteSchema.index({ claimId: 1 }, { unique: true, name: 'claim_unique' });
creditNoteSchema.index({ organizationId: 1, issuedAt: -1 }, { name: 'organization_issued' });
// The reports read the notes issued in a period.
creditNoteSchema.index({ issuedAt: 1 }, { name: 'issued' });

export type CreditNoteDoc = InferSchemaType<typeof creditNoteSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const CreditNoteModel = mongoose.model('CreditNote', creditNoteSchema, 'credit_notes');

// One document per year: the highest credit note sequence known to be taken. A hint, never the claim itself.
const creditNoteSequenceSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } }, { versionKey: false });
export const CreditNoteSequenceModel = mongoose.model('CreditNoteSequence', creditNoteSequenceSchema, 'credit_note_sequences');
