import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { chargeableWeight } from './chargeable-weight';
import { calculateQuote, computeQuoteCents, QUOTE_FORMULA_VERSION, quoteForShipment, quoteLines, toBookingQuote } from './quote';

const box = { length: 10, width: 10, height: 10 };

describe('quote formula', () => {
  it('when actual weight is larger than volumetric, then ground charges 2.5 per kg', () => {
    expect(calculateQuote({ serviceType: 'ground', weight: 100, dimensions: box })).toEqual({
      basePrice: 250,
      insurance: 5,
      handling: 25,
      total: 280,
      estimatedDays: '3-5',
      currency: 'USD',
    });
  });

  it('when the parcel is bulky, then the volumetric weight (L x W x H / 5000) is charged', () => {
    const dims = { length: 100, width: 100, height: 100 }; // 200 kg volumetric
    expect(chargeableWeight(10, dims)).toBe(200);
    expect(calculateQuote({ serviceType: 'air', weight: 10, dimensions: dims })).toMatchObject({
      basePrice: 1700,
      insurance: 34,
      total: 1759,
      estimatedDays: '1-2',
    });
  });

  it('when shipping by ocean, then 1.2 per kg, insurance rounded, 15-30 days', () => {
    expect(calculateQuote({ serviceType: 'ocean', weight: 30, dimensions: box })).toMatchObject({
      basePrice: 36,
      insurance: 1,
      total: 62,
      estimatedDays: '15-30',
    });
  });
});

describe('quote in cents', () => {
  it('when no dimensions are given, then the actual weight is charged', () => {
    const q = computeQuoteCents({ serviceType: 'ground', weight: 100 });
    expect(q).toMatchObject({ baseCents: 25000, insuranceCents: 500, handlingCents: 2500, totalCents: 28000, taxCents: 2240, amountDueCents: 30240 });
  });

  it('when rates give fractions of a cent, then amounts stay whole cents and lines add up to the total', () => {
    const q = quoteForShipment({ vehicleType: 'air', cargoWeightKg: 37.37, dimensions: { length: 33, width: 21, height: 17 } });
    for (const v of [q.baseCents, q.insuranceCents, q.totalCents, q.taxCents, q.amountDueCents]) expect(Number.isInteger(v)).toBe(true);
    expect(q.baseCents).toBe(31765); // 37.37 kg x 8.5 = 317.645 -> 317.65
    const lines = quoteLines(q);
    expect(toCents(lines.reduce((s, l) => s + l.amount, 0))).toBe(q.totalCents);
  });

  it('when a booking quote is shown, then it carries the Quote fields plus tax and amount due', () => {
    const q = toBookingQuote(quoteForShipment({ vehicleType: 'sea', cargoWeightKg: 1000 }), '2026-11-23T10:00:00.000Z');
    expect(q).toMatchObject({ basePrice: 1200, insurance: 24, handling: 25, total: 1249, tax: 99.92, amountDue: 1348.92, currency: 'USD', estimatedDays: '15-30' });
    expect(q.formulaVersion).toBe(QUOTE_FORMULA_VERSION);
  });
});
