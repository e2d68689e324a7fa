import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { ExcursionStateModel, type ExcursionStateDoc } from './excursion-state.model';
import type { StoredExcursion } from './excursion-steps';

const { ObjectId } = mongoose.Types;

export function findExcursionState(bookingId: string): Promise<ExcursionStateDoc | null> {
  return ExcursionStateModel.findOne({ bookingId: new ObjectId(bookingId) }).lean<ExcursionStateDoc>().exec();
}

type NextState = { lastAt: Date; lastCelsius: number; excursions: StoredExcursion[] };

/** Writes the next state only if nobody wrote since `version` was read (undefined: no state yet); false when beaten. */
export async function saveExcursionStateIfUnchanged(bookingId: string, version: number | undefined, next: NextState): Promise<boolean> {
  if (version === undefined) {
    try {
      await ExcursionStateModel.create({ bookingId, version: 0, ...next });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
  const result = await ExcursionStateModel.updateOne({ bookingId: new ObjectId(bookingId), version }, { $set: next, $inc: { version: 1 } }).exec();
  return result.matchedCount === 1;
}
