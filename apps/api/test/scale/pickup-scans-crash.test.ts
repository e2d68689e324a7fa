import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bookingPayload } from '../support/app';
import { GIVE_UP_AFTER_MS, sleep, useCrashCluster } from '../support/crash-cluster';
import { dataUrl, JPEG_BYTES, pngBytes } from '../support/shipments';

// Decision 0100: a pickup with its scans, the sender's signature and a photo stores its files before the booking's one
// guarded write names them. One API process (the production entry) is killed with SIGKILL twice while a driver's phone
// picks up 6 bookings of 3 pieces each, resending each move with its own Idempotency-Key until it has an answer. Every
// booking must end picked up with exactly one pickup scan per piece, and every file a booking names must exist; a
// file the kill left behind is named by nothing (the orphan sweep's, SECURITY.md).

const BOOKINGS = 6;
const KILLS = 2;

const crash = useCrashCluster({ EVENT_SWEEP_EVERY_MS: '1000', EVENT_SWEEP_GRACE_MS: '2000' });
const { call, account } = crash;
const db = () => crash.db().db();

type Pickup = { bookingId: string; key: string; body: Record<string, unknown>; answer?: number; sends: number };

async function pickUpUntilAnswered(token: string, move: Pickup, isStopped: () => boolean): Promise<void> {
  while (!isStopped()) {
    move.sends += 1;
    try {
      const res = await call('POST', `/bookings/${move.bookingId}/events`, { token, key: move.key, body: move.body });
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

describe('a pickup with scans when the API process is killed mid-flight', () => {
  it('when the only API process is killed twice while 6 pickups with scans and photos are in flight, then each piece has one pickup scan and every named file exists', async () => {
    const [operator, driver, customer] = [await account('operator'), await account('driver'), await account()];
    const vehicleId = `CRASH-${Date.now().toString(36)}`;
    await db().collection('vehicles').insertOne({ _id: vehicleId as never, type: 'truck', refrigerated: true, capacityKg: 50_000, retiredAt: null, imported: false, createdAt: new Date(), updatedAt: new Date() });
    const moves: Pickup[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const created = await call<{ _id: string; version: number }>('POST', '/bookings', { token: customer.token, body: bookingPayload({ quantity: 3 }) });
      expect(created.status).toBe(201);
      const confirmed = await call<{ version: number }>('POST', `/bookings/${created.data._id}/events`, {
        token: operator.token,
        body: { type: 'confirm', unpaidReason: 'Pays on delivery', version: created.data.version },
      });
      const assigned = await call<{ version: number; pieces: { sscc: string }[] }>('POST', `/bookings/${created.data._id}/events`, {
        token: operator.token,
        body: { type: 'assign', driverId: driver.id, vehicleId, version: confirmed.data.version },
      });
      expect(assigned.status, `${JSON.stringify(assigned.data)} ${crash.cluster().processes[0]!.output().slice(-1500)}`).toBe(200);
      const [a, b, c] = assigned.data.pieces;
      moves.push({
        bookingId: created.data._id,
        key: `pickup-${randomUUID()}`,
        sends: 0,
        body: {
          type: 'pickup',
          version: assigned.data.version,
          senderName: 'Pat Pickup',
          senderSignature: dataUrl(pngBytes(200, 80)),
          pieces: [
            { sscc: a!.sscc, condition: 'ok' },
            { sscc: b!.sscc, condition: 'damaged', note: 'Wrap torn', photo: dataUrl(JPEG_BYTES, 'image/jpeg') },
            { sscc: c!.sscc, condition: 'ok' },
          ],
        },
      });
    }

    const { startedAt, killedAt } = await crash.killDuring({ kills: KILLS, first: [20, 300], then: [200, 1_500], convergeWithinMs: GIVE_UP_AFTER_MS }, (isStopped) =>
      Promise.all(moves.map((m) => pickUpUntilAnswered(driver.token, m, isStopped))),
    );
    expect(moves.filter((m) => m.answer !== 200).map((m) => `${m.bookingId}: ${m.answer}`)).toEqual([]);

    const ids = moves.map((m) => new ObjectId(m.bookingId));
    const bookings = await db().collection('bookings').find({ _id: { $in: ids } }).toArray();
    const files = await db().collection('proofOfDelivery.files').find({ 'metadata.bookingId': { $in: ids } }).toArray();
    const stored = new Set(files.map((f) => String(f._id)));
    let orphans = 0;
    for (const booking of bookings) {
      const id = String(booking._id);
      expect(booking.milestone, id).toBe('picked-up');
      expect(booking.statusHistory.filter((e: { event?: string }) => e.event === 'pickup'), id).toHaveLength(1);
      const pieces = booking.pieces as { scans?: { stage: string; photoFileId?: ObjectId }[] }[];
      expect(pieces.map((p) => (p.scans ?? []).filter((s) => s.stage === 'pickup').length), id).toEqual([1, 1, 1]);
      const named = [booking.proofOfPickup?.signatureFileId, ...pieces.flatMap((p) => (p.scans ?? []).map((s) => s.photoFileId))].filter(Boolean).map(String);
      expect(named, id).toHaveLength(2);
      // Every file the booking names is there; what else the kills left for this booking is named by nothing.
      expect(named.filter((file) => !stored.has(file)), id).toEqual([]);
      orphans += files.filter((f) => String(f.metadata?.bookingId) === id && !named.includes(String(f._id))).length;
    }
    console.warn(
      `[pickup scans crash test] bookings ${BOOKINGS}, kills ${KILLS} (at ${killedAt.join(', ')} ms), resends ${moves.reduce((n, m) => n + m.sends - 1, 0)}, ` +
        `orphaned files ${orphans}, answered after ${Date.now() - startedAt} ms`,
    );
  });
});
