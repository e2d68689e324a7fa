import { brand } from '@meridian/brand';
import { formatTrackingNumber, INVOICE_NOT_FOUND, type Invoice, type Payment } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { signUpAs } from '../support/staff';
import { card, customerWithBooking, pay, paidBooking } from '../payments/money-kit';
import { binary, pdfText } from './pdf-text';

const { app } = buildTestApp();
const getInvoice = (token: string, id: string) => request(app).get(`/api/v1/invoices/${id}`).set(bearer(token));

describe('GET /invoices/{id} (decision 0025)', () => {
  it('when a booking is paid, then its invoice carries the invoice fields: number, dates, issuer from the brand, Bill To, shipment, charges, tax and total', async () => {
    const { customer, token, booking } = await customerWithBooking(app, { vehicleType: 'sea', cargoWeightKg: 740.78, dimensions: { length: 120, width: 80, height: 100 } });
    const payment = (await pay(app, token, booking._id, card())).body.data as Payment;
    const res = await getInvoice(token, payment.invoiceId!);
    expect(res.status).toBe(200);
    const invoice = res.body.data as Invoice;
    const year = new Date().getUTCFullYear();
    expect(invoice.invoiceNumber).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(invoice).toMatchObject({
      bookingId: booking._id,
      trackingNumber: booking.trackingNumber,
      status: 'paid',
      terms: 'paid',
      company: { name: brand.legalName, email: brand.emails.billing, phone: brand.phones.main.display },
      billTo: { name: 'Ada Lovelace', company: 'Analytical Engines Ltd', email: customer.user.email, address: '12 St James Square, London' },
      shipment: { from: '1 Dock St, Oakland, CA', to: '99 Main St, Denver, CO', dimensions: '120 x 80 x 100 cm', pickupDate: booking.estimatedPickupDate, deliveryDate: booking.estimatedDeliveryDate },
      subtotal: 931.94,
      taxRatePercent: 8,
      tax: 74.56,
      total: 1006.5,
      currency: 'USD',
      paymentId: payment._id,
      refund: null,
    });
    expect(invoice.date).toBe(invoice.dueDate);
    expect(invoice.charges.map((c) => c.amount)).toEqual([888.94, 18, 25]);
    expect(invoice.shipment.service).toMatch(/^Ocean/);
  });

  it('when the owner, an operator and a stranger ask, then 200, 200 and 404 like a missing invoice', async () => {
    const { token, payment } = await paidBooking(app);
    expect((await getInvoice(token, payment.invoiceId!)).status).toBe(200);
    const operator = await signUpAs(app, 'operator');
    expect((await getInvoice(operator.token, payment.invoiceId!)).status).toBe(200);
    const stranger = await signUp(app);
    const denied = await getInvoice(stranger.token, payment.invoiceId!);
    expect(denied.status).toBe(404);
    expectErrorBody(denied.body, INVOICE_NOT_FOUND);
    expect((await getInvoice(token, '0123456789abcdef01234567')).status).toBe(404);
    expect((await getInvoice(token, 'not-an-id')).status).toBe(404);
    const pdf = await binary(request(app).get(`/api/v1/invoices/${payment.invoiceId}/pdf`).set(bearer(stranger.token)));
    expect(pdf.status).toBe(404);
  });

  it('when the rates change after the quote was stored, then the invoice charges the stored numbers', async () => {
    const { token, booking } = await customerWithBooking(app);
    await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(token)).expect(201);
    // As if the formula had been different when the customer saw the price.
    await BookingModel.updateOne(
      { _id: booking._id },
      { $set: { 'quote.baseCents': 40000, 'quote.totalCents': 43100, 'quote.taxCents': 3448, 'quote.amountDueCents': 46548, 'quote.formulaVersion': 'rates-2025' } },
    );
    const payment = (await pay(app, token, booking._id, card())).body.data as Payment;
    expect(payment.amount).toBe(465.48);
    const invoice = (await getInvoice(token, payment.invoiceId!)).body.data as Invoice;
    expect(invoice).toMatchObject({ subtotal: 431, tax: 34.48, total: 465.48 });
    expect(invoice.charges[0]?.amount).toBe(400);
    expect((await InvoiceModel.findById(invoice._id).lean())?.quote.formulaVersion).toBe('rates-2025');
  });

  it('when the profile changes after issue, then Bill To keeps the profile at the time of issue', async () => {
    const { token, payment, userId } = await paidBooking(app);
    await UserModel.updateOne({ _id: userId }, { $set: { companyName: 'Renamed Co', address: 'Elsewhere 1' } });
    const invoice = (await getInvoice(token, payment.invoiceId!)).body.data as Invoice;
    expect(invoice.billTo).toMatchObject({ company: 'Analytical Engines Ltd', address: '12 St James Square, London' });
  });

  it('when a booking is paid, then the owner is told the invoice is ready', async () => {
    const { payment, userId } = await paidBooking(app);
    const invoice = await InvoiceModel.findById(payment.invoiceId).lean();
    const note = await NotificationModel.findOne({ userId, event: 'invoice-ready' }).lean();
    expect(note?.message).toContain(`Invoice ${invoice?.invoiceNumber}`);
  });
});

