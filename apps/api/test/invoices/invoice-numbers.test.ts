import { formatInvoiceNumber } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { buildTestApp } from '../support/app';
import { card, customerWithBooking, pay } from '../payments/money-kit';

const { app } = buildTestApp();

describe('Invoice numbers (decision 0025: one gap-free sequence per year, unique under concurrent issue)', () => {
  it('when 50 bookings are paid at once, then their invoices are numbered 1..50 for the year with no gap and no duplicate', async () => {
    const customers = await Promise.all(Array.from({ length: 50 }, () => customerWithBooking(app)));
    const answers = await Promise.all(customers.map(({ token, booking }) => pay(app, token, booking._id, card())));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));

    const year = new Date().getUTCFullYear();
    const invoices = await InvoiceModel.find({ year }).lean();
    expect(invoices).toHaveLength(50);
    const sequences = invoices.map((i) => i.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.invoiceNumber)).size).toBe(50);
    for (const invoice of invoices) expect(invoice.invoiceNumber).toBe(formatInvoiceNumber(year, invoice.sequence));
    // Every booking got its own invoice, and each payment names it.
    expect(new Set(invoices.map((i) => String(i.bookingId))).size).toBe(50);
    expect(new Set(answers.map((r) => r.body.data.invoiceId))).toEqual(new Set(invoices.map((i) => String(i._id))));

    // The next one continues the sequence.
    const next = await customerWithBooking(app);
    const paid = await pay(app, next.token, next.booking._id, { method: 'paypal' });
    expect((await InvoiceModel.findById(paid.body.data.invoiceId).lean())?.invoiceNumber).toBe(formatInvoiceNumber(year, 51));
  });
});
