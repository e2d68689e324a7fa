import { AppError, conflict, isDuplicateKeyError } from '../../lib/errors';
import { requestHash } from '../../lib/request-hash';
import type { EventKeyDoc } from './event-keys.model';
import { claimEventKey, completeEventKey, findEventKey, reclaimStaleEventKey, releaseEventKey, type StoredAnswer } from './event-keys.repository';

export const EVENT_KEY_MISMATCH = 'This Idempotency-Key was already used with a different request. Send this one with a new key.';
export const EVENT_KEY_IN_FLIGHT = 'This request is still being saved. Try again in a moment.';

// A claim still unanswered after this long belonged to a process that stopped mid-move; a resend may take it over
// (the booking's version guard still stops the move from landing twice).
const ABANDONED_AFTER_MS = 60_000;

export type Replayable = StoredAnswer & { replayed: boolean };
type Scope = { owner: string; key: string; bookingId: string; request: unknown };

/**
 * Runs `work` once per (owner, key): a resend of the same request answers the first answer again
 * (`replayed: true`) without running it; the same key with another request answers 409. A failed run releases
 * the key, since nothing was applied and the resend deserves a fresh try.
 */
export async function runOnce(scope: Scope, work: () => Promise<StoredAnswer>): Promise<Replayable> {
  const hash = requestHash({ bookingId: scope.bookingId, request: scope.request });
  const previous = await findEventKey(scope.owner, scope.key);
  if (previous) return answerAgain(previous, hash, scope, work);
  try {
    await claimEventKey(scope.owner, scope.key, hash, scope.bookingId);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await findEventKey(scope.owner, scope.key);
    if (!winner) throw error;
    return answerAgain(winner, hash, scope, work);
  }
  return runClaimed(scope, work);
}

async function runClaimed(scope: Scope, work: () => Promise<StoredAnswer>): Promise<Replayable> {
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    await releaseEventKey(scope.owner, scope.key).catch(() => undefined);
    throw error;
  }
  await completeEventKey(scope.owner, scope.key, answer);
  return { ...answer, replayed: false };
}

async function answerAgain(stored: EventKeyDoc, hash: string, scope: Scope, work: () => Promise<StoredAnswer>): Promise<Replayable> {
  if (stored.requestHash !== hash) throw conflict(EVENT_KEY_MISMATCH);
  if (stored.response?.status) {
    const { status, message, data } = stored.response;
    return { status, message: message ?? '', data, replayed: true };
  }
  const abandonedBefore = new Date(Date.now() - ABANDONED_AFTER_MS);
  if (stored.claimedAt < abandonedBefore && (await reclaimStaleEventKey(scope.owner, scope.key, abandonedBefore))) return runClaimed(scope, work);
  throw new AppError(409, EVENT_KEY_IN_FLIGHT, { headers: { 'Retry-After': '1' } });
}
