import { MESSAGES } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_SECONDS, IdempotencyKeyModel } from '../../src/lib/idempotency-keys.model';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { WebhookDeliveryModel, WebhookEndpointModel } from '../../src/modules/webhooks/webhooks.model';
import { signUpAs } from '../support/staff';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { bearer, bookingPayload, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { claimKeyAsInFlight, SIXTY_ONE_SECONDS_AGO } from '../support/idempotency';
import { assignedBooking, cast } from '../support/shipments';
import { card, customerWithBooking, newKey, pay } from '../payments/money-kit';
import { paymentLeftAs, quotedBooking } from '../payments/half-done';

// Decision 0034: one helper behind every Idempotency-Key, the same answers on every endpoint.
const { app } = buildTestApp();

const createWithKey = (token: string, key: string, body = bookingPayload()) => request(app).post('/api/v1/bookings/').set(bearer(token)).set('Idempotency-Key', key).send(body);

describe('one Idempotency-Key behaviour for bookings, moves and payments', () => {
  it('when a key is reused with another body on bookings, moves or payments, then each answers 422 with the same words', async () => {
    const booker = await signUp(app);
    await createWithKey(booker.token, 'reuse-booking-0001').expect(201);
    const booking = await createWithKey(booker.token, 'reuse-booking-0001', bookingPayload({ quantity: 7 }));

    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const send = (body: Record<string, unknown>) => request(app).post(`/api/v1/bookings/${assigned._id}/events`).set(bearer(people.driver.token)).set('Idempotency-Key', 'reuse-move-0001').send(body);
    await send({ type: 'pickup', version: assigned.version }).expect(200);
    const moveAgain = await send({ type: 'pickup', version: assigned.version, note: 'another' });

    const payer = await customerWithBooking(app);
    const key = newKey();
    expect((await pay(app, payer.token, payer.booking._id, card(), key)).status).toBe(201);
    const payAgain = await pay(app, payer.token, payer.booking._id, { method: 'paypal' }, key);

    for (const res of [booking, moveAgain, payAgain]) {
      expect(res.status).toBe(422);
      expectErrorBody(res.body, MESSAGES.idempotency.keyReused);
    }
    expect(await BookingModel.countDocuments({ createdBy: booker.user._id })).toBe(1);
    expect(await PaymentModel.countDocuments({ bookingId: payer.booking._id })).toBe(1);
  });

  it('when keys are stored, then one collection holds them, unique per scope, owner and key, and MongoDB expires them after 24 hours', async () => {
    const indexes = await IdempotencyKeyModel.collection.listIndexes().toArray();
    expect(IdempotencyKeyModel.collection.collectionName).toBe('idempotency_keys');
    expect(indexes.find((i) => i.name === 'expire_after_24_hours')).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: 24 * 60 * 60 });
    expect(IDEMPOTENCY_KEY_TTL_SECONDS).toBe(86_400);
    expect(indexes.find((i) => i.name === 'scope_owner_key_unique')).toMatchObject({ key: { scope: 1, owner: 1, key: 1 }, unique: true });
  });

  it('when the same key is used on two endpoints, then each scope keeps its own record', async () => {
    const customer = await customerWithBooking(app);
    const key = newKey();
    expect((await createWithKey(customer.token, key)).status).toBe(201);
    expect((await pay(app, customer.token, customer.booking._id, card(), key)).status).toBe(201);
    expect((await IdempotencyKeyModel.find({ key }).lean()).map((k) => k.scope).sort()).toEqual(['bookings.create', 'payments.pay']);
  });
});

