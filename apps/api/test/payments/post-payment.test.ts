import { MESSAGES, SANDBOX_TEST_CARDS, type Payment } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { IdempotencyKeyModel } from '../../src/lib/idempotency-keys.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { claimKeyAsInFlight } from '../support/idempotency';
import { signUpAs } from '../support/staff';
import { card, customerWithBooking, newKey, pay } from './money-kit';

const { app } = buildTestApp();
const FAILED = MESSAGES.payment.failed;

describe('POST /bookings/{id}/payments: sandbox outcomes (decision 0024)', () => {
  it('when the 4242 card pays, then 201 with a succeeded payment of the amount due, the booking is paid and an invoice is issued', async () => {
    const { token, booking, customer } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.succeeds));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payment = res.body.data as Payment;
    // truck, 120.5 kg: 301.25 + 6 + 25 = 332.25, tax 26.58
    expect(payment).toMatchObject({ bookingId: booking._id, amount: 358.83, currency: 'USD', method: 'card', status: 'succeeded', nextAction: null });
    expect(payment.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number) });
    expect(payment.paidAt).toEqual(expect.any(String));
    expect(payment.invoiceId).toEqual(expect.any(String));

    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored?.paymentStatus).toBe('paid');
    expect(String(stored?.invoiceId)).toBe(payment.invoiceId);
    expect(stored?.quote?.amountDueCents).toBe(35883);
    const invoice = await InvoiceModel.findById(payment.invoiceId).lean();
    expect(invoice).toMatchObject({ status: 'paid', terms: 'paid' });
    expect(await MailMessageModel.countDocuments({ template: 'receipt', to: customer.user.email })).toBe(1);
  });

  it('when PayPal pays, then 201 succeeded with no card', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, { method: 'paypal' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ method: 'paypal', status: 'succeeded', card: null });
  });

  it('when the declined card pays, then 402 with the catalogue’s text, the booking stays unpaid and may be paid again', async () => {
    const { token, booking } = await customerWithBooking(app);
    const key = newKey();
    const res = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.declined), key);
    expect(res.status).toBe(402);
    expectErrorBody(res.body, FAILED);
    expect(res.body.code).toBe('card_declined');
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('unpaid');
    expect(await PaymentModel.findOne({ bookingId: booking._id }).lean()).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await InvoiceModel.countDocuments({ bookingId: booking._id })).toBe(0);

    // Retry Payment with the success card (same key: a failed attempt keeps none).
    const retry = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.succeeds), key);
    expect(retry.status).toBe(201);
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('paid');
  });

  it('when an expired card or a wrong CVC pays, then 402 with the catalogue’s text and a code that says which, and nothing is charged', async () => {
    for (const [number, code] of [
      [SANDBOX_TEST_CARDS.expiredCard, 'expired_card'],
      [SANDBOX_TEST_CARDS.incorrectCvc, 'incorrect_cvc'],
    ] as const) {
      const { token, booking } = await customerWithBooking(app);
      const res = await pay(app, token, booking._id, card(number));
      expect(res.status).toBe(402);
      expectErrorBody(res.body, FAILED);
      expect(res.body.code).toBe(code);
      expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('unpaid');
    }
  });

  it('when the processing-error card pays, then 502 with the catalogue’s text and nothing is charged', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.processingError));
    expect(res.status).toBe(502);
    expectErrorBody(res.body, FAILED);
    expect(res.body.code).toBe('processing_error');
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('unpaid');
    expect(await PaymentModel.findOne({ bookingId: booking._id }).lean()).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
  });

  it('when the 3-D Secure card pays, then 201 requires_authentication with nextAction; approving it, then 200 succeeded and the booking paid', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'requires_authentication', nextAction: { type: 'authenticate' }, paidAt: null });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('unpaid');

    // While it waits, no other payment may start.
    const second = await pay(app, token, booking._id, card());
    expect(second.status).toBe(409);

    const done = await request(app).post(`/api/v1/payments/${res.body.data._id}/authenticate`).set(bearer(token)).send({ approve: true });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'succeeded', nextAction: null, invoiceId: expect.any(String) });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('paid');

    const again = await request(app).post(`/api/v1/payments/${res.body.data._id}/authenticate`).set(bearer(token)).send({ approve: true });
    expect(again.status).toBe(409);
    expectErrorBody(again.body, 'This payment is not waiting for authentication.');
  });

  it('when the customer fails the authentication step, then 402 with the catalogue’s text and the booking can be paid again', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    const failed = await request(app).post(`/api/v1/payments/${res.body.data._id}/authenticate`).set(bearer(token)).send({ approve: false });
    expect(failed.status).toBe(402);
    expectErrorBody(failed.body, FAILED);
    expect(failed.body.code).toBe('authentication_failed');
    expect(await PaymentModel.findById(res.body.data._id).lean()).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect((await pay(app, token, booking._id, card())).status).toBe(201);
  });

  it('when a card is invalid (Luhn, past expiry, CVC length), then 400 before anything reaches the provider', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card('4242424242424241', { expYear: 2001, cvc: '12' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['card.number', 'card.expYear', 'card.cvc']));
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(0);
  });
});

