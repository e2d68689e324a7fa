import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bookingPayload } from '../support/app';
import { GIVE_UP_AFTER_MS, sleep, useCrashCluster } from '../support/crash-cluster';

// Decision 0069: no move loses its reactions to a crash. One API process (the production entry) on the embedded engine
// in its own process is killed with SIGKILL at random moments while an operator confirms 12 bookings, twice, and
// started again each time. The operator's client resends each move with its own Idempotency-Key until it has an
// answer; a resend of a move the kill cut short waits for its key's takeover (60 s, decision 0034). Every booking
// must be confirmed, its customer told once, and no announcement left behind.

const BOOKINGS = 12;
const KILLS = 2;

// The event sweep every second with a 2 s grace (defaults 30 s), so it announces within the test.
const crash = useCrashCluster({ EVENT_SWEEP_EVERY_MS: '1000', EVENT_SWEEP_GRACE_MS: '2000' });
const { call, account } = crash;
const db = () => crash.db().db();


type Confirm = { bookingId: string; version: number; key: string; answer?: number; sends: number };

/**
 * What the console does with a move that got no answer: send the same body with the same key again, and on 409 with
 * Retry-After (the key's first request is still being worked on, or died and is not yet taken over) wait and resend.
 * 200 is the answer; any other refusal is one too, and the test says which.
 */
async function confirmUntilAnswered(token: string, move: Confirm, isStopped: () => boolean): Promise<void> {
  while (!isStopped()) {
    move.sends += 1;
    try {
      const res = await call('POST', `/bookings/${move.bookingId}/events`, { token, key: move.key, body: { type: 'confirm', unpaidReason: 'Pays on delivery', version: move.version } });
      if (res.status === 200 || (res.status === 409 && !res.retryAfter)) {
        move.answer = res.status;
        return;
      }
      if (res.status === 409) {
        await sleep(Number(res.retryAfter) * 1000);
        continue;
      }
      if (res.status < 500) throw new Error(`booking ${move.bookingId}: unexpected ${res.status} ${JSON.stringify(res.data)}`);
      await sleep(300);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('booking ')) throw error;
      await sleep(300);
    }
  }
}

describe('moves when the API process is killed mid-flight', () => {
  it('when the only API process is killed twice while 12 confirms are in flight, then every booking ends confirmed, its customer told once, and no announcement is left', async () => {
    const operator = await account('operator');
    const customers = await Promise.all(Array.from({ length: 3 }, () => account()));
    const moves: Confirm[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const booking = await call<{ _id: string; version: number }>('POST', '/bookings', { token: customers[i % customers.length]!.token, body: bookingPayload() });
      expect(booking.status).toBe(201);
      moves.push({ bookingId: booking.data._id, version: booking.data.version, key: `move-${randomUUID()}`, sends: 0 });
    }

    const { startedAt, killedAt } = await crash.killDuring({ kills: KILLS, first: [20, 300], then: [200, 1_500], convergeWithinMs: GIVE_UP_AFTER_MS }, (isStopped) =>
      Promise.all(moves.map((m) => confirmUntilAnswered(operator.token, m, isStopped))),
    );
    expect(moves.filter((m) => m.answer === undefined).map((m) => m.bookingId)).toEqual([]);
    // A resend that took over a dead attempt whose move had landed answers that move (decision 0069), never a 409.
    expect(moves.filter((m) => m.answer !== 200).map((m) => `${m.bookingId}: ${m.answer}`)).toEqual([]);

    // Every booking confirmed, told once, nothing pending: the sweep finishes what the kills cut short.
    const ids = moves.map((m) => new ObjectId(m.bookingId));
    const settled = async () => {
      const [bookings, notices] = await Promise.all([
        db().collection('bookings').find({ _id: { $in: ids } }).toArray(),
        db().collection('notifications').find({ bookingId: { $in: ids }, event: 'confirmed' }).toArray(),
      ]);
      return { bookings, notices };
    };
    let state = await settled();
    while (Date.now() - startedAt < GIVE_UP_AFTER_MS && (state.bookings.some((b) => (b.pendingMoves ?? []).length > 0) || state.notices.length < BOOKINGS)) {
      await sleep(500);
      state = await settled();
    }
    console.warn(
      `[moves crash test] bookings ${BOOKINGS}, kills ${KILLS} (at ${killedAt.join(', ')} ms), resends ${moves.reduce((n, m) => n + m.sends - 1, 0)}, ` +
        `answered 409 ${moves.filter((m) => m.answer === 409).length}, settled after ${Date.now() - startedAt} ms`,
    );
    // What did not settle, for the reader of a red run: the booking's status, its records and its notices.
    const unsettled = state.bookings
      .filter((b) => (b.pendingMoves ?? []).length > 0 || state.notices.filter((n) => String(n.bookingId) === String(b._id)).length !== 1)
      .map((b) => ({ id: String(b._id), status: b.status, version: b.version, pending: b.pendingMoves, notices: state.notices.filter((n) => String(n.bookingId) === String(b._id)).length }));
    if (unsettled.length > 0) console.warn(`[moves crash test] unsettled: ${JSON.stringify(unsettled)}\n${crash.cluster().processes[0]!.output().slice(-4000)}`);
    for (const move of moves) {
      const booking = state.bookings.find((b) => String(b._id) === move.bookingId);
      expect(booking?.status, move.bookingId).toBe('confirmed');
      expect(booking?.pendingMoves ?? [], move.bookingId).toHaveLength(0);
      expect(state.notices.filter((n) => String(n.bookingId) === move.bookingId), move.bookingId).toHaveLength(1);
    }
  });
});
