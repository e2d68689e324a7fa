import { canonicalJson, type ConsignmentNote, type JsonValue } from '@meridian/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bookingPayload } from '../support/app';
import { GIVE_UP_AFTER_MS, sleep, useCrashCluster } from '../support/crash-cluster';
import { SIGNATURE } from '../support/shipments';

// Decision 0103 on decision 0069: a consignment note is sealed as a reaction to the pickup and deliver moves, so a
// process killed between a move's write and its seal leaves the move and its announcement for the move sweep. Here the
// only API process (the production entry) is really killed with SIGKILL twice while a driver's phone picks up and
// delivers 5 bookings, resending each move with its own Idempotency-Key until it has an answer. Every booking must end
// with exactly one seal per role (sender, carrier, consignee), each digest recomputing from its stored note and
// verifying publicly, the older ones as superseded.

const BOOKINGS = 5;
const KILLS = 2;

const crash = useCrashCluster({ EVENT_SWEEP_EVERY_MS: '1000', EVENT_SWEEP_GRACE_MS: '2000' });
const { call, account } = crash;
const db = () => crash.db().db();

type Versioned = { version: number };

/** The set-up's calls, before any kill: a busy shared machine may answer one past the client's timeout, so try again. */
async function settled<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Sends one move until the process answers it (the same Idempotency-Key each time, as the phone's outbox does). */
async function sendUntilAnswered(token: string, bookingId: string, body: Record<string, unknown>, isStopped: () => boolean, sends: { n: number }): Promise<Versioned | null> {
  const key = `${String(body.type)}-${randomUUID()}`;
  while (!isStopped()) {
    sends.n += 1;
    try {
      const res = await call<Versioned>('POST', `/bookings/${bookingId}/events`, { token, key, body });
      if (res.status === 200) return res.data;
      if (res.status === 409 && res.retryAfter) {
        await sleep(Number(res.retryAfter) * 1000);
        continue;
      }
      if (res.status < 500) throw new Error(`booking ${bookingId}: ${String(body.type)} answered ${res.status} ${JSON.stringify(res.data)}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('booking ')) throw error;
    }
    await sleep(300);
  }
  return null;
}

/** What a verifier does with a sealed note: drop the last signature's digest, canonicalise (RFC 8785), hash. */
function recomputed(sealed: ConsignmentNote): string {
  const signatures = sealed.signatures.map((s, i, all) => (i === all.length - 1 ? { ...s, digest: undefined } : s));
  return createHash('sha256').update(canonicalJson({ ...sealed, signatures } as unknown as JsonValue)).digest('hex');
}

type Seal = { bookingId: ObjectId; role: string; seq: number; digest: string; content: ConsignmentNote };

describe('sealing when the API process is killed between moves and seals', () => {
  it('when the only API process is killed twice while 5 bookings are picked up and delivered, then each ends with one seal per role and every digest verifies', async () => {
    const [operator, driver, customer] = [await account('operator'), await account('driver'), await account()];
    const vehicleId = `SEAL-${Date.now().toString(36)}`;
    await db().collection('vehicles').insertOne({ _id: vehicleId as never, type: 'truck', refrigerated: true, capacityKg: 50_000, retiredAt: null, imported: false, createdAt: new Date(), updatedAt: new Date() });
    const ids: string[] = [];
    const start: Record<string, number> = {};
    for (let i = 0; i < BOOKINGS; i += 1) {
      const created = await settled(() => call<{ _id: string; version: number }>('POST', '/bookings', { token: customer.token, body: bookingPayload({ quantity: 1 }) }));
      expect(created.status).toBe(201);
      const confirmKey = `confirm-${randomUUID()}`;
      const confirmed = await settled(() => call<Versioned>('POST', `/bookings/${created.data._id}/events`, { token: operator.token, key: confirmKey, body: { type: 'confirm', unpaidReason: 'Pays on delivery', version: created.data.version } }));
      const assignKey = `assign-${randomUUID()}`;
      const assigned = await settled(() => call<Versioned>('POST', `/bookings/${created.data._id}/events`, { token: operator.token, key: assignKey, body: { type: 'assign', driverId: driver.id, vehicleId, version: confirmed.data.version } }));
      expect(assigned.status, JSON.stringify(assigned.data)).toBe(200);
      ids.push(created.data._id);
      start[created.data._id] = assigned.data.version;
    }

    const sends = { n: 0 };
    const finished: string[] = [];
    const { startedAt, killedAt } = await crash.killDuring({ kills: KILLS, first: [50, 400], then: [300, 1_500], convergeWithinMs: GIVE_UP_AFTER_MS }, (isStopped) =>
      Promise.all(
        ids.map(async (id) => {
          const picked = await sendUntilAnswered(driver.token, id, { type: 'pickup', version: start[id], location: { place: 'Oakland depot' }, senderName: 'Sam Sender', senderSignature: SIGNATURE }, isStopped, sends);
          if (!picked) return;
          const out = await sendUntilAnswered(driver.token, id, { type: 'out-for-delivery', version: picked.version }, isStopped, sends);
          if (!out) return;
          const done = await sendUntilAnswered(driver.token, id, { type: 'deliver', version: out.version, receiverName: 'Rae Receiver', signature: SIGNATURE, location: { place: 'Denver dock 2' } }, isStopped, sends);
          if (done) finished.push(id);
        }),
      ),
    );
    expect(finished.sort()).toEqual([...ids].sort());

    // The sweep seals what a kill left unsealed: wait until every seal is there and no move waits for its reactions (a
    // move's record goes once every reaction has run, booking-outbox.ts), so nothing more can land, then read them.
    const objectIds = ids.map((id) => new ObjectId(id));
    const seals = () => db().collection<Seal>('documents').find({ bookingId: { $in: objectIds } }).sort({ seq: 1 }).toArray();
    const waiting = () => db().collection('bookings').countDocuments({ _id: { $in: objectIds }, 'pendingMoves.0': { $exists: true } });
    const givesUpAt = Date.now() + GIVE_UP_AFTER_MS;
    while (((await seals()).length < BOOKINGS * 3 || (await waiting()) > 0) && Date.now() < givesUpAt) await sleep(500);
    const all = await seals();

    for (const id of ids) {
      const mine = all.filter((s) => String(s.bookingId) === id);
      expect(mine.map((s) => s.role), id).toEqual(['sender', 'carrier', 'consignee']);
      expect(mine.map((s) => s.seq), id).toEqual([1, 2, 3]);
      for (const [index, seal] of mine.entries()) {
        expect(recomputed(seal.content), `${id} ${seal.role}`).toBe(seal.digest);
        const answer = await call<{ type: string; superseded: boolean; signatures: { role: string }[] }>('GET', `/documents/${seal.digest}`);
        expect(answer.status, `${id} ${seal.role}`).toBe(200);
        expect(answer.data).toMatchObject({ type: 'cmr', superseded: index < mine.length - 1 });
        expect(answer.data.signatures.map((s) => s.role)).toEqual(mine.slice(0, index + 1).map((s) => s.role));
      }
    }
    console.warn(`[sealing crash test] bookings ${BOOKINGS}, kills ${KILLS} (at ${killedAt.join(', ')} ms), sends ${sends.n}, seals ${all.length}, converged after ${Date.now() - startedAt} ms`);
  });
});
