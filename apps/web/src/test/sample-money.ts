import { fromCents, quoteForShipment, toBookingQuote, type Booking, type Invoice, type Payment } from '@meridian/contracts';
import { makeBooking } from './sample-booking';

// A booking with its stored quote, a payment and an invoice as the API returns them (decisions 0024, 0025).
export function makeQuotedBooking(overrides: Partial<Booking> = {}): Booking {
  const base = makeBooking({ vehicleType: 'truck', cargoWeightKg: 402.6, ...overrides });
  return { ...base, quote: toBookingQuote(quoteForShipment(base), '2026-11-23T10:00:00.000Z'), ...overrides };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: '6c0000000000000000000001',
    bookingId: '665f1c2ab0c4d5e6f7a8b9c0',
    amount: 1135.62,
    currency: 'USD',
    method: 'card',
    status: 'succeeded',
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    createdAt: '2026-11-23T10:01:00.000Z',
    paidAt: '2026-11-23T10:01:01.000Z',
    refund: null,
    invoiceId: '6d0000000000000000000001',
    nextAction: null,
    ...overrides,
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const q = quoteForShipment({ vehicleType: 'truck', cargoWeightKg: 402.6 });
  const quote = toBookingQuote(q, '2026-11-23T10:00:00.000Z');
  return {
    _id: '6d0000000000000000000001',
    invoiceNumber: 'INV-2026-000123',
    bookingId: '665f1c2ab0c4d5e6f7a8b9c0',
    trackingNumber: 'MX4F7K2P9QZ8T',
    date: '2026-11-23',
    dueDate: '2026-11-23',
    status: 'paid',
    terms: 'paid',
    company: { name: 'Meridian Express', address: '100 Harbor Way, Baltimore, MD', email: 'billing@meridian.test', phone: '+1 555 010 0100' },
    billTo: { name: 'Amara Nwosu', company: 'Nwosu Fresh Foods', address: '12 Wharf Road', email: 'amara@example.com', phone: '+15550100200' },
    shipment: {
      from: 'Baltimore, MD',
      to: 'Boston, MA',
      service: 'Ground',
      weight: '402.6 kg',
      dimensions: 'N/A',
      pickupDate: '2099-12-01',
      deliveryDate: '2099-12-04',
    },
    charges: quote.lines,
    subtotal: fromCents(q.totalCents),
    taxRatePercent: q.taxRatePercent,
    tax: fromCents(q.taxCents),
    total: fromCents(q.amountDueCents),
    currency: 'USD',
    paymentId: '6c0000000000000000000001',
    refund: null,
    issuedAt: '2026-11-23T10:01:01.000Z',
    ...overrides,
  };
}
