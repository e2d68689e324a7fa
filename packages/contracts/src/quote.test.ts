import { describe, expect, it } from 'vitest';
import { calculateQuote, chargeableWeight } from './quote';

const box = { length: 10, width: 10, height: 10 };

describe('quote formula (spec 9)', () => {
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
