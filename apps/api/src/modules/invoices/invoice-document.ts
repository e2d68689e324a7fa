import { brand } from '@meridian/brand';
import {
  addressLabel,
  co2eLine,
  fromCents,
  INVOICE_TERMS_DAYS,
  invoiceStatusOn,
  quoteLines,
  SERVICE_LABELS,
  toCalendarDate,
  todayCalendarDate,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSummary,
  type CreditDraw,
  type QuoteCents,
} from '@meridian/contracts';
import type { InvoiceDoc } from './invoices.model';

// Pure: what an invoice says, from the booking, the customer and the stored quote. The JSON, the page and the PDF
// all read what this builds, so their numbers cannot differ.

export type InvoiceTerms = 'paid' | 'net-30';

type Place = { address?: string | null; city?: string | null; state?: string | null; country?: string | null } | null | undefined;
export type InvoiceBookingInput = {
  _id: unknown;
  createdBy: unknown;
  organizationId?: unknown;
  trackingNumber?: string | null;
  vehicleType: string;
  cargoWeightKg: number;
  dimensions?: { length?: number | null; width?: number | null; height?: number | null } | null;
  pickupLocation?: Place;
  dropoffLocation?: Place;
  estimatedPickupDate: string | Date;
  estimatedDeliveryDate: string | Date;
  emissions?: { co2eWtwKg?: number | null; method?: string | null } | null;
};
export type InvoiceCustomerInput = { firstName: string; lastName: string; companyName: string; address: string; email: string; phoneNumber: string };

const placeLine = (l: Place) => (l ? addressLabel({ ...l, city: l.city?.trim() ?? '' }) : '');

const ISSUER = {
  name: brand.legalName,
  address: [brand.headOffice.street, `${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}`, brand.headOffice.country].join(', '),
  email: brand.emails.billing,
  phone: brand.phones.main.display,
};

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function dimensionsLine(d: InvoiceBookingInput['dimensions']): string {
  return d?.length != null && d.width != null && d.height != null ? `${d.length} x ${d.width} x ${d.height} cm` : 'Not given';
}

/** The stored fields of a new invoice (without its number, which the insert claims). */
export function invoiceDraft(input: {
  booking: InvoiceBookingInput;
  customer: InvoiceCustomerInput;
  quote: QuoteCents;
  terms: InvoiceTerms;
  issuedAt: Date;
  paymentId: string | null;
  credits?: readonly CreditDraw[];
}) {
  const { booking, customer, quote, terms, issuedAt } = input;
  // Invoices are dated in UTC: one calendar for the sequence's year, the due date and the overdue sweep.
  const date = todayCalendarDate(issuedAt, 'UTC');
  return {
    bookingId: booking._id,
    ownerId: booking.createdBy,
    organizationId: booking.organizationId ?? booking.createdBy,
    trackingNumber: booking.trackingNumber ?? '',
    date,
    dueDate: terms === 'net-30' ? addDays(date, INVOICE_TERMS_DAYS) : date,
    status: (terms === 'paid' ? 'paid' : 'unpaid') as InvoiceStatus,
    terms,
    company: ISSUER,
    billTo: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      company: customer.companyName,
      address: customer.address,
      email: customer.email,
      phone: customer.phoneNumber,
    },
    shipment: {
      from: placeLine(booking.pickupLocation),
      to: placeLine(booking.dropoffLocation),
      service: `${SERVICE_LABELS[quote.service]} (${quote.estimatedDays} days)`,
      weight: `${booking.cargoWeightKg} kg (${quote.chargeableWeightKg} kg chargeable)`,
      dimensions: dimensionsLine(booking.dimensions),
      pickupDate: toCalendarDate(booking.estimatedPickupDate),
      deliveryDate: toCalendarDate(booking.estimatedDeliveryDate),
      // Decision 0099: the emissions as the booking stores them when the invoice is issued, like every figure here.
      ...(booking.emissions?.co2eWtwKg != null ? { co2e: co2eLine({ co2eWtwKg: booking.emissions.co2eWtwKg, method: booking.emissions.method ?? '' }) } : {}),
    },
    quote: {
      service: quote.service,
      chargeableWeightKg: quote.chargeableWeightKg,
      baseCents: quote.baseCents,
      insuranceCents: quote.insuranceCents,
      handlingCents: quote.handlingCents,
      totalCents: quote.totalCents,
      taxRatePercent: quote.taxRatePercent,
      taxCents: quote.taxCents,
      amountDueCents: quote.amountDueCents,
      estimatedDays: quote.estimatedDays,
      currency: quote.currency,
      formulaVersion: quote.formulaVersion,
    },
    paymentId: input.paymentId,
    ...(input.credits && input.credits.length > 0 ? { credits: input.credits.map((c) => ({ ...c })) } : {}),
    issuedAt,
  };
}