describe('a key whose first request died (decision 0034: taken over after 60 s)', () => {
  it('when a booking create claim is younger than 60 s, then a resend answers 409 with Retry-After; once older, the resend creates the booking under the claimed id', async () => {
    const account = await signUp(app);
    const key = 'died-before-insert-1';
    const attemptId = new mongoose.Types.ObjectId();
    const body = bookingPayload();
    const claim = await claimKeyAsInFlight({ scope: 'bookings.create', owner: account.user._id, key, request: body, attemptId, claimedAt: new Date(Date.now() - 30_000) });
    const early = await createWithKey(account.token, key, body);
    expect(early.status).toBe(409);
    expect(early.headers['retry-after']).toBe('1');

    await IdempotencyKeyModel.updateOne({ _id: claim._id }, { $set: { claimedAt: SIXTY_ONE_SECONDS_AGO() } });
    const taken = await createWithKey(account.token, key, body);
    expect(taken.status).toBe(201);
    expect(taken.body.data._id).toBe(attemptId.toHexString());
    const replay = await createWithKey(account.token, key, body);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(1);
  });

  it('when the first request inserted the booking and died before answering, then the takeover answers that booking and makes no second one', async () => {
    const account = await signUp(app);
    const key = 'died-after-insert-1';
    const body = bookingPayload();
    // The first request ran to its end, then the answer was lost with the process: its claim is all that is left.
    const first = await createWithKey(account.token, 'seed-' + key, body).expect(201);
    await IdempotencyKeyModel.deleteOne({ key: 'seed-' + key });
    await claimKeyAsInFlight({ scope: 'bookings.create', owner: account.user._id, key, request: body, attemptId: new mongoose.Types.ObjectId(String(first.body.data._id)), claimedAt: SIXTY_ONE_SECONDS_AGO() });

    const taken = await createWithKey(account.token, key, body);
    expect([200, 201]).toContain(taken.status);
    expect(taken.body.data._id).toBe(first.body.data._id);
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(1);
    // Its handlers had run: the customer is not told twice.
    expect(await NotificationModel.countDocuments({ userId: account.user._id, bookingId: first.body.data._id, event: 'booking-created' })).toBe(1);
  });

  it('when the first request inserted the booking and died before its events were handled, then the takeover tells the customer and staff and queues the webhook, once each', async () => {
    const account = await signUp(app);
    const operator = await signUpAs(app, 'operator');
    await WebhookEndpointModel.create({ organizationId: account.user._id, url: 'https://hooks.example.com/meridian', events: ['booking.created'], secret: 'whsec_test', createdBy: account.user._id });
    const key = 'died-before-events-1';
    const body = bookingPayload();
    const first = await createWithKey(account.token, 'seed-' + key, body).expect(201);
    const bookingId = first.body.data._id as string;
    // What a process killed between the insert and its handlers leaves: the booking and the claim, nothing else.
    await IdempotencyKeyModel.deleteOne({ key: 'seed-' + key });
    await NotificationModel.deleteMany({ bookingId });
    await WebhookDeliveryModel.deleteMany({ organizationId: account.user._id });
    await claimKeyAsInFlight({ scope: 'bookings.create', owner: account.user._id, key, request: body, attemptId: new mongoose.Types.ObjectId(bookingId), claimedAt: SIXTY_ONE_SECONDS_AGO() });

    for (let resend = 0; resend < 2; resend += 1) {
      const taken = await createWithKey(account.token, key, body);
      expect([200, 201]).toContain(taken.status);
      expect(taken.body.data._id).toBe(bookingId);
    }
    for (const userId of [account.user._id, operator.user._id]) {
      expect(await NotificationModel.countDocuments({ userId, bookingId, event: 'booking-created' })).toBe(1);
    }
    const deliveries = await WebhookDeliveryModel.find({ organizationId: account.user._id }).lean();
    expect(deliveries.map((d) => d.type)).toEqual(['booking.created']);
  });

  it('when a payment claim is taken over and the first request had been charged but not recorded, then the resend finishes that payment without a second charge', async () => {
    const { booking, token, userId } = await quotedBooking(app);
    const key = newKey();
    const body = { method: 'paypal' as const };
    const attemptId = await paymentLeftAs(booking, 'pending', { charged: true });
    await claimKeyAsInFlight({ scope: 'payments.pay', owner: userId, key, request: { bookingId: String(booking._id), method: 'paypal' }, attemptId, claimedAt: SIXTY_ONE_SECONDS_AGO() });

    const res = await pay(app, token, String(booking._id), body, key);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ _id: attemptId.toHexString(), status: 'succeeded', invoiceId: expect.any(String) });
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(1);
    expect(await SandboxChargeModel.countDocuments({ _id: attemptId.toHexString() })).toBe(1);
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('paid');
    expect(await InvoiceModel.countDocuments({ bookingId: booking._id })).toBe(1);
    const replay = await pay(app, token, String(booking._id), body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data).toEqual(res.body.data);
  });

  it('when a payment claim is taken over and the first request died before the provider was asked, then the resend charges that attempt once', async () => {
    const { booking, token, userId } = await quotedBooking(app);
    const key = newKey();
    const attemptId = await paymentLeftAs(booking, 'pending', { charged: false });
    await claimKeyAsInFlight({ scope: 'payments.pay', owner: userId, key, request: { bookingId: String(booking._id), method: 'paypal' }, attemptId, claimedAt: SIXTY_ONE_SECONDS_AGO() });

    const res = await pay(app, token, String(booking._id), { method: 'paypal' }, key);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ _id: attemptId.toHexString(), status: 'succeeded' });
    expect(await SandboxChargeModel.countDocuments({ _id: attemptId.toHexString(), outcome: 'succeeded' })).toBe(1);
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(1);
  });

  it('when a payment claim is taken over and the payment succeeded but nothing after it was done, then the resend finishes it: booking paid, one invoice', async () => {
    const { booking, token, userId } = await quotedBooking(app);
    const key = newKey();
    const attemptId = await paymentLeftAs(booking, 'succeeded', { charged: true });
    await claimKeyAsInFlight({ scope: 'payments.pay', owner: userId, key, request: { bookingId: String(booking._id), method: 'paypal' }, attemptId, claimedAt: SIXTY_ONE_SECONDS_AGO() });

    const res = await pay(app, token, String(booking._id), { method: 'paypal' }, key);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ _id: attemptId.toHexString(), status: 'succeeded', invoiceId: expect.any(String) });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('paid');
    expect(await InvoiceModel.countDocuments({ bookingId: booking._id })).toBe(1);
    expect(await SandboxChargeModel.countDocuments({ _id: attemptId.toHexString() })).toBe(1);
  });
});
