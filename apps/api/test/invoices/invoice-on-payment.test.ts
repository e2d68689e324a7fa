import type { Types } from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEventHandler } from '../../src/lib/domain-events';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { toBooking } from '../../src/modules/bookings/bookings.service';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { sweepPayments } from '../../src/modules/payments/payment-sweep';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { bearer, buildTestApp } from '../support/app';
import { paymentLeftAs, quotedBooking } from '../payments/half-done';
import { card, pay } from '../payments/money-kit';

// Decision 0092: the invoice is the invoices module's reaction to `payment-succeeded`; the payment, unfinished until
// its invoice is there, is the event's durable record, so whatever stops the reaction, the sweep publishes it again.

const seen: DomainEvent[] = [];
const recorder: DomainEventHandler = { name: 'recorder', handle: async (event) => void seen.push(event) };
// One reaction that fails once for a chosen payment, as a handler cut short by a dying process would leave it.
const failOnce = new Set<string>();
const flaky: DomainEventHandler = {
  name: 'fails-once',
  async handle(event) {
    if (event.kind === 'payment-succeeded' && failOnce.delete(event.paymentId)) throw new Error('reaction cut short');
  },
};
const { app, composition } = buildTestApp({}, { extraHandlers: [recorder, flaky] });
const GRACE_MS = 30_000;
const later = () => new Date(Date.now() + GRACE_MS + 1_000);
const kindsFor = (paymentId: string, bookingId: string) =>
  seen
    .filter((e) => ('paymentId' in e && e.paymentId === paymentId) || (e.kind === 'invoice-issued' && e.invoice.bookingId === bookingId))
    .map((e) => e.kind);

async function stateOf(bookingId: Types.ObjectId | string, paymentId: Types.ObjectId | string) {
  const [booking, payment, invoices] = await Promise.all([
    BookingModel.findById(bookingId).lean(),
    PaymentModel.findById(paymentId).lean(),
    InvoiceModel.find({ bookingId }).lean(),
  ]);
  return { booking, payment, invoices };
}

describe('the invoice reacts to payment-succeeded (decision 0092)', () => {
  it('when a card pays, then payment-succeeded is published, the invoice is issued from it, linked to the booking and the payment, named by the receipt, and only then is the payment said to be complete', async () => {
    const { booking, token, userId } = await quotedBooking(app);
    const res = await pay(app, token, String(booking._id), card());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const paymentId = res.body.data._id as string;

    expect(kindsFor(paymentId, String(booking._id))).toEqual(['payment-succeeded', 'invoice-issued', 'payment-completed']);
    const { booking: stored, payment, invoices } = await stateOf(booking._id, paymentId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', terms: 'paid' });
    expect(String(invoices[0]?.paymentId)).toBe(paymentId);
    expect(invoices[0]?.issuedAt.toISOString()).toBe(payment?.paidAt?.toISOString());
    expect(String(stored?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(String(payment?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(res.body.data.invoiceId).toBe(String(invoices[0]?._id));
    const receipt = await MailMessageModel.findOne({ template: 'receipt', dedupeKey: `receipt:${paymentId}` }).lean();
    expect(receipt?.data).toMatchObject({ invoiceNumber: invoices[0]?.invoiceNumber, invoiceUrl: `/invoice/${String(invoices[0]?._id)}` });
    expect(await NotificationModel.countDocuments({ userId, event: 'invoice-ready' })).toBe(1);
    // The receipt PDF names the invoice the reaction issued.
    const pdf = await request(app).get(`/api/v1/payments/${paymentId}/receipt`).set(bearer(token)).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(invoices[0]!.invoiceNumber);
  });

  it('when the process died after the payment succeeded and the booking was marked paid but before the reactions ran, then the sweep publishes payment-succeeded again and the invoice is issued, linked and mailed once, however often it is published', async () => {
    const { booking, userId } = await quotedBooking(app);
    const paymentId = await paymentLeftAs(booking, 'succeeded', { charged: true });
    await BookingModel.updateOne({ _id: booking._id }, { $set: { paymentStatus: 'paid' } });

    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ failed: 0 });
    const { payment: finished } = await stateOf(booking._id, paymentId);
    // A late second run of the same reactions (a resend racing the sweep) changes nothing.
    const paid = (await BookingModel.findById(booking._id).lean())!;
    await composition.events.publish({ kind: 'payment-succeeded', booking: toBooking(paid), paymentId: String(paymentId), payerId: userId, amountCents: finished!.amountCents, paidAt: finished!.paidAt!.toISOString() });
    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ failed: 0 });

    const { booking: stored, payment, invoices } = await stateOf(booking._id, paymentId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', terms: 'paid' });
    expect(String(stored?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(String(payment?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(payment?.finishedAt).toBeInstanceOf(Date);
    expect(await MailMessageModel.countDocuments({ dedupeKey: `receipt:${String(paymentId)}` })).toBe(1);
    expect(await NotificationModel.countDocuments({ userId, event: 'invoice-ready' })).toBe(1);
    expect(await SandboxChargeModel.countDocuments({ _id: String(paymentId) })).toBe(1);
  });

  it('when a reaction to payment-succeeded fails, then that run reports it, the payment stays unfinished, and the sweep publishes it again and finishes it with the one invoice', async () => {
    const { booking } = await quotedBooking(app);
    const paymentId = await paymentLeftAs(booking, 'succeeded', { charged: true });
    failOnce.add(String(paymentId));

    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ failed: 1 });
    const cut = await stateOf(booking._id, paymentId);
    expect(cut.payment?.finishedAt ?? null).toBeNull();
    expect(cut.payment?.invoiceId ?? null).toBeNull();

    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ failed: 0 });
    const { booking: stored, payment, invoices } = await stateOf(booking._id, paymentId);
    expect(invoices).toHaveLength(1);
    expect(String(stored?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(String(payment?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(payment?.finishedAt).toBeInstanceOf(Date);
    expect(await MailMessageModel.countDocuments({ dedupeKey: `receipt:${String(paymentId)}` })).toBe(1);
    expect(kindsFor(String(paymentId), String(booking._id)).filter((kind) => kind === 'payment-completed')).toHaveLength(1);
  });
});
