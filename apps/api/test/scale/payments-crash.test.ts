import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bookingPayload, signUpPayload } from '../support/app';
import { GIVE_UP_AFTER_MS, sleep, useCrashCluster } from '../support/crash-cluster';
import { requestHash } from '../../src/lib/request-hash';

// Decision 0034: money survives a crash. One API process (the production entry) on the embedded engine
// in its own process is killed with SIGKILL at random moments while 15 payments are in flight, three times, and
// started again each time. Each booking's client resends its own Idempotency-Key, as a client would, until it gets
// an answer. Every booking must end paid once, with one invoice, and one succeeded payment.

const BOOKINGS = 15;
const KILLS = 3;
const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
const CARD = { method: 'card', card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: FUTURE_YEAR, cvc: '123', name: 'Ada Lovelace' } };

// The sweeper every second with a 2 s grace (defaults 30 s), so it finishes and resolves payments within the test, and
// a resend takes a dead request's key over after 5 s instead of 60 (decision 0088: the sweeper waits for that too).
const crash = useCrashCluster({ PAYMENT_SWEEP_EVERY_MS: '1000', PAYMENT_SWEEP_GRACE_MS: '2000', IDEMPOTENCY_TAKEOVER_AFTER_MS: '5000' });
const { call } = crash;
const db = () => crash.db().db();


type Client = { token: string; bookingId: string; key: string; answer?: { status: number; paymentId: string }; sends: number; answers: number[] };

/** A verified customer (decision 0023: paying needs a verified e-mail) with `count` bookings, each with its own key. */
async function customerWithBookings(count: number): Promise<Client[]> {
  const signedUp = await call<{ token: string; user: { _id: string } }>('POST', '/auth/sign-up', { body: signUpPayload() });
  expect(signedUp.status).toBe(201);
  await db().collection('users').updateOne({ _id: new ObjectId(signedUp.data.user._id) }, { $set: { emailVerified: true } });
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 1) {
    const booking = await call<{ _id: string }>('POST', '/bookings', { token: signedUp.data.token, body: bookingPayload() });
    expect(booking.status).toBe(201);
    clients.push({ token: signedUp.data.token, bookingId: booking.data._id, key: `crash-${randomUUID()}`, sends: 0, answers: [] });
  }
  return clients;
}

/**
 * What a client does: send, and on no answer (the process died, or is starting), 409 with Retry-After (still being
 * worked on) or a 5xx (Retry Payment), send the same body with the same key again. 200/201 is the answer.
 */
async function payUntilAnswered(client: Client, isStopped: () => boolean): Promise<void> {
  while (!isStopped()) {
    client.sends += 1;
    try {
      const res = await call<{ _id: string; status: string }>('POST', `/bookings/${client.bookingId}/payments`, { token: client.token, body: CARD, key: client.key });
      client.answers.push(res.status);
      if (res.status === 200 || res.status === 201) {
        client.answer = { status: res.status, paymentId: res.data._id };
        return;
      }
      if (res.status !== 409 && res.status < 500) throw new Error(`booking ${client.bookingId}: unexpected ${res.status} ${JSON.stringify(res.data)}`);
      await sleep(res.retryAfter ? Number(res.retryAfter) * 1000 : 500);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('booking ')) throw error;
      // No answer: connection refused or reset while the process is down.
      await sleep(300);
    }
  }
}

