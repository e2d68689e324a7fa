import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@meridian/contracts';
import { IDEMPOTENCY_KEY_TTL_SECONDS, IdempotencyKeyModel } from '../../src/lib/idempotency-keys.model';
import { pendingMoveFor } from '../../src/modules/bookings/booking-outbox';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { claimKeyAsInFlight } from '../support/idempotency';
import { assignedBooking, cast, move, proofFilesFor, SIGNATURE } from '../support/shipments';

const { app } = buildTestApp();

const send = (token: string, id: string, key: string, body: Record<string, unknown>) =>
  request(app).post(`/api/v1/bookings/${id}/events`).set(bearer(token)).set('Idempotency-Key', key).send(body);

describe('POST /api/v1/bookings/{id}/events with an Idempotency-Key', () => {
  it('when a phone resends a queued move with the same key, then it answers the first answer again and the move lands once', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const key = randomUUID();
    const body = { type: 'pickup', version: assigned.version, location: { place: 'Oakland depot' } };
    const first = await send(people.driver.token, assigned._id, key, body);
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(people.driver.token, assigned._id, key, body);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const stored = (await BookingModel.findById(assigned._id).lean())!;
    expect(stored.version).toBe(assigned.version + 1);
    expect(stored.statusHistory.filter((e) => e.event === 'pickup')).toHaveLength(1);
  });

  it('when the booking moved on since, then a resend still answers the first answer, not a stale-version 409', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const key = randomUUID();
    const body = { type: 'pickup', version: assigned.version };
    const first = await send(people.driver.token, assigned._id, key, body);
    await move(app, people.driver.token, first.body.data, { type: 'out-for-delivery' });
    const again = await send(people.driver.token, assigned._id, key, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ milestone: 'picked-up' });
  });

  it('when a delivery with its signature is resent, then no second set of proof files is stored', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const picked = await move(app, people.driver.token, assigned, { type: 'pickup' });
    const key = randomUUID();
    const body = { type: 'deliver', version: picked.version, receiverName: 'Rae', signature: SIGNATURE };
    expect((await send(people.driver.token, picked._id, key, body)).status).toBe(200);
    expect((await send(people.driver.token, picked._id, key, body)).headers['idempotent-replayed']).toBe('true');
    expect(await proofFilesFor(picked._id)).toBe(1);
  });

  it('when the same key comes with a different body or for another booking, then it answers 422 and nothing changes', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const other = await assignedBooking(app, people);
    const key = randomUUID();
    await send(people.driver.token, assigned._id, key, { type: 'pickup', version: assigned.version }).expect(200);
    const changed = await send(people.driver.token, assigned._id, key, { type: 'pickup', version: assigned.version, note: 'different' });
    expect(changed.status).toBe(422);
    expectErrorBody(changed.body, MESSAGES.idempotency.keyReused);
    const elsewhere = await send(people.driver.token, other._id, key, { type: 'pickup', version: other.version });
    expect(elsewhere.status).toBe(422);
    expect((await BookingModel.findById(other._id).lean())?.milestone).toBe('assigned');
  });

  it('when another user sends the same key, then it is their own key and their move is applied', async () => {
    const a = await cast(app);
    const b = await cast(app);
    const key = randomUUID();
    const first = await createBooking(app, a.customer.token);
    const second = await createBooking(app, b.customer.token);
    await send(a.operator.token, first._id, key, { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 }).expect(200);
    const res = await send(b.operator.token, second._id, key, { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 });
    expect(res.status).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('when the first try fails, then the key is released and a corrected resend is applied', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const key = randomUUID();
    const illegal = await send(people.operator.token, booking._id, key, { type: 'pickup', version: 0 });
    expect(illegal.status).toBe(409);
    expect(await IdempotencyKeyModel.countDocuments({ key })).toBe(0);
    expect((await send(people.operator.token, booking._id, key, { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 })).status).toBe(200);
  });

  it('when a resend comes while the first is still being applied, then it answers 409 with Retry-After', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const key = randomUUID();
    // The claim a first request holds while its move is in flight.
    const body = { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 };
    await claimKeyAsInFlight({ scope: 'shipments.event', owner: people.operator.id, key, request: { bookingId: booking._id, request: body } });
    const res = await send(people.operator.token, booking._id, key, body);
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect((await BookingModel.findById(booking._id).lean())?.version).toBe(0);
  });

  it('when a claim was abandoned by a process that stopped mid-move, then a later resend takes it over', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const key = randomUUID();
    const body = { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 };
    await claimKeyAsInFlight({ scope: 'shipments.event', owner: people.operator.id, key, request: { bookingId: booking._id, request: body }, claimedAt: new Date(Date.now() - 5 * 60_000) });
    const res = await send(people.operator.token, booking._id, key, body);
    expect(res.status).toBe(200);
    expect((await IdempotencyKeyModel.findOne({ key }).lean())?.answer).toMatchObject({ status: 200 });
  });

  it('when the process that claimed the key died after landing the move, then the resend that takes it over answers the move, not a 409 (decision 0069)', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const key = randomUUID();
    const body = { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 };
    const attemptId = new mongoose.Types.ObjectId();
    await claimKeyAsInFlight({ scope: 'shipments.event', owner: people.operator.id, key, request: { bookingId: booking._id, request: body }, attemptId, claimedAt: new Date(Date.now() - 5 * 60_000) });
    // What the kill leaves: the move written by that attempt, its announcement not yet made.
    const at = new Date();
    await BookingModel.updateOne(
      { _id: booking._id },
      {
        $set: { status: 'confirmed', milestone: 'confirmed' },
        $inc: { version: 1 },
        $push: {
          statusHistory: { status: 'confirmed', at, by: people.operator.id, event: 'confirm', milestone: 'confirmed', byRole: 'operator', attempt: attemptId },
          pendingMoves: pendingMoveFor({ version: 0, statusHistory: [{}] as never }, { type: 'confirm', actorId: people.operator.id, previousStatus: 'pending', at }),
        },
      },
    ).exec();
    const res = await send(people.operator.token, booking._id, key, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'confirmed', version: 1 });
    expect(res.body.data.statusHistory.at(-1)).not.toHaveProperty('attempt');
    const stored = (await BookingModel.findById(booking._id).lean())!;
    expect(stored.statusHistory.filter((e) => e.event === 'confirm')).toHaveLength(1);
    // Its reactions are the move sweep's: the record stays for it.
    expect(stored.pendingMoves).toHaveLength(1);
    // A different attempt's takeover of the same move still gets the 409 of a move already made.
    const other = randomUUID();
    await claimKeyAsInFlight({ scope: 'shipments.event', owner: people.operator.id, key: other, request: { bookingId: booking._id, request: body }, claimedAt: new Date(Date.now() - 5 * 60_000) });
    expect((await send(people.operator.token, booking._id, other, body)).status).toBe(409);
  });

  it('when the key is malformed, then it answers 400 naming the header and nothing changes', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const res = await send(people.operator.token, booking._id, 'short', { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('Idempotency-Key');
    expect((await BookingModel.findById(booking._id).lean())?.version).toBe(0);
  });

  it('when keys are stored, then MongoDB expires them after 24 hours through a TTL index (decision 0034)', async () => {
    const indexes = await IdempotencyKeyModel.collection.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'expire_after_24_hours')).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: IDEMPOTENCY_KEY_TTL_SECONDS });
    expect(IDEMPOTENCY_KEY_TTL_SECONDS).toBe(24 * 3600);
    expect(indexes.find((i) => i.name === 'scope_owner_key_unique')).toMatchObject({ unique: true });
  });
});
