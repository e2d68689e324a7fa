import mongoose, { Schema } from 'mongoose';
import { isDuplicateKeyError } from './errors';

const MAX_ATTEMPTS = 500;

/**
 * One document per year ('2026'): the highest sequence known to be taken. A hint that saves retries, never the claim
 * itself, which is the numbered document's unique index.
 */
export function sequenceHintModel(name: string, collection: string) {
  const schema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } }, { versionKey: false });
  return mongoose.model(name, schema, collection);
}
type SequenceHints = ReturnType<typeof sequenceHintModel>;

/** A yearly sequence: the hint collection (one document per year) and the unique index that makes a number a claim. */
export type GapFreeSequence = {
  hints: SequenceHints;
  /** The unique index on the numbered collection's number, as it appears in the duplicate-key error. */
  uniqueIndex: string;
  format: (year: number, sequence: number) => string;
  what: string;
};

async function highestKnown(sequence: GapFreeSequence, year: number): Promise<number> {
  const doc = await sequence.hints.findById(String(year)).lean<{ seq: number }>().exec();
  return doc?.seq ?? 0;
}

/** Moves the year's hint up to `seq` (never down); a racing first insert of the year's document is harmless. */
async function raiseHint(sequence: GapFreeSequence, year: number, seq: number): Promise<void> {
  try {
    const filter: Record<string, unknown> = { _id: String(year), seq: mongoose.trusted({ $lt: seq }) };
    await sequence.hints.updateOne(filter, { $set: { seq } }, { upsert: true }).exec();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * Decision 0025 (invoices) and 0106 (credit notes): gap-free numbering. The number is claimed by the document's own
 * insert (unique index on the number), so a number exists exactly when its document does: nothing is reserved that a
 * crash could leave unused. A candidate is tried only once every lower number is known to be taken (it is at most the
 * hint, which only ever names inserted numbers, or it lost a race to a duplicate), so no number is skipped. `insert`
 * must fail only with a duplicate key for a taken number; any other failure leaves the number free for the next one.
 */
export async function insertWithNextNumber<T>(sequence: GapFreeSequence, year: number, insert: (number: string, seq: number) => Promise<T>): Promise<T> {
  let candidate = (await highestKnown(sequence, year)) + 1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    try {
      const saved = await insert(sequence.format(year, candidate), candidate);
      await raiseHint(sequence, year, candidate);
      return saved;
    } catch (error) {
      if (!isDuplicateKeyError(error) || !String((error as Error).message).includes(sequence.uniqueIndex)) throw error;
      // Taken: everything up to here is taken; jump to the hint when others have moved it further.
      candidate = Math.max(candidate + 1, (await highestKnown(sequence, year)) + 1);
    }
  }
  throw new Error(`could not allocate ${sequence.what} number for ${year}`);
}
