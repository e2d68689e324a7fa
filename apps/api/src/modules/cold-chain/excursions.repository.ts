import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { ExcursionStateModel, type ExcursionStateDoc } from './excursion-state.model';
import { unacknowledgedCount, type ExcursionTransition, type StoredExcursion } from './excursion-steps';

const { ObjectId } = mongoose.Types;

export const newExcursionId = () => new ObjectId().toHexString();

export function findExcursionState(bookingId: string): Promise<ExcursionStateDoc | null> {
  return ExcursionStateModel.findOne({ bookingId: new ObjectId(bookingId) }).lean<ExcursionStateDoc>().exec();
}

/** `excursions` left out: the stored ones stand as they are (and so does their pending count; decision 0078). */
type NextState = { lastAt: Date; lastCelsius: number; excursions?: StoredExcursion[]; sealedAt?: Date };

/** A transition to announce, as the state's write records it (decision 0069). */
export type PendingTransition = ExcursionTransition & { _id: mongoose.Types.ObjectId; recordedAt: Date };

export function pendingTransitionsFor(transitions: readonly ExcursionTransition[], recordedAt = new Date()): PendingTransition[] {
  return transitions.map((t) => ({ ...t, _id: new ObjectId(), recordedAt }));
}

/**
 * Writes the next state, with the transitions it makes to announce, only if nobody wrote since `version` was read
 * (undefined: no state yet); false when beaten.
 */
export async function saveExcursionStateIfUnchanged(bookingId: string, version: number | undefined, next: NextState, announce: readonly PendingTransition[] = []): Promise<boolean> {
  const { excursions, ...rest } = next;
  const fields = excursions ? { ...rest, excursions, pending: unacknowledgedCount(excursions) } : rest;
  if (version === undefined) {
    try {
      await ExcursionStateModel.create({ bookingId, version: 0, ...fields, ...(announce.length > 0 ? { pendingTransitions: [...announce] } : {}) });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
  if (!excursions && announce.length === 0 && rest.sealedAt === undefined) {
    // Decision 0078: how far the state has counted (a date and a number) needs no casting; most sensor batches end here.
    const result = await ExcursionStateModel.collection.updateOne(
      { bookingId: new ObjectId(bookingId), version },
      { $set: { lastAt: rest.lastAt, lastCelsius: rest.lastCelsius, updatedAt: new Date() }, $inc: { version: 1 } },
    );
    return result.matchedCount === 1;
  }
  const update = { $set: fields, $inc: { version: 1 }, ...(announce.length > 0 ? { $push: { pendingTransitions: { $each: [...announce] } } } : {}) };
  const result = await ExcursionStateModel.updateOne({ bookingId: new ObjectId(bookingId), version }, update).exec();
  return result.matchedCount === 1;
}

/** Once every reaction to them has run. */
export async function removePendingTransitions(bookingId: string, ids: readonly mongoose.Types.ObjectId[]): Promise<void> {
  if (ids.length === 0) return;
  await ExcursionStateModel.updateOne({ bookingId: new ObjectId(bookingId) }, { $pull: { pendingTransitions: { _id: mongoose.trusted({ $in: [...ids] }) } } }).exec();
}

/** States holding a transition recorded before `before`, oldest first (the sparse `pending_transitions` index). */
export function findStatesWithPendingTransitions(before: Date, limit: number): Promise<ExcursionStateDoc[]> {
  return ExcursionStateModel.find({ 'pendingTransitions.recordedAt': mongoose.trusted({ $lt: before }) })
    .sort({ 'pendingTransitions.recordedAt': 1 })
    .limit(limit)
    .lean<ExcursionStateDoc[]>()
    .exec();
}

/** The states with excursions still to acknowledge first, then the most recently changed; for the console. */
export function findStatesForConsole(limit: number): Promise<ExcursionStateDoc[]> {
  return ExcursionStateModel.find({ pending: mongoose.trusted({ $gt: 0 }) })
    .sort({ pending: -1, updatedAt: -1 })
    .limit(limit)
    .lean<ExcursionStateDoc[]>()
    .exec();
}

export function findRecentlyAcknowledgedStates(limit: number): Promise<ExcursionStateDoc[]> {
  return ExcursionStateModel.find({ pending: 0, 'excursions.0': mongoose.trusted({ $exists: true }) })
    .sort({ updatedAt: -1 })
    .limit(limit)
    .lean<ExcursionStateDoc[]>()
    .exec();
}

/** Every state, a batch at a time, for the migration. */
export function iterateExcursionStates(): AsyncIterable<ExcursionStateDoc> {
  return ExcursionStateModel.find({}).sort({ _id: 1 }).lean<ExcursionStateDoc>().cursor();
}
