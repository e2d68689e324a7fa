import { fromCents, quoteForShipment, quoteLines, sumCents, toCents } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceDraft, invoiceTotalsCents, toInvoice } from '../../src/modules/invoices/invoice-document';
import type { InvoiceDoc } from '../../src/modules/invoices/invoices.model';

const booking = {
  _id: 'b1',
  createdBy: 'u1',
  trackingNumber: 'MX9WRDKZRD7MR',
  vehicleType: 'sea',
  cargoWeightKg: 740.78,
  dimensions: null,
  pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA', country: 'US' },
  dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO', country: 'US' },
  estimatedPickupDate: '2026-12-01',
  estimatedDeliveryDate: '2026-12-20',
};
const customer = { firstName: 'Ada', lastName: 'Lovelace', companyName: 'AE Ltd', address: 'London', email: 'ada@example.test', phoneNumber: '+1 555 123 4567' };

function invoiceFor(quote = quoteForShipment({ vehicleType: 'sea', cargoWeightKg: 740.78 }), terms: 'paid' | 'net-30' = 'paid') {
  const draft = invoiceDraft({ booking, customer, quote, terms, issuedAt: new Date('2026-11-23T10:00:00Z'), paymentId: null });
  const doc = { ...draft, _id: 'i1', invoiceNumber: 'INV-2026-000001', refund: null, createdAt: new Date(), updatedAt: new Date() } as unknown as InvoiceDoc;
  return toInvoice(doc, new Date('2026-11-23T12:00:00Z'));
}

describe('invoice totals (decision 0025)', () => {
  it('when the sample charges are invoiced, then subtotal 931.94, tax (8%) 74.56 and total 1,006.50', () => {
    expect(invoiceFor()).toMatchObject({ subtotal: 931.94, taxRatePercent: 8, tax: 74.56, total: 1006.5 });
  });

  it('when any weight is invoiced, then the charge lines add up to the subtotal and subtotal + tax is the total, in whole cents', () => {
    for (const cargoWeightKg of [0.01, 1, 37.37, 120.5, 999.99, 12345.67]) {
      for (const vehicleType of ['truck', 'air', 'sea'] as const) {
        const quote = quoteForShipment({ vehicleType, cargoWeightKg });
        const invoice = invoiceFor(quote);
        const lines = sumCents(invoice.charges.map((c) => toCents(c.amount)));
        expect(lines).toBe(toCents(invoice.subtotal));
        expect(toCents(invoice.subtotal) + toCents(invoice.tax)).toBe(toCents(invoice.total));
        expect(invoice.total).toBe(fromCents(quote.amountDueCents));
      }
    }
  });

  it('when the stored quote differs from today’s formula, then the totals are the stored ones', () => {
    const stored = { ...quoteForShipment({ vehicleType: 'truck', cargoWeightKg: 100 }), totalCents: 50000, taxCents: 4000, amountDueCents: 54000 };
    expect(invoiceTotalsCents(stored)).toEqual({ subtotalCents: 50000, taxCents: 4000, totalCents: 54000 });
    expect(quoteLines(stored)).toHaveLength(3);
  });

  it('when terms are net-30, then the due date is 30 days after the issue date and the invoice is unpaid', () => {
    expect(invoiceFor(undefined, 'net-30')).toMatchObject({ date: '2026-11-23', dueDate: '2026-12-23', status: 'unpaid', terms: 'net-30' });
    expect(invoiceFor()).toMatchObject({ date: '2026-11-23', dueDate: '2026-11-23', status: 'paid' });
  });
});
