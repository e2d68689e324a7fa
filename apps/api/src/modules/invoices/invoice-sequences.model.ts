import mongoose, { Schema } from 'mongoose';

// One document per year ('2026'): the highest invoice sequence known to be taken. A hint that saves retries, never
// the claim itself (lib/gap-free-numbers.ts).
const invoiceSequenceSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } }, { versionKey: false });

export const InvoiceSequenceModel = mongoose.model('InvoiceSequence', invoiceSequenceSchema, 'invoice_sequences');
