import mongoose from 'mongoose';
import { isDuplicateKeyError } from './errors';

const MAX_ATTEMPTS = 500;

/** A collection of one document per year holding the highest sequence known to be taken (a hint, never the claim). */
export type SequenceHints = mongoose.Model<{ _id: string; seq: number }>;

export type GapFreeNumbering = {
  hints: SequenceHints;
  /** The name of the unique index on the numbered documents' number: a duplicate on it means "taken". */
  indexName: string;
  format: (year: number, sequence: number) => string;
};

async function highestKnown(hints: SequenceHints, year: number): Promise<number> {
  const doc = await hints.findById(String(year)).lean<{ seq: number }>().exec();
  return doc?.seq ?? 0;
}

async function raiseHint(hints: SequenceHints, year: number, seq: number): Promise<void> {
  try {
    const filter: Record<string, unknown> = { _id: String(year), seq: mongoose.trusted({ $lt: seq }) };
    await hints.updateOne(filter, { $set: { seq } }, { upsert: true }).exec();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * Decision 0025's gap-free numbering for any numbered record (invoices, claims, credit notes): the number is
 * claimed by the record's own insert (a unique index on it), so a number exists exactly when its record does and a
 * crash reserves nothing. `insert` must fail only with a duplicate key on `indexName` for a taken number; any other
 * failure leaves the number free for the next record.
 */
export async function insertWithNextNumber<T>(numbering: GapFreeNumbering, year: number, insert: (number: string, sequence: number) => Promise<T>): Promise<T> {
  let candidate = (await highestKnown(numbering.hints, year)) + 1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    try {
      const saved = await insert(numbering.format(year, candidate), candidate);
      await raiseHint(numbering.hints, year, candidate);
      return saved;
    } catch (error) {
      if (!isDuplicateKeyError(error) || !String((error as Error).message).includes(numbering.indexName)) throw error;
      candidate = Math.max(candidate + 1, (await highestKnown(numbering.hints, year)) + 1);
    }
  }
  throw new Error(`could not allocate a number for ${year}`);
}
