import { z } from 'zod';
import { currencySchema } from './money';
import { invoiceCreditSchema } from './credit-notes';
import { quoteLineSchema } from './quote';

// One gap-free sequence per year, INV-2026-000123 (decision 0025).
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6}$/;
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { paid: 'Paid', unpaid: 'Unpaid', overdue: 'Overdue', refunded: 'Refunded' };

/** An unpaid invoice past its due date is overdue; computed when read, so no sweep has to run for the screens. */
export function invoiceStatusOn(stored: InvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  return stored === 'unpaid' && dueDate < today ? 'overdue' : stored;
}

const partySchema = z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string() });

export const invoiceSchema = z
  .object({
    _id: z.string(),
    invoiceNumber: z.string(),
    bookingId: z.string(),
    trackingNumber: z.string(),
    date: z.string().meta({ description: 'Issue date, YYYY-MM-DD' }),
    dueDate: z.string().meta({ description: 'YYYY-MM-DD' }),
    status: z.enum(INVOICE_STATUSES),
    terms: z.enum(['paid', 'net-30']),
    company: partySchema.meta({ description: 'Issuer, from the brand configuration' }),
    billTo: partySchema.extend({ company: z.string() }).meta({ description: "The customer's profile at the time of issue" }),
    shipment: z.object({
      from: z.string(),
      to: z.string(),
      service: z.string(),
      weight: z.string(),
      dimensions: z.string(),
      pickupDate: z.string(),
      deliveryDate: z.string(),
      co2e: z.string().optional().meta({ description: 'The shipment\'s kg CO2e well to wheel and the method, as at issue (decision 0099); absent without emissions' }),
    }),
    charges: z.array(quoteLineSchema),
    subtotal: z.number(),
    taxRatePercent: z.number(),
    tax: z.number(),
    total: z.number(),
    currency: currencySchema,
    paymentId: z.string().nullable(),
    refund: z.object({ amount: z.number(), at: z.string() }).nullable(),
    // Decision 0106: credit notes the payment drew on, each a line that reduces what was charged or is due.
    credits: z.array(invoiceCreditSchema).optional().meta({ description: 'Credit notes drawn on; absent when none' }),
    amountDue: z.number().optional().meta({ description: 'Total less the credit drawn; absent when no credit was drawn' }),
    issuedAt: z.string(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema
  .pick({ _id: true, invoiceNumber: true, bookingId: true, trackingNumber: true, date: true, dueDate: true, status: true, total: true, currency: true })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    // The tracking page's Documents card finds the owner's invoice by the number on screen.
    trackingNumber: z.string().trim().max(40).optional(),
  })
  .meta({ id: 'InvoiceListQuery' });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceParamsSchema = z.strictObject({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Invoice not found') });

export const INVOICE_NOT_FOUND = 'Invoice not found';
