import { SERVICE_TYPES } from '@meridian/contracts';

/**
 * A quote in integer cents as MongoDB stores it (contracts: QuoteCents): on the booking when accepted, copied onto
 * the invoice when issued, so the two can never drift apart in shape.
 */
export const quoteCentsFields = {
  service: { type: String, enum: SERVICE_TYPES, required: true },
  chargeableWeightKg: { type: Number, required: true },
  baseCents: { type: Number, required: true },
  insuranceCents: { type: Number, required: true },
  handlingCents: { type: Number, required: true },
  totalCents: { type: Number, required: true },
  taxRatePercent: { type: Number, required: true },
  taxCents: { type: Number, required: true },
  amountDueCents: { type: Number, required: true },
  estimatedDays: { type: String, required: true },
  currency: { type: String, required: true },
  formulaVersion: { type: String, required: true },
} as const;
