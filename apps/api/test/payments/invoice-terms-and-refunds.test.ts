import type { Invoice, Payment } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { markOverdueInvoices } from '../../src/modules/invoices/invoices.service';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { bearer, buildTestApp, expectErrorBody, markEmailVerified } from '../support/app';
import { assignedBooking, cast, move } from '../support/shipments';
import { approveCompany, card, customerWithBooking, pay, paidBooking } from './money-kit';

const { app, composition } = buildTestApp();
const cancel = (token: string, id: string) => request(app).patch(`/api/v1/bookings/cancel/${id}`).set(bearer(token));
const invoiceOf = async (token: string, id: string) => (await request(app).get(`/api/v1/invoices/${id}`).set(bearer(token))).body.data as Invoice;

describe('Pay by invoice (decision 0025: Business bookings of approved companies)', () => {
  it('when an approved company pays a Business booking by invoice, then 201 pending, the booking is invoiced and an unpaid invoice is due in 30 days', async () => {
    const { customer, token, booking } = await customerWithBooking(app, { customerType: 'Business' });
    await approveCompany(customer.user._id);
    const res = await pay(app, token, booking._id, { method: 'invoice' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ method: 'invoice', status: 'pending', paidAt: null, invoiceId: expect.any(String) });
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('invoiced');
    const invoice = await invoiceOf(token, res.body.data.invoiceId);
    expect(invoice).toMatchObject({ status: 'unpaid', terms: 'net-30', paymentId: res.body.data._id });
    const days = (Date.parse(invoice.dueDate) - Date.parse(invoice.date)) / 86_400_000;
    expect(days).toBe(30);
    expect(await MailMessageModel.countDocuments({ to: customer.user.email, template: 'invoice' })).toBe(1);
    // Paying it again now is refused.
    const again = await pay(app, token, booking._id, card());
    expect(again.status).toBe(409);
    expectErrorBody(again.body, 'This booking is already on invoice terms.');
  });

  it('when the company is not approved, then 403 with the reason, and nothing changes', async () => {
    const { token, booking } = await customerWithBooking(app, { customerType: 'Business' });
    const res = await pay(app, token, booking._id, { method: 'invoice' });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, /Pay by invoice is for business bookings of companies we have verified/);
    expect((await BookingModel.findById(booking._id).lean())?.paymentStatus).toBe('unpaid');
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(0);
  });

  it('when an approved company books as an Individual, then invoice terms are refused (403)', async () => {
    const { customer, token, booking } = await customerWithBooking(app, { customerType: 'Individual' });
    await approveCompany(customer.user._id);
    expect((await pay(app, token, booking._id, { method: 'invoice' })).status).toBe(403);
  });

  it('when an unpaid invoice passes its due date, then it reads overdue and the sweep records it and tells the owner once', async () => {
    const { customer, token, booking } = await customerWithBooking(app, { customerType: 'Business' });
    await approveCompany(customer.user._id);
    const payment = (await pay(app, token, booking._id, { method: 'invoice' })).body.data as Payment;
    await InvoiceModel.updateOne({ _id: payment.invoiceId }, { $set: { dueDate: '2020-01-31' } });
    expect((await invoiceOf(token, payment.invoiceId!)).status).toBe('overdue');
    expect((await InvoiceModel.findById(payment.invoiceId).lean())?.status).toBe('unpaid');

    expect(await markOverdueInvoices(composition.events)).toBeGreaterThanOrEqual(1);
    expect(await markOverdueInvoices(composition.events)).toBe(0);
    expect((await InvoiceModel.findById(payment.invoiceId).lean())?.status).toBe('overdue');
    expect(await NotificationModel.countDocuments({ userId: customer.user._id, event: 'invoice-overdue' })).toBe(1);
  });
});

describe('Refund on cancel (decision 0025: full refund before pickup, none after)', () => {
  it('when a paid booking is cancelled before pickup, then the payment is refunded in full, the booking reads refunded and the invoice shows the refund', async () => {
    const { token, booking, payment, userId } = await paidBooking(app);
    const res = await cancel(token, booking._id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

    const stored = await PaymentModel.findById(payment._id).lean();
    expect(stored).toMatchObject({ status: 'refunded', refund: { amountCents: 35883, reason: 'Booking cancelled before pickup' } });
    expect(stored?.refund?.refundRef).toMatch(/^re_sandbox_/);
    const invoice = await invoiceOf(token, payment.invoiceId!);
    expect(invoice).toMatchObject({ status: 'refunded', refund: { amount: 358.83, at: expect.any(String) }, total: 358.83 });
    const view = (await request(app).get(`/api/v1/payments/${payment._id}`).set(bearer(token))).body.data as Payment;
    expect(view).toMatchObject({ status: 'refunded', refund: { amount: 358.83 } });
    expect(await MailMessageModel.countDocuments({ template: 'refund', dedupeKey: `refund:${payment._id}` })).toBe(1);
    expect(await NotificationModel.countDocuments({ userId, event: 'payment-refunded' })).toBe(1);
  });

  it('when a booking on invoice terms is cancelled before pickup, then the invoice is voided: refunded with nothing refunded', async () => {
    const { customer, token, booking } = await customerWithBooking(app, { customerType: 'Business' });
    await approveCompany(customer.user._id);
    const payment = (await pay(app, token, booking._id, { method: 'invoice' })).body.data as Payment;
    const res = await cancel(token, booking._id);
    expect(res.body.data.paymentStatus).toBe('refunded');
    expect(await invoiceOf(token, payment.invoiceId!)).toMatchObject({ status: 'refunded', refund: { amount: 0 } });
    expect(await MailMessageModel.countDocuments({ template: 'refund', to: customer.user.email })).toBe(0);
  });

  it('when a paid booking is cancelled after pickup, then nothing is refunded and the invoice stays paid', async () => {
    const people = await cast(app);
    await markEmailVerified(people.customer.id);
    const assigned = await assignedBooking(app, people);
    const payment = (await pay(app, people.customer.token, assigned._id, card())).body.data as Payment;
    const current = (await request(app).get(`/api/v1/bookings/${assigned._id}`).set(bearer(people.customer.token))).body.data;
    await move(app, people.driver.token, current, { type: 'pickup', location: { place: 'Oakland depot' } });
    const res = await cancel(people.customer.token, assigned._id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect((await PaymentModel.findById(payment._id).lean())?.status).toBe('succeeded');
    expect((await invoiceOf(people.customer.token, payment.invoiceId!)).status).toBe('paid');
  });

  it('when a booking waiting for authentication is cancelled, then the unconfirmed charge is abandoned', async () => {
    const { token, booking } = await customerWithBooking(app);
    const waiting = (await pay(app, token, booking._id, card('4000002760003184'))).body.data as Payment;
    expect((await cancel(token, booking._id)).body.data.paymentStatus).toBe('unpaid');
    expect((await PaymentModel.findById(waiting._id).lean())?.status).toBe('failed');
  });
});
