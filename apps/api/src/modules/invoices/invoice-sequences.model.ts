import { sequenceHintModel } from '../../lib/gap-free-numbers';

// One document per year ('2026'): the highest invoice sequence known to be taken. A hint that saves retries, never
// the claim itself (invoice-numbers.ts).
export const InvoiceSequenceModel = sequenceHintModel('InvoiceSequence', 'invoice_sequences');
