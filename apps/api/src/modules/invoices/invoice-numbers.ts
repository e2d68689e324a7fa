import { formatInvoiceNumber } from '@meridian/contracts';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { InvoiceSequenceModel } from './invoice-sequences.model';

const MAX_ATTEMPTS = 500;

async function highestKnown(year: number): Promise<number> {
  const doc = await InvoiceSequenceModel.findById(String(year)).lean<{ seq: number }>().exec();
  return doc?.seq ?? 0;
}

/** Moves the year's hint up to `seq` (never down); a racing first insert of the year's document is harmless. */
async function raiseHint(year: number, seq: number): Promise<void> {
  try {
    const filter: Record<string, unknown> = { _id: String(year), seq: mongoose.trusted({ $lt: seq }) };
    await InvoiceSequenceModel.updateOne(filter, { $set: { seq } }, { upsert: true }).exec();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * Decision 0025: gap-free numbering. The number is claimed by the invoice's own insert (unique index on the
 * number), so a number exists exactly when its invoice does: nothing is reserved that a crash could leave unused.
 * A candidate is tried only once every lower number is known to be taken (it is at most the hint, which only ever
 * names inserted numbers, or it lost a race to a duplicate), so no number is skipped. `insert` must fail only with a
 * duplicate key for a taken number; any other failure leaves the number free for the next invoice.
 */
export async function insertWithNextNumber<T>(year: number, insert: (invoiceNumber: string, sequence: number) => Promise<T>): Promise<T> {
  let candidate = (await highestKnown(year)) + 1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    try {
      const saved = await insert(formatInvoiceNumber(year, candidate), candidate);
      await raiseHint(year, candidate);
      return saved;
    } catch (error) {
      if (!isDuplicateKeyError(error) || !String((error as Error).message).includes('invoice_number')) throw error;
      // Taken: everything up to here is taken; jump to the hint when others have moved it further.
      candidate = Math.max(candidate + 1, (await highestKnown(year)) + 1);
    }
  }
  throw new Error(`could not allocate an invoice number for ${year}`);
}