describe('POST /bookings/{id}/payments: who may pay, and only once', () => {
  it('when the booking is already paid, then 409 and no second charge', async () => {
    const { token, booking } = await customerWithBooking(app);
    expect((await pay(app, token, booking._id, card())).status).toBe(201);
    const res = await pay(app, token, booking._id, card());
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is already paid.');
    expect(await PaymentModel.countDocuments({ bookingId: booking._id, status: 'succeeded' })).toBe(1);
  });

  it('when two payments with different keys race, then exactly one charges and the other answers 409', async () => {
    const { token, booking } = await customerWithBooking(app);
    const answers = await Promise.all([pay(app, token, booking._id, card()), pay(app, token, booking._id, { method: 'paypal' }), pay(app, token, booking._id, card())]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await PaymentModel.countDocuments({ bookingId: booking._id, status: 'succeeded' })).toBe(1);
    expect(await InvoiceModel.countDocuments({ bookingId: booking._id })).toBe(1);
  });

  it('when the same Idempotency-Key and body are sent again, then the first answer is replayed and nothing is charged twice', async () => {
    const { token, booking } = await customerWithBooking(app);
    const key = newKey();
    const first = await pay(app, token, booking._id, card(), key);
    const second = await pay(app, token, booking._id, card(), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data).toEqual(first.body.data);
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(1);
  });

  it('when the same Idempotency-Key comes with a different body, then 422', async () => {
    const { token, booking } = await customerWithBooking(app);
    const key = newKey();
    expect((await pay(app, token, booking._id, card(), key)).status).toBe(201);
    const res = await pay(app, token, booking._id, { method: 'paypal' }, key);
    expect(res.status).toBe(422);
    expectErrorBody(res.body, MESSAGES.idempotency.keyReused);
  });

  it('when the same key is resent while the first attempt is still in flight, then 409 with Retry-After and nothing is charged', async () => {
    const { customer, token, booking } = await customerWithBooking(app);
    const key = newKey();
    // The state a first attempt leaves while the provider is still answering.
    await claimKeyAsInFlight({ scope: 'payments.pay', owner: customer.user._id, key, request: { bookingId: booking._id, method: 'paypal' } });
    const res = await pay(app, token, booking._id, { method: 'paypal' }, key);
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expectErrorBody(res.body, 'This payment is still being processed. Try again in a moment.');
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(0);
  });

  it('when the Idempotency-Key header is missing, then 400', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card(), null);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'Send an Idempotency-Key header with every payment.');
  });

  it('when the e-mail is not verified, then 403 (decision 0023) and nothing is stored', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    const res = await pay(app, customer.token, booking._id, card());
    expect(res.status).toBe(403);
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(0);
  });

  it('when someone else pays my booking, then 404 like a missing booking', async () => {
    const { booking } = await customerWithBooking(app);
    const { token } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card());
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
  });

  it('when the booking is cancelled, then 409', async () => {
    const { token, booking } = await customerWithBooking(app);
    await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(token)).expect(200);
    const res = await pay(app, token, booking._id, card());
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is cancelled and cannot be paid.');
  });

  it('when the payment is read, then the owner and an operator get it and a stranger gets 404', async () => {
    const { token, booking } = await customerWithBooking(app);
    const paid = await pay(app, token, booking._id, card());
    const id = paid.body.data._id as string;
    expect((await request(app).get(`/api/v1/payments/${id}`).set(bearer(token))).body.data).toEqual(paid.body.data);
    const operator = await signUpAs(app, 'operator');
    expect((await request(app).get(`/api/v1/payments/${id}`).set(bearer(operator.token))).status).toBe(200);
    const stranger = await signUp(app);
    expect((await request(app).get(`/api/v1/payments/${id}`).set(bearer(stranger.token))).status).toBe(404);
  });
});

describe('What is stored and logged of a card (decision 0024)', () => {
  it('when a card pays, then the payment, the key record, the sandbox ledger, the mails and the log lines hold only brand, last four and expiry', async () => {
    const lines: string[] = [];
    const { default: pino } = await import('pino');
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const { createApp } = await import('../../src/app');
    const { testConfig } = await import('../support/app');
    const logged = createApp({ config: testConfig(), logger });

    const number = '4000002760003184';
    const { token, booking } = await customerWithBooking(logged);
    const waiting = await pay(logged, token, booking._id, card(number, { cvc: '987' }));
    await request(logged).post(`/api/v1/payments/${waiting.body.data._id}/authenticate`).set(bearer(token)).send({ approve: true }).expect(200);
    const declined = await customerWithBooking(logged);
    await pay(logged, declined.token, declined.booking._id, card(SANDBOX_TEST_CARDS.declined, { cvc: '987' })).expect(402);
    await pay(logged, declined.token, declined.booking._id, card('4242 4242 4242 4242', { cvc: '98' })).expect(400);

    const stored = JSON.stringify([
      await PaymentModel.find({}).lean(),
      await IdempotencyKeyModel.find({}).lean(),
      await SandboxChargeModel.find({}).lean(),
      // Attachment bytes are the PDFs (checked by their own tests); as base64 they spell anything by chance.
      (await MailMessageModel.find({}).lean()).map(({ attachments: _attachments, ...mail }) => mail),
    ]);
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [stored, lines.join('\n')]) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(SANDBOX_TEST_CARDS.declined);
      expect(text).not.toContain('4242 4242 4242 4242');
      // A CVC is three digits, which ids and PDF bytes contain by chance: what must not appear is the field or the value as sent.
      // No CVC field or value is kept; the failure code `incorrect_cvc` names the reason, not the value: it is the only word allowed to say it.
      expect(text.replaceAll('incorrect_cvc', '')).not.toMatch(/cvc/i);
      expect(text).not.toContain('"987"');
    }
    const payment = await PaymentModel.findById(waiting.body.data._id).lean();
    expect(payment?.card).toEqual({ brand: 'visa', last4: '3184', expMonth: 12, expYear: expect.any(Number) });
  });
});