describe('GET /invoices (the caller’s, paged)', () => {
  it('when a customer has two invoices, then the list shows them newest first and filters by tracking number; others see none', async () => {
    const { customer, token, booking } = await customerWithBooking(app);
    await pay(app, token, booking._id, card()).expect(201);
    const second = await request(app).post('/api/v1/bookings/').set(bearer(token)).send((await import('../support/app')).bookingPayload());
    await pay(app, token, second.body.data._id, { method: 'paypal' }).expect(201);

    const list = await request(app).get('/api/v1/invoices?limit=1&page=1').set(bearer(token));
    expect(list.status).toBe(200);
    expect(list.body.data.pagination).toEqual({ currentPage: 1, totalPages: 2, totalRecords: 2, limit: 1 });
    expect(list.body.data.records[0].bookingId).toBe(second.body.data._id);

    const dashed = booking.trackingNumber.replace(/^MX(\w{5})(\w+)$/, 'MX-$1-$2');
    const filtered = await request(app).get(`/api/v1/invoices?trackingNumber=${dashed}`).set(bearer(token));
    expect(filtered.body.data.records.map((r: { bookingId: string }) => r.bookingId)).toEqual([booking._id]);

    const other = await signUp(app);
    const none = await request(app).get('/api/v1/invoices').set(bearer(other.token));
    expect(none.body.data.records).toEqual([]);
    expect(customer.user._id).toBeTruthy();
  });
});

