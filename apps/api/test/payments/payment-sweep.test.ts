import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { sweepPayments } from '../../src/modules/payments/payment-sweep';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { sandboxProvider } from '../../src/modules/payments/sandbox-provider';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { bearer, buildTestApp } from '../support/app';
import { approveCompany, card, paidBooking, pay } from './money-kit';
import { paymentLeftAs, quotedBooking } from './half-done';

const { app, composition } = buildTestApp();
const GRACE_MS = 30_000;
// The sweeper's clock moved past the grace period, so nothing has to wait 30 s.
const later = () => new Date(Date.now() + GRACE_MS + 1_000);

describe('the payment sweeper (decision 0034)', () => {
  it('when a payment was left succeeded with the booking unpaid and no invoice, then the sweep marks the booking paid, issues and links one invoice, queues one receipt and tells the owner once', async () => {
    const { booking, userId } = await quotedBooking(app);
    const id = await paymentLeftAs(booking, 'succeeded', { charged: true });

    const first = await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() });
    expect(first.finished).toBeGreaterThanOrEqual(1);
    const again = await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() });
    expect(again).toMatchObject({ failed: 0 });

    const payment = await PaymentModel.findById(id).lean();
    const stored = await BookingModel.findById(booking._id).lean();
    const invoices = await InvoiceModel.find({ bookingId: booking._id }).lean();
    expect(stored?.paymentStatus).toBe('paid');
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', terms: 'paid' });
    expect(String(invoices[0]?.paymentId)).toBe(String(id));
    expect(String(stored?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(String(payment?.invoiceId)).toBe(String(invoices[0]?._id));
    expect(payment?.finishedAt).toBeInstanceOf(Date);
    expect(await MailMessageModel.countDocuments({ dedupeKey: `receipt:${String(id)}` })).toBe(1);
    expect(await NotificationModel.countDocuments({ userId, event: 'invoice-ready' })).toBe(1);
    expect(await SandboxChargeModel.countDocuments({ _id: String(id) })).toBe(1);
  });

  it('when a pending payment was never charged, then the sweep closes the attempt, fails the payment and releases the booking, and a new attempt pays it', async () => {
    const { booking, token } = await quotedBooking(app);
    const id = await paymentLeftAs(booking, 'pending', { charged: false });
    expect((await pay(app, token, String(booking._id), card())).status).toBe(409);

    const outcome = await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() });
    expect(outcome.resolved).toBeGreaterThanOrEqual(1);
    const payment = await PaymentModel.findById(id).lean();
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'abandoned' });
    expect(payment?.holdsBooking).toBeUndefined();
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('unpaid');
    // A charge arriving late for the closed attempt is refused: that attempt can never take money now.
    const late = await sandboxProvider.charge({ reference: String(id), amountCents: 100, currency: 'USD', method: 'paypal' });
    expect(late).toEqual({ outcome: 'processing_error', code: 'attempt_cancelled' });

    const retry = await pay(app, token, String(booking._id), card());
    expect(retry.status).toBe(201);
    expect(await PaymentModel.countDocuments({ bookingId: booking._id, status: 'succeeded' })).toBe(1);
    expect(await InvoiceModel.countDocuments({ bookingId: booking._id })).toBe(1);
  });

  it('when a pending payment was charged at the provider, then the sweep records the charge and finishes it without charging again', async () => {
    const { booking } = await quotedBooking(app);
    const id = await paymentLeftAs(booking, 'pending', { charged: true });

    await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() });
    const payment = await PaymentModel.findById(id).lean();
    expect(payment).toMatchObject({ status: 'succeeded', providerRef: `ch_sandbox_${id.toHexString()}` });
    expect(payment?.paidAt).toBeInstanceOf(Date);
    expect(payment?.finishedAt).toBeInstanceOf(Date);
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('paid');
    expect(await InvoiceModel.countDocuments({ bookingId: booking._id })).toBe(1);
    expect(await SandboxChargeModel.countDocuments({ _id: String(id) })).toBe(1);
  });

  it('when a pending payment is younger than the grace period, then the sweep leaves it to its request', async () => {
    const { booking } = await quotedBooking(app);
    const id = await paymentLeftAs(booking, 'pending', { charged: false });
    await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: new Date() });
    expect(await PaymentModel.findById(id).lean()).toMatchObject({ status: 'pending', holdsBooking: booking._id });
    expect(await SandboxChargeModel.countDocuments({ _id: String(id) })).toBe(0);
  });

  it('when invoice terms were left half done (payment stored, booking not invoiced), then the sweep invoices the booking and mails the invoice once', async () => {
    const { booking, token, userId } = await quotedBooking(app);
    await approveCompany(userId);
    const res = await pay(app, token, String(booking._id), { method: 'invoice' });
    expect(res.status).toBe(201);
    // Roll back what came after the payment row, as a crash right after its insert would have left it.
    const invoice = await InvoiceModel.findOne({ bookingId: booking._id }).lean();
    await InvoiceModel.deleteOne({ _id: invoice!._id });
    await MailMessageModel.deleteMany({ dedupeKey: `invoice:${String(invoice!._id)}` });
    await BookingModel.updateOne({ _id: booking._id }, { $set: { paymentStatus: 'unpaid', invoiceId: null } });
    await PaymentModel.updateOne({ _id: res.body.data._id }, { $set: { invoiceId: null, finishedAt: null } });

    await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() });
    await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() });
    const reissued = await InvoiceModel.find({ bookingId: booking._id }).lean();
    expect(reissued).toHaveLength(1);
    expect(reissued[0]).toMatchObject({ status: 'unpaid', terms: 'net-30' });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('invoiced');
    expect(await PaymentModel.findById(res.body.data._id).lean()).toMatchObject({ status: 'pending', invoiceId: reissued[0]?._id });
    expect(await MailMessageModel.countDocuments({ dedupeKey: `invoice:${String(reissued[0]?._id)}` })).toBe(1);
    expect((await request(app).get(`/api/v1/bookings/${String(booking._id)}`).set(bearer(token))).body.data.paymentStatus).toBe('invoiced');
  });

  // What a cancel leaves when its process dies right after saving it, before the refund (decision 0067).
  const cancelSavedOnly = (bookingId: string, userId: string) =>
    BookingModel.updateOne(
      { _id: bookingId },
      {
        $set: { status: 'cancelled', milestone: 'cancelled' },
        $inc: { version: 1 },
        $push: { statusHistory: { status: 'cancelled', at: new Date(), by: userId, event: 'cancel', milestone: 'cancelled', byRole: 'customer' } },
      },
    );
  const refundsAtProvider = (paymentId: string) => SandboxChargeModel.countDocuments({ _id: `refund_${paymentId}`, outcome: 'refunded' });

  it('when a paid booking was cancelled and the request died before the refund, then the sweep refunds it once: payment, booking and invoice refunded, one mail, the owner told once', async () => {
    const { token, booking, payment, userId } = await paidBooking(app);
    await cancelSavedOnly(booking._id, userId);
    // The customer's retry cannot help: the booking already reads cancelled.
    expect((await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(token))).status).toBe(409);
    expect((await PaymentModel.findById(payment._id).lean())?.status).toBe('succeeded');

    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ settled: 1, failed: 0 });
    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ settled: 0, failed: 0 });

    const stored = await PaymentModel.findById(payment._id).lean();
    expect(stored).toMatchObject({ status: 'refunded', refund: { amountCents: Math.round(payment.amount * 100) } });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('refunded');
    expect((await InvoiceModel.findOne({ bookingId: booking._id }).lean())?.status).toBe('refunded');
    expect(await refundsAtProvider(payment._id)).toBe(1);
    expect(await MailMessageModel.countDocuments({ template: 'refund', dedupeKey: `refund:${payment._id}` })).toBe(1);
    expect(await NotificationModel.countDocuments({ userId, bookingId: booking._id, event: 'payment-refunded' })).toBe(1);
  });

  it('when the refund was made and recorded on the payment but the booking was not marked, then the sweep finishes it without refunding again', async () => {
    const { booking, payment, userId } = await paidBooking(app);
    await cancelSavedOnly(booking._id, userId);
    const stored = (await PaymentModel.findById(payment._id).lean())!;
    const first = await sandboxProvider.refund(stored.providerRef ?? '', stored.amountCents, `refund_${payment._id}`);
    await PaymentModel.updateOne({ _id: payment._id }, { $set: { status: 'refunded', refund: { amountCents: stored.amountCents, at: new Date(), reason: 'Booking cancelled before pickup', refundRef: first.refundRef } } });

    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ settled: 1, failed: 0 });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('refunded');
    expect((await PaymentModel.findById(payment._id).lean())?.refund?.refundRef).toBe(first.refundRef);
    // The provider is asked with the same reference at most once more, and answers the same refund.
    expect(await sandboxProvider.refund(stored.providerRef ?? '', stored.amountCents, `refund_${payment._id}`)).toEqual(first);
    expect(await refundsAtProvider(payment._id)).toBe(1);
  });

  it('when a booking was cancelled after pickup, then the sweep leaves its payment as it is', async () => {
    const { booking, payment, userId } = await paidBooking(app);
    await BookingModel.updateOne({ _id: booking._id }, { $push: { statusHistory: { status: 'in-transit', at: new Date(), by: userId, event: 'pickup', milestone: 'picked-up', byRole: 'driver' } } });
    await cancelSavedOnly(booking._id, userId);
    expect(await sweepPayments(composition.payments, { graceMs: GRACE_MS, now: later() })).toMatchObject({ settled: 0, failed: 0 });
    expect((await PaymentModel.findById(payment._id).lean())?.status).toBe('succeeded');
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('paid');
  });

  it('when nothing is configured, then the sweep runs every 30 s with a 30 s grace', () => {
    expect(loadConfig({}).paymentSweep).toEqual({ everyMs: 30_000, graceMs: 30_000 });
    expect(loadConfig({ PAYMENT_SWEEP_EVERY_MS: '1000', PAYMENT_SWEEP_GRACE_MS: '2000' }).paymentSweep).toEqual({ everyMs: 1_000, graceMs: 2_000 });
  });
});
