import { z } from 'zod';
import { VEHICLE_TYPES, type VehicleType } from './vehicle';
import { shipmentChargeableWeight } from './chargeable-weight';
import { cargoLinesSchema, type CargoLine } from './pieces';
import { quoteLocationSchema } from './places';
import { routeSchema } from './route';
import { emissionsSchema } from './emissions';
import { fromCents, majorAmountSchema, TAX_RATE_PERCENT, taxCents, toCents } from './money';
import { refineShipmentBounds } from './shipment-bounds';
import { HANDLING_FEE, INSURANCE_RATE, QUOTE_LABELS } from './quote-terms';

// The quote formula's constants.
export const SERVICE_TYPES = ['ground', 'air', 'ocean'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
const RATE_PER_KG: Record<ServiceType, number> = { ground: 2.5, air: 8.5, ocean: 1.2 };
export const DELIVERY_DAYS: Record<ServiceType, string> = { ground: '3-5', air: '1-2', ocean: '15-30' };
/** The quote's service for a booking's vehicle: a road truck is ground freight, sea is ocean. */
export const SERVICE_FOR_VEHICLE: Record<VehicleType, ServiceType> = { truck: 'ground', air: 'air', sea: 'ocean' };
const QUOTE_CURRENCY = 'USD';

export const quoteSchema = z
  .object({
    basePrice: z.number(),
    insurance: z.number(),
    handling: z.number(),
    total: z.number(),
    estimatedDays: z.string(),
    currency: z.literal(QUOTE_CURRENCY),
    // Present when the quote was asked with both places (decision 0096).
    route: routeSchema.optional(),
    emissions: emissionsSchema.optional(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

// The version of the formula a stored quote was computed with, so a later change of rates is traceable; stored quotes carry it.
export const QUOTE_FORMULA_VERSION = 'spec9-2026.11';

export type QuoteCents = {
  service: ServiceType;
  chargeableWeightKg: number;
  baseCents: number;
  insuranceCents: number;
  handlingCents: number;
  /** base + insurance + handling: the formula's total, before tax. */
  totalCents: number;
  taxRatePercent: number;
  taxCents: number;
  /** What the customer pays and is invoiced: total + tax. */
  amountDueCents: number;
  estimatedDays: string;
  currency: typeof QUOTE_CURRENCY;
  formulaVersion: string;
};

/** The whole quote in integer cents; every screen, the stored quote, the invoice and the PDF derive from this. */
export function computeQuoteCents(input: {
  serviceType: ServiceType;
  weight: number;
  dimensions?: { length: number; width: number; height: number };
  cargoLines?: readonly CargoLine[];
}): QuoteCents {
  const weight = shipmentChargeableWeight({ cargoWeightKg: input.weight, dimensions: input.dimensions, cargoLines: input.cargoLines });
  const baseCents = toCents(weight * RATE_PER_KG[input.serviceType]);
  // Insurance is 2% of base, rounded to whole currency units.
  const insuranceCents = Math.round((baseCents * INSURANCE_RATE) / 100) * 100;
  const handlingCents = toCents(HANDLING_FEE);
  const totalCents = baseCents + insuranceCents + handlingCents;
  const tax = taxCents(totalCents);
  return {
    service: input.serviceType,
    chargeableWeightKg: Math.round(weight * 1000) / 1000,
    baseCents,
    insuranceCents,
    handlingCents,
    totalCents,
    taxRatePercent: TAX_RATE_PERCENT,
    taxCents: tax,
    amountDueCents: totalCents + tax,
    estimatedDays: DELIVERY_DAYS[input.serviceType],
    currency: QUOTE_CURRENCY,
    formulaVersion: QUOTE_FORMULA_VERSION,
  };
}

/** The Quote shape (major units) from a quote in cents. */
export function toQuote(cents: Pick<QuoteCents, 'baseCents' | 'insuranceCents' | 'handlingCents' | 'totalCents' | 'estimatedDays'>): Quote {
  return {
    basePrice: fromCents(cents.baseCents),
    insurance: fromCents(cents.insuranceCents),
    handling: fromCents(cents.handlingCents),
    total: fromCents(cents.totalCents),
    estimatedDays: cents.estimatedDays,
    currency: QUOTE_CURRENCY,
  };
}

export function calculateQuote(request: { serviceType: ServiceType; weight: number; dimensions?: { length: number; width: number; height: number } }): Quote {
  return toQuote(computeQuoteCents(request));
}

// The wizard's cargo step takes optional package dimensions (cm, for the volumetric weight) and a declared value.
export const MAX_DIMENSION_CM = 10_000;
const dimension = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite()
    .gt(0, `${label} must be greater than 0`)
    .max(MAX_DIMENSION_CM, `${label} must be at most ${MAX_DIMENSION_CM} cm`);
export const packageDimensionsSchema = z
  .strictObject({ length: dimension('Length'), width: dimension('Width'), height: dimension('Height') })
  .meta({ id: 'PackageDimensions', description: 'Centimetres' });
export type PackageDimensions = z.infer<typeof packageDimensionsSchema>;
const MAX_DECLARED_VALUE = 10_000_000;
export const declaredValueField = majorAmountSchema
  .min(0, 'Declared value cannot be negative')
  .max(MAX_DECLARED_VALUE, `Declared value must be at most ${MAX_DECLARED_VALUE}`);

// POST /quotes: a price for a shipment before (or without) a booking.
export const quoteInputSchema = z
  .strictObject({
    vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a transport mode' }),
    cargoWeightKg: z.number({ error: 'Weight is required' }).finite().gt(0, 'Weight must be greater than 0').max(1_000_000).optional(),
    dimensions: packageDimensionsSchema.optional(),
    cargoLines: cargoLinesSchema.optional(),
    declaredValue: declaredValueField.optional(),
    // With both places the answer carries the route and the emissions.
    pickupLocation: quoteLocationSchema.optional(),
    dropoffLocation: quoteLocationSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.cargoLines && value.cargoWeightKg === undefined) ctx.addIssue({ code: 'custom', path: ['cargoWeightKg'], message: 'Weight is required' });
    if (value.cargoLines && value.dimensions) ctx.addIssue({ code: 'custom', path: ['dimensions'], message: 'Give dimensions on each line' });
  })
  .superRefine(refineShipmentBounds)
  .meta({ id: 'QuoteInput' });
export type QuoteInput = z.infer<typeof quoteInputSchema>;

export function quoteForShipment(input: {
  vehicleType: VehicleType;
  cargoWeightKg?: number;
  dimensions?: PackageDimensions | null;
  cargoLines?: readonly CargoLine[] | null;
}): QuoteCents {
  return computeQuoteCents({
    serviceType: SERVICE_FOR_VEHICLE[input.vehicleType],
    weight: input.cargoWeightKg ?? 0,
    dimensions: input.dimensions ?? undefined,
    cargoLines: input.cargoLines ?? undefined,
  });
}

const QUOTE_LINE_CODES = ['base', 'insurance', 'handling'] as const;
export const quoteLineSchema = z.object({
  code: z.enum(QUOTE_LINE_CODES),
  description: z.string(),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The charge lines an invoice and the quotation page show (major units), derived from the cents. */
export function quoteLines(q: QuoteCents): QuoteLine[] {
  return [
    {
      code: 'base',
      description: `${SERVICE_LABELS[q.service]} freight (${q.chargeableWeightKg} kg chargeable)`,
      quantity: q.chargeableWeightKg,
      rate: RATE_PER_KG[q.service],
      amount: fromCents(q.baseCents),
    },
    { code: 'insurance', description: QUOTE_LABELS.insurance, quantity: 1, rate: fromCents(q.insuranceCents), amount: fromCents(q.insuranceCents) },
    { code: 'handling', description: QUOTE_LABELS.handling, quantity: 1, rate: fromCents(q.handlingCents), amount: fromCents(q.handlingCents) },
  ];
}
export const SERVICE_LABELS: Record<ServiceType, string> = { ground: 'Ground', air: 'Air', ocean: 'Ocean' };

// A booking's accepted quote as the API shows it: the Quote plus what was stored with it.
export const bookingQuoteSchema = quoteSchema
  .extend({
    service: z.enum(SERVICE_TYPES),
    chargeableWeightKg: z.number(),
    lines: z.array(quoteLineSchema),
    taxRatePercent: z.number(),
    tax: z.number(),
    amountDue: z.number().meta({ description: 'total + tax: what is charged and invoiced' }),
    quotedAt: z.string(),
    formulaVersion: z.string(),
  })
  .meta({ id: 'BookingQuote' });
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

export function toBookingQuote(q: QuoteCents, quotedAt: string): BookingQuote {
  return {
    ...toQuote(q),
    service: q.service,
    chargeableWeightKg: q.chargeableWeightKg,
    lines: quoteLines(q),
    taxRatePercent: q.taxRatePercent,
    tax: fromCents(q.taxCents),
    amountDue: fromCents(q.amountDueCents),
    quotedAt,
    formulaVersion: q.formulaVersion,
  };
}
