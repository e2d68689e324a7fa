import { z } from 'zod';
import { EXPORT_REASONS, INCOTERMS } from './customs';
import { VEHICLE_TYPES } from './vehicle';

// ---- The commercial invoice as sealed (decision 0115) ------------------------------------------------------------
// What the PDF prints, as data: a pure function of the booking and of when this version was issued. Its digest is the
// SHA-256 (hex) of its RFC 8785 canonical JSON, as a consignment note's (decision 0103), so any JSON tool can check it.

const invoicePartySchema = z
  .object({
    name: z.string(),
    company: z.string().optional(),
    address: z.string(),
    postalCode: z.string().optional(),
    city: z.string(),
    state: z.string().optional(),
    country: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    eori: z.string().optional(),
  })
  .meta({ id: 'CommercialInvoiceParty' });

const invoiceLineSchema = z.object({
  description: z.string(),
  hsCode: z.string(),
  originCountry: z.string(),
  quantity: z.number().int(),
  unitValueCents: z.number().int(),
  lineTotalCents: z.number().int(),
  netWeightKg: z.number(),
});

export const commercialInvoiceSchema = z
  .object({
    type: z.literal('commercial-invoice'),
    number: z.string(),
    trackingNumber: z.string(),
    version: z.number().int().min(1).meta({ description: '1 for the first version issued, then 2, 3 as what it prints changes' }),
    issued: z.string().meta({ description: 'When this version was issued and sealed (ISO 8601)' }),
    exporter: invoicePartySchema,
    importer: invoicePartySchema,
    shipmentDate: z.string().meta({ description: 'The estimated pickup date (YYYY-MM-DD)' }),
    transport: z.enum(VEHICLE_TYPES),
    countryOfExport: z.string().optional(),
    countryOfDestination: z.string().optional(),
    incoterm: z.enum(INCOTERMS),
    reasonForExport: z.enum(EXPORT_REASONS),
    currency: z.string(),
    lines: z.array(invoiceLineSchema),
    totals: z.object({
      valueCents: z.number().int(),
      netWeightKg: z.number(),
      grossWeightKg: z.number(),
      units: z.number().int(),
      pieces: z.number().int(),
    }),
  })
  .meta({ id: 'CommercialInvoice', description: 'The commercial invoice as sealed: money in cents of `currency` (decision 0115)' });
export type CommercialInvoiceDocument = z.infer<typeof commercialInvoiceSchema>;

/** GET /bookings/{id}/commercial-invoice: the latest version and its digest. */
export const sealedCommercialInvoiceSchema = z
  .object({
    digest: z.string().meta({ description: 'SHA-256 (hex) of the RFC 8785 canonical JSON of `invoice`' }),
    invoice: commercialInvoiceSchema,
  })
  .meta({ id: 'SealedCommercialInvoice' });
export type SealedCommercialInvoice = z.infer<typeof sealedCommercialInvoiceSchema>;

/** Decision 0115: the invoice's number is CI- and the tracking number, like the consignment note's (decision 0103). */
export const commercialInvoiceNumber = (trackingNumber: string): string => `CI-${trackingNumber}`;

export const COMMERCIAL_INVOICE_MESSAGES = {
  found: 'Commercial invoice',
} as const;

/** What GET /documents/{digest} answers for a commercial invoice: no name, address or goods, only what it is. */
export const commercialInvoiceVerificationSchema = z
  .object({
    type: z.literal('commercial-invoice'),
    number: z.string(),
    trackingNumber: z.string(),
    version: z.number().int(),
    issued: z.string().meta({ description: 'When this version was issued and sealed' }),
    superseded: z.boolean(),
    supersededAt: z.string().optional().meta({ description: 'When a later version replaced it' }),
  })
  .meta({ id: 'CommercialInvoiceVerification' });
export type CommercialInvoiceVerification = z.infer<typeof commercialInvoiceVerificationSchema>;

/** "Sealed 21 Nov 2026, version 2": the invoice's line in a booking's Documents list (decision 0115). */
export function commercialInvoiceStatusText(version: number, issuedAt: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(issuedAt));
  return version > 1 ? `Sealed ${day}, version ${version}` : `Sealed ${day}`;
}
