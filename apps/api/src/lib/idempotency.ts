import { MESSAGES } from '@meridian/contracts';
import mongoose from 'mongoose';
import { AppError, isDuplicateKeyError } from './errors';
import { IdempotencyKeyModel, type IdempotencyKeyDoc } from './idempotency-keys.model';
import { requestHash } from './request-hash';

// Decision 0034: a claim still unanswered after this long belonged to a request whose process died (or failed
// unexpectedly); a resend takes it over and resumes the same attempt.
const IDEMPOTENCY_TAKEOVER_AFTER_MS = 60_000;
// Set once at start from IDEMPOTENCY_TAKEOVER_AFTER_MS (config.ts), so a crash test need not wait a minute.
let takeoverAfterMs = IDEMPOTENCY_TAKEOVER_AFTER_MS;
export function setIdempotencyTakeoverAfter(ms: number): void {
  takeoverAfterMs = ms;
}

export type IdempotentRequest = {
  /** The endpoint, e.g. 'bookings.create': keys are per scope and owner. */
  scope: string;
  owner: string;
  key: string;
  /** What tells a resend from a reuse: hashed, never stored as such. */
  request: unknown;
  /** The 409's words while the first request is still being worked on. */
  inFlightMessage?: string;
};

/** The attempt a key names: its id is chosen when the key is first claimed and is the same after a takeover. */
export type Attempt = { id: mongoose.Types.ObjectId; takenOver: boolean };

export type Idempotent<T> = { answer: T; replayed: boolean };

type Where = { scope: string; owner: string; key: string };

const unanswered = () => mongoose.trusted({ $exists: false });

function findKey(where: Where): Promise<IdempotencyKeyDoc | null> {
  return IdempotencyKeyModel.findOne(where).lean<IdempotencyKeyDoc>().exec();
}

/**
 * Runs `work` once per (scope, owner, key). The same key with the same request replays the first answer
 * (`replayed: true`); with another request it answers 422. While the first request is still being worked on a resend
 * answers 409 with Retry-After; once that claim is older than 60 s the resend takes it over and runs `work` again
 * with the same attempt id, so `work` must finish or repeat an attempt it finds begun. An AppError from `work` is a
 * deliberate answer that applied nothing: the key is released so a corrected resend gets a fresh try. Any other
 * error leaves the claim, to be taken over like a crash.
 */
export async function runIdempotent<T>(request: IdempotentRequest, work: (attempt: Attempt) => Promise<T>): Promise<Idempotent<T>> {
  const where: Where = { scope: request.scope, owner: request.owner, key: request.key };
  const hash = requestHash(request.request);
  let stored = await findKey(where);
  if (!stored) {
    const id = new mongoose.Types.ObjectId();
    stored = await claim(where, hash, id);
    if (!stored) return runClaimed(where, { id, takenOver: false }, work);
  }
  if (stored.requestHash !== hash) throw new AppError(422, MESSAGES.idempotency.keyReused);
  if (stored.answeredAt) return { answer: stored.answer as T, replayed: true };
  const abandonedBefore = new Date(Date.now() - takeoverAfterMs);
  if (stored.claimedAt < abandonedBefore && (await takeOver(where, abandonedBefore))) {
    return runClaimed(where, { id: stored.attemptId, takenOver: true }, work);
  }
  throw new AppError(409, request.inFlightMessage ?? MESSAGES.idempotency.inFlight, { headers: { 'Retry-After': '1' } });
}

/** Claims the key; null when this request now holds it, else the record of the racing resend that claimed it first. */
async function claim(where: Where, hash: string, attemptId: mongoose.Types.ObjectId): Promise<IdempotencyKeyDoc | null> {
  try {
    await IdempotencyKeyModel.create({ ...where, requestHash: hash, attemptId, claimedAt: new Date() });
    return null;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await findKey(where);
    if (!winner) throw error;
    return winner;
  }
}

async function runClaimed<T>(where: Where, attempt: Attempt, work: (attempt: Attempt) => Promise<T>): Promise<Idempotent<T>> {
  let answer: T;
  try {
    answer = await work(attempt);
  } catch (error) {
    if (error instanceof AppError) {
      await IdempotencyKeyModel.deleteOne({ ...where, attemptId: attempt.id, answeredAt: unanswered() })
        .exec()
        .catch(() => undefined);
    }
    throw error;
  }
  await IdempotencyKeyModel.updateOne({ ...where, attemptId: attempt.id }, { $set: { answer, answeredAt: new Date() } }).exec();
  return { answer, replayed: false };
}

/** One conditional write: of several resends arriving after the claim went stale, one takes it over. */
async function takeOver(where: Where, claimedBefore: Date): Promise<boolean> {
  const res = await IdempotencyKeyModel.updateOne(
    { ...where, answeredAt: unanswered(), claimedAt: mongoose.trusted({ $lt: claimedBefore }) },
    { $set: { claimedAt: new Date() } },
  ).exec();
  return res.modifiedCount === 1;
}

/**
 * Decision 0088: whether the client whose key names this attempt may still resend and take it over, or did within the
 * last `marginMs`: its claim is unanswered and younger than the takeover time plus the margin. A sweeper that finishes
 * abandoned work leaves such an attempt to its client, who would otherwise be answered a failure for a payment that
 * the next resend makes.
 */
export async function attemptAwaitsItsClient(attemptId: mongoose.Types.ObjectId, marginMs: number, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - takeoverAfterMs - marginMs);
  const claim = await IdempotencyKeyModel.findOne({ attemptId, answeredAt: unanswered(), claimedAt: mongoose.trusted({ $gt: since }) }, { _id: 1 })
    .lean()
    .exec();
  return claim !== null;
}
