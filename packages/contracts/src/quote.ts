import { z } from 'zod';
import type { VehicleType } from './booking';
import { requiredText } from './text';

// Spec 9: the quote formula's constants.
export const SERVICE_TYPES = ['ground', 'air', 'ocean'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const RATE_PER_KG: Record<ServiceType, number> = { ground: 2.5, air: 8.5, ocean: 1.2 };
export const DELIVERY_DAYS: Record<ServiceType, string> = { ground: '3-5', air: '1-2', ocean: '15-30' };
/** The quote's service for a booking's vehicle: a road truck is ground freight, sea is ocean. */
export const SERVICE_FOR_VEHICLE: Record<VehicleType, ServiceType> = { truck: 'ground', air: 'air', sea: 'ocean' };
export const VOLUMETRIC_DIVISOR = 5000;
export const INSURANCE_RATE = 0.02;
export const HANDLING_FEE = 25;
export const QUOTE_CURRENCY = 'USD';

const positive = (label: string) => z.number({ error: `${label} is required` }).finite().positive(`${label} must be greater than 0`).max(1_000_000);

// Spec 3: the old quote shape.
export const quoteRequestSchema = z
  .strictObject({
    fromAddress: requiredText('From address', 300),
    toAddress: requiredText('To address', 300),
    serviceType: z.enum(SERVICE_TYPES),
    weight: positive('Weight'),
    dimensions: z.strictObject({
      length: positive('Length'),
      width: positive('Width'),
      height: positive('Height'),
    }),
    value: z.number().finite().min(0).max(100_000_000),
  })
  .meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteSchema = z
  .object({
    basePrice: z.number(),
    insurance: z.number(),
    handling: z.number(),
    total: z.number(),
    estimatedDays: z.string(),
    currency: z.literal(QUOTE_CURRENCY),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

const roundCents = (n: number) => Math.round(n * 100) / 100;

// Spec 9: chargeable weight is the larger of actual and volumetric (L x W x H / 5000); insurance 2% of base, rounded.
export function chargeableWeight(weight: number, dims: { length: number; width: number; height: number }): number {
  return Math.max(weight, (dims.length * dims.width * dims.height) / VOLUMETRIC_DIVISOR);
}

export function calculateQuote(request: Pick<QuoteRequest, 'serviceType' | 'weight' | 'dimensions'>): Quote {
  const basePrice = roundCents(chargeableWeight(request.weight, request.dimensions) * RATE_PER_KG[request.serviceType]);
  const insurance = Math.round(basePrice * INSURANCE_RATE);
  return {
    basePrice,
    insurance,
    handling: HANDLING_FEE,
    total: roundCents(basePrice + insurance + HANDLING_FEE),
    estimatedDays: DELIVERY_DAYS[request.serviceType],
    currency: QUOTE_CURRENCY,
  };
}