/** Subtotal, tax and total in cents, exactly as stored with the quote: the invoice never recomputes them. */
export function invoiceTotalsCents(quote: Pick<QuoteCents, 'baseCents' | 'insuranceCents' | 'handlingCents' | 'totalCents' | 'taxCents' | 'amountDueCents'>) {
  return { subtotalCents: quote.totalCents, taxCents: quote.taxCents, totalCents: quote.amountDueCents };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function invoiceStatusToday(doc: Pick<InvoiceDoc, 'status' | 'dueDate'>, now = new Date()): InvoiceStatus {
  return invoiceStatusOn(doc.status as InvoiceStatus, doc.dueDate, todayCalendarDate(now, 'UTC'));
}

/** Decision 0106: what the invoice's credit lines take off its total, and what is left to charge or pay. */
function creditedCents(doc: Pick<InvoiceDoc, 'credits'>): number {
  return (doc.credits ?? []).reduce((sum, c) => sum + (c.amountCents ?? 0), 0);
}
export const amountDueAfterCreditCents = (doc: Pick<InvoiceDoc, 'credits' | 'quote'>): number => doc.quote.amountDueCents - creditedCents(doc);

/** What the list and the full invoice both show about an invoice. */
export function toInvoiceSummary(doc: InvoiceDoc, now = new Date()): InvoiceSummary {
  return {
    _id: String(doc._id),
    invoiceNumber: doc.invoiceNumber,
    bookingId: String(doc.bookingId),
    trackingNumber: doc.trackingNumber ?? '',
    date: doc.date,
    dueDate: doc.dueDate,
    status: invoiceStatusToday(doc, now),
    total: fromCents(invoiceTotalsCents(doc.quote).totalCents),
    currency: 'USD',
  };
}

export function toInvoice(doc: InvoiceDoc, now = new Date()): Invoice {
  const quote = doc.quote as unknown as QuoteCents;
  const totals = invoiceTotalsCents(quote);
  return {
    ...toInvoiceSummary(doc, now),
    terms: doc.terms as InvoiceTerms,
    company: { name: doc.company.name ?? '', address: doc.company.address ?? '', email: doc.company.email ?? '', phone: doc.company.phone ?? '' },
    billTo: {
      name: doc.billTo.name ?? '',
      company: doc.billTo.company ?? '',
      address: doc.billTo.address ?? '',
      email: doc.billTo.email ?? '',
      phone: doc.billTo.phone ?? '',
    },
    shipment: {
      from: doc.shipment.from ?? '',
      to: doc.shipment.to ?? '',
      service: doc.shipment.service ?? '',
      weight: doc.shipment.weight ?? '',
      dimensions: doc.shipment.dimensions ?? '',
      pickupDate: doc.shipment.pickupDate ?? '',
      deliveryDate: doc.shipment.deliveryDate ?? '',
      ...(doc.shipment.co2e ? { co2e: doc.shipment.co2e } : {}),
    },
    charges: quoteLines(quote),
    subtotal: fromCents(totals.subtotalCents),
    taxRatePercent: quote.taxRatePercent,
    tax: fromCents(totals.taxCents),
    paymentId: doc.paymentId ? String(doc.paymentId) : null,
    refund: doc.refund?.at ? { amount: fromCents(doc.refund.amountCents ?? 0), at: iso(doc.refund.at) } : null,
    ...(doc.credits && doc.credits.length > 0
      ? { credits: doc.credits.map((c) => ({ number: c.number ?? '', amount: fromCents(c.amountCents ?? 0) })), amountDue: fromCents(amountDueAfterCreditCents(doc)) }
      : {}),
    issuedAt: iso(doc.issuedAt),
  };
}