describe('Invoice and receipt PDFs (decision 0025: real files, text selectable)', () => {
  it('when the invoice PDF is downloaded, then it is one A4 page named after the number, with the number, the total as formatted and the customer', async () => {
    const { token, booking } = await customerWithBooking(app, { vehicleType: 'sea', cargoWeightKg: 740.78 });
    const payment = (await pay(app, token, booking._id, card())).body.data as Payment;
    const invoice = (await getInvoice(token, payment.invoiceId!)).body.data as Invoice;
    const res = await binary(request(app).get(`/api/v1/invoices/${invoice._id}/pdf`).set(bearer(token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    const { pages, text } = await pdfText(res.body as Buffer);
    expect(pages).toBe(1);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('$1,006.50');
    expect(text).toContain('$931.94');
    expect(text).toContain('Tax (8%)');
    expect(text).toContain('$74.56');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(brand.legalName);
    // Decision 0085: the shipment by its formatted tracking number, and no database id anywhere on the page.
    expect(text).toContain(formatTrackingNumber(booking.trackingNumber!));
    expect(text).not.toMatch(/[0-9a-f]{24}/);
    expect(text).not.toContain(booking.trackingNumber!);
  });

  it('when the receipt PDF is downloaded, then it names the invoice, the amount paid and the customer; an operator may download it too', async () => {
    const { token, booking } = await customerWithBooking(app, { vehicleType: 'sea', cargoWeightKg: 740.78 });
    const payment = (await pay(app, token, booking._id, card())).body.data as Payment;
    const invoice = (await getInvoice(token, payment.invoiceId!)).body.data as Invoice;
    const res = await binary(request(app).get(`/api/v1/payments/${payment._id}/receipt`).set(bearer(token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${formatTrackingNumber(booking.trackingNumber!)}-${invoice.invoiceNumber}.pdf"`);
    const { pages, text } = await pdfText(res.body as Buffer);
    expect(pages).toBe(1);
    for (const expected of [invoice.invoiceNumber, '$1,006.50', 'Ada Lovelace', 'Visa ending in 4242']) expect(text).toContain(expected);
    // Decisions 0044 and 0085: the shipment is named by its formatted tracking number, and no database id (the
    // booking's, the payment's) is on the page.
    expect(text).toContain(formatTrackingNumber(booking.trackingNumber!));
    expect(text).not.toMatch(/[0-9a-f]{24}/);
    const operator = await signUpAs(app, 'operator');
    expect((await binary(request(app).get(`/api/v1/payments/${payment._id}/receipt`).set(bearer(operator.token)))).status).toBe(200);
  });

  it('when the receipt of a payment still waiting for authentication is asked, then 409', async () => {
    const { token, booking } = await customerWithBooking(app);
    const waiting = await pay(app, token, booking._id, card('4000002760003184'));
    const res = await request(app).get(`/api/v1/payments/${waiting.body.data._id}/receipt`).set(bearer(token));
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This payment has not been completed, so there is no receipt.');
  });
});

describe('POST /invoices/{id}/email', () => {
  it('when the owner asks, then 202 and the invoice mail is queued to the owner with the PDF attached; the receipt mail was queued at payment', async () => {
    const { customer, token, booking } = await customerWithBooking(app);
    const payment = (await pay(app, token, booking._id, card())).body.data as Payment;
    const res = await request(app).post(`/api/v1/invoices/${payment.invoiceId}/email`).set(bearer(token));
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ to: customer.user.email });
    const mail = await MailMessageModel.findOne({ to: customer.user.email, template: 'invoice' }).lean();
    const invoice = await InvoiceModel.findById(payment.invoiceId).lean();
    expect(mail?.data).toMatchObject({ invoiceNumber: invoice?.invoiceNumber, total: '$358.83', customerName: 'Ada Lovelace' });
    const attachment = (mail as unknown as { attachments: { filename: string; contentType: string; content: { buffer: Buffer } | Buffer }[] }).attachments[0];
    expect(attachment).toMatchObject({ filename: `${invoice?.invoiceNumber}.pdf`, contentType: 'application/pdf' });
    const bytes = Buffer.isBuffer(attachment?.content) ? attachment.content : Buffer.from((attachment?.content as { buffer: Buffer }).buffer);
    expect((await pdfText(bytes)).text).toContain(invoice!.invoiceNumber);

    const receipt = await MailMessageModel.findOne({ to: customer.user.email, template: 'receipt' }).lean();
    expect(receipt?.data).toMatchObject({ invoiceNumber: invoice?.invoiceNumber, amount: '$358.83' });
    expect(receipt?.data).not.toHaveProperty('paymentId');
    expect((receipt?.data as { trackingNumber?: string }).trackingNumber).toMatch(/^MX-[0-9A-Z]{5}-[0-9A-Z]{6}$/);

    const stranger = await signUp(app);
    expect((await request(app).post(`/api/v1/invoices/${payment.invoiceId}/email`).set(bearer(stranger.token))).status).toBe(404);
  });
});