describe('payments when the API process is killed mid-flight', () => {
  it('when the only API process is killed with SIGKILL three times while 15 payments are in flight, then every booking ends paid once with one invoice and one succeeded payment', async () => {
    const clients = [...(await customerWithBookings(5)), ...(await customerWithBookings(5)), ...(await customerWithBookings(5))];
    expect(clients).toHaveLength(BOOKINGS);

    // The first kill lands among the first requests; the later ones among resends and the sweeper's work.
    const { startedAt, killedAt } = await crash.killDuring({ kills: KILLS, first: [50, 600], then: [500, 3_000], convergeWithinMs: GIVE_UP_AFTER_MS }, (isStopped) =>
      Promise.all(clients.map((client) => payUntilAnswered(client, isStopped))),
    );
    const answeredWithinMs = Date.now() - startedAt;

    const bookingIds = clients.map((c) => new ObjectId(c.bookingId));
    const [bookings, payments, invoices, charges] = await Promise.all([
      db().collection('bookings').find({ _id: { $in: bookingIds } }).toArray(),
      db().collection('payments').find({ bookingId: { $in: bookingIds } }).toArray(),
      db().collection('invoices').find({ bookingId: { $in: bookingIds } }).toArray(),
      db().collection('sandbox_charges').find({}).toArray(),
    ]);
    const byStatus = (status: string) => payments.filter((p) => p.status === status).length;
    const charged = charges.filter((c) => c.outcome === 'succeeded');
    console.warn(
      `[crash test] bookings ${BOOKINGS}, kills ${KILLS} (at ${killedAt.join(', ')} ms), retries ${clients.reduce((n, c) => n + c.sends - 1, 0)}, ` +
        `payments ${payments.length} (succeeded ${byStatus('succeeded')}, failed ${byStatus('failed')}, pending ${byStatus('pending')}), ` +
        `charges ${charged.length} succeeded of ${charges.length} attempts, invoices ${invoices.length}, all answered after ${answeredWithinMs} ms`,
    );

    expect(clients.filter((c) => !c.answer).map((c) => c.bookingId)).toEqual([]);
    // Decision 0088: a client resending its key is answered "still in progress" or its payment, never a failure for a
    // card that a later resend charges.
    expect(clients.flatMap((c) => c.answers.filter((status) => status !== 409 && status >= 300).map((status) => `${c.bookingId}: ${status}`))).toEqual([]);
    for (const client of clients) {
      const booking = bookings.find((b) => String(b._id) === client.bookingId);
      const succeeded = payments.filter((p) => String(p.bookingId) === client.bookingId && p.status === 'succeeded');
      const invoicesOfBooking = invoices.filter((i) => String(i.bookingId) === client.bookingId);
      const paymentIds = new Set(payments.filter((p) => String(p.bookingId) === client.bookingId).map((p) => String(p._id)));
      expect(booking?.paymentStatus, client.bookingId).toBe('paid');
      expect(succeeded, client.bookingId).toHaveLength(1);
      expect(invoicesOfBooking, client.bookingId).toHaveLength(1);
      // Charged exactly once at the provider, and the client's answer is that payment.
      expect(charged.filter((c) => paymentIds.has(String(c._id))), client.bookingId).toHaveLength(1);
      expect(client.answer?.paymentId).toBe(String(succeeded[0]?._id));
      expect(String(booking?.invoiceId)).toBe(String(invoicesOfBooking[0]?._id));
      expect(String(succeeded[0]?.invoiceId)).toBe(String(invoicesOfBooking[0]?._id));
      expect(invoicesOfBooking[0]?.status).toBe('paid');
      expect(String(invoicesOfBooking[0]?.paymentId)).toBe(String(succeeded[0]?._id));
    }
    expect(payments.filter((p) => p.status === 'pending')).toHaveLength(0);
  });

  it('when a process died between storing a card payment and the provider answering, then its client resending the key is answered 409 until the takeover and then paid, and the sweeper leaves that attempt to it', async () => {
    const [client] = await customerWithBookings(1);
    const quoted = await call('POST', `/bookings/${client!.bookingId}/quote`, { token: client!.token });
    expect(quoted.status).toBe(201);
    const booking = await db().collection('bookings').findOne({ _id: new ObjectId(client!.bookingId) });
    // What the killed request left: its key claimed (unanswered) and its payment pending, holding the booking, never
    // sent to the provider.
    const attemptId = new ObjectId();
    const now = new Date();
    await db().collection('payments').insertOne({
      _id: attemptId,
      bookingId: booking!._id,
      ownerId: booking!.createdBy,
      organizationId: booking!.organizationId,
      amountCents: booking!.quote.amountDueCents,
      currency: 'USD',
      method: 'card',
      status: 'pending',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: FUTURE_YEAR },
      provider: 'sandbox',
      holdsBooking: booking!._id,
      createdAt: now,
      updatedAt: now,
    });
    const { number: _number, cvc: _cvc, ...rest } = CARD.card;
    await db()
      .collection('idempotency_keys')
      .insertOne({
        scope: 'payments.pay',
        owner: String(booking!.createdBy),
        key: client!.key,
        requestHash: requestHash({ bookingId: client!.bookingId, method: 'card', card: { ...rest, brand: 'visa', last4: '4242' } }),
        attemptId,
        claimedAt: now,
        createdAt: now,
        updatedAt: now,
      });

    let stopped = false;
    const paying = payUntilAnswered(client!, () => stopped);
    await Promise.race([paying, sleep(30_000)]);
    stopped = true;
    await paying;

    expect(client!.answer, JSON.stringify(client!.answers)).toMatchObject({ status: 201, paymentId: String(attemptId) });
    expect(client!.answers.slice(0, -1).every((status) => status === 409), JSON.stringify(client!.answers)).toBe(true);
    const payments = await db().collection('payments').find({ bookingId: booking!._id }).toArray();
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    expect((await db().collection('bookings').findOne({ _id: booking!._id }))?.paymentStatus).toBe('paid');
  });
});
