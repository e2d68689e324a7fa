import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bookingPayload, signUpPayload } from '../support/app';
import { GIVE_UP_AFTER_MS, sleep, useCrashCluster } from '../support/crash-cluster';

// Decision 0106: a settlement survives a crash. The one API process is killed with SIGKILL while 8 settlements
// (4 by refund, 4 by credit note) are in flight, twice, and started again. Each client resends its own key until it is
// answered. Every claim must end settled once: one refund at the provider or one credit note, and no gap in CN numbers.

const CLAIMS = 8;
const KILLS = 2;
const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
const CARD = { method: 'card', card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: FUTURE_YEAR, cvc: '123', name: 'Ada Lovelace' } };

const crash = useCrashCluster({ PAYMENT_SWEEP_EVERY_MS: '1000', PAYMENT_SWEEP_GRACE_MS: '2000', IDEMPOTENCY_TAKEOVER_AFTER_MS: '5000' });
const { call } = crash;
const db = () => crash.db().db();

type Client = { claimId: string; bookingId: string; method: 'refund' | 'credit-note'; key: string; sends: number; answer?: { creditNote: { number: string } | null } };

async function paidBookingWithApprovedClaim(method: Client['method'], index: number): Promise<Client> {
  const signedUp = await call<{ token: string; user: { _id: string } }>('POST', '/auth/sign-up', { body: signUpPayload() });
  await db().collection('users').updateOne({ _id: new ObjectId(signedUp.data.user._id) }, { $set: { emailVerified: true } });
  const booking = await call<{ _id: string }>('POST', '/bookings', { token: signedUp.data.token, body: bookingPayload() });
  const paid = await call('POST', `/bookings/${booking.data._id}/payments`, { token: signedUp.data.token, body: CARD, key: `pay-${randomUUID()}` });
  expect(paid.status).toBe(201);
  const stored = await db().collection('bookings').findOne({ _id: new ObjectId(booking.data._id) });
  const now = new Date();
  const claimId = new ObjectId();
  // The state a decision leaves (the claims module's tests cover the path to it).
  await db().collection('claims').insertOne({
    _id: claimId,
    number: `CL-${now.getUTCFullYear()}-${String(800_000 + index).padStart(6, '0')}`,
    year: now.getUTCFullYear(),
    sequence: 800_000 + index,
    bookingId: stored!._id,
    organizationId: stored!.organizationId ?? stored!.createdBy,
    trackingNumber: stored!.trackingNumber,
    vehicleType: stored!.vehicleType,
    type: 'damage',
    status: 'approved',
    description: 'Crushed pallet',
    amountClaimedCents: 4_000,
    currency: 'USD',
    pieces: [],
    deadline: { noticeBy: now, rule: 'CMR art. 30', convention: 'cmr' },
    late: false,
    liability: { limitCents: 1_000_000, currency: 'USD', basis: 'declared value', sdrRate: 1.3 },
    evidence: { frozenAt: now.toISOString(), proofOfDelivery: null, proofOfPickup: null, pieces: [], temperature: null, timeline: [] },
    decision: { outcome: 'approved', amountCents: 2_500, reason: 'Covered', at: now, by: new ObjectId(), byName: 'Olu' },
    settlement: null,
    createdBy: stored!.createdBy,
    createdByName: 'Ada',
    createdAt: now,
    updatedAt: now,
  });
  return { claimId: String(claimId), bookingId: booking.data._id, method, key: `settle-${randomUUID()}`, sends: 0 };
}

async function settleUntilAnswered(client: Client, token: string, isStopped: () => boolean): Promise<void> {
  while (!isStopped()) {
    client.sends += 1;
    try {
      const res = await call<{ creditNote: { number: string } | null }>('POST', `/claims/${client.claimId}/settlement`, { token, body: { method: client.method }, key: client.key });
      if (res.status === 201) {
        client.answer = res.data;
        return;
      }
      if (res.status !== 409 && res.status < 500) throw new Error(`claim ${client.claimId}: unexpected ${res.status} ${JSON.stringify(res.data)}`);
      await sleep(res.retryAfter ? Number(res.retryAfter) * 1000 : 500);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('claim ')) throw error;
      await sleep(300);
    }
  }
}

describe('claim settlements when the API process is killed mid-flight (decision 0106)', () => {
  it('when the only API process is killed with SIGKILL twice while 8 settlements are in flight, then each claim ends settled with exactly one refund or one credit note, and the CN numbers have no gap', async () => {
    const operator = await crash.account('operator');
    const clients: Client[] = [];
    for (let i = 0; i < CLAIMS; i += 1) clients.push(await paidBookingWithApprovedClaim(i % 2 === 0 ? 'refund' : 'credit-note', i));

    const { killedAt } = await crash.killDuring({ kills: KILLS, first: [30, 400], then: [300, 2_000], convergeWithinMs: GIVE_UP_AFTER_MS }, (isStopped) =>
      Promise.all(clients.map((client) => settleUntilAnswered(client, operator.token, isStopped))),
    );
    const claimIds = clients.map((c) => new ObjectId(c.claimId));
    // The sweep finishes what an answered request may have left (nothing, normally): wait until every claim reads settled.
    const givesUpAt = Date.now() + GIVE_UP_AFTER_MS;
    while (Date.now() < givesUpAt && (await db().collection('claims').countDocuments({ _id: { $in: claimIds }, status: 'settled' })) < CLAIMS) await sleep(200);
    const [claims, settlements, notes, charges] = await Promise.all([
      db().collection('claims').find({ _id: { $in: claimIds } }).toArray(),
      db().collection('claim_settlements').find({ claimId: { $in: claimIds } }).toArray(),
      db().collection('credit_notes').find({}).toArray(),
      db().collection('sandbox_charges').find({ outcome: 'refunded' }).toArray(),
    ]);
    const refunds = charges.filter((c) => String(c._id).startsWith('refund_claim_'));
    const sequences = notes.map((n) => n.sequence as number).sort((a, b) => a - b);
    console.warn(
      `[settlement crash test] claims ${CLAIMS}, kills ${KILLS} (at ${killedAt.join(', ')} ms), retries ${clients.reduce((n, c) => n + c.sends - 1, 0)}, ` +
        `settlements ${settlements.length}, refunds at the provider ${refunds.length}, credit notes ${notes.length} (sequences ${sequences.join(',')}), ` +
        `claims settled ${claims.filter((c) => c.status === 'settled').length}`,
    );

    expect(clients.filter((c) => !c.answer).map((c) => c.claimId)).toEqual([]);
    expect(settlements).toHaveLength(CLAIMS);
    expect(claims.every((c) => c.status === 'settled')).toBe(true);
    for (const client of clients) {
      const settlement = settlements.find((s) => String(s.claimId) === client.claimId);
      const refundsOfClaim = refunds.filter((r) => String(r._id) === `refund_claim_${String(settlement?._id)}`);
      const notesOfClaim = notes.filter((n) => String(n.claimId) === client.claimId);
      if (client.method === 'refund') {
        expect(refundsOfClaim, client.claimId).toHaveLength(1);
        expect(notesOfClaim, client.claimId).toHaveLength(0);
        const payment = await db().collection('payments').findOne({ bookingId: new ObjectId(client.bookingId), status: 'succeeded' });
        expect(payment?.claimRefunds, client.claimId).toHaveLength(1);
        expect(payment?.claimRefundedCents, client.claimId).toBe(2_500);
      } else {
        expect(notesOfClaim, client.claimId).toHaveLength(1);
        expect(client.answer?.creditNote?.number).toBe(notesOfClaim[0]?.number);
      }
    }
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
  });
});
