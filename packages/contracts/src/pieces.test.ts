import { describe, expect, it } from 'vitest';
import { buildSscc, cargoLinesSchema, cargoTotals, deriveCargoLine, expandPieces, gs1CheckDigit, isValidSscc, ssccSerialDigits } from './pieces';
import { shipmentChargeableWeight } from './chargeable-weight';
import { shipmentBoundsProblems } from './shipment-bounds';

describe('GS1 SSCC', () => {
  it("when GS1's published SSCC examples are checked, then the check digits agree", () => {
    // GS1 General Specifications' SSCC example with the documentation prefix 0614141, and GS1's check digit
    // calculator example for an 18-digit key.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(isValidSscc('106141411234567897')).toBe(true);
    expect(gs1CheckDigit('37610425002123456')).toBe(9);
    expect(isValidSscc('376104250021234569')).toBe(true);
  });

  it('when one digit of a valid SSCC changes, then it is no longer valid', () => {
    expect(isValidSscc('106141411234567898')).toBe(false);
    expect(isValidSscc('106141411234567997')).toBe(false);
    expect(isValidSscc('10614141123456789')).toBe(false);
    expect(isValidSscc('1061414112345678a7')).toBe(false);
  });

  it('when built from extension digit, prefix and serial, then it has 18 digits, the serial padded and a valid check digit', () => {
    const sscc = buildSscc({ extensionDigit: 0, companyPrefix: '0614141', serial: 42 });
    expect(sscc).toHaveLength(18);
    expect(sscc.slice(0, 8)).toBe('00614141');
    expect(sscc.slice(8, 17)).toBe('000000042');
    expect(isValidSscc(sscc)).toBe(true);
    expect(ssccSerialDigits('0614141')).toBe(9);
    expect(ssccSerialDigits('061414123')).toBe(7);
  });

  it('when the serial does not fit beside the prefix, then building refuses rather than writing 19 digits', () => {
    expect(() => buildSscc({ extensionDigit: 0, companyPrefix: '0614141', serial: 1_000_000_000 })).toThrow(RangeError);
    expect(() => buildSscc({ extensionDigit: 0, companyPrefix: '12', serial: 1 })).toThrow(RangeError);
  });
});

describe('cargo lines and pieces', () => {
  const lines = [
    { type: 'pallet' as const, count: 2, weightKg: 400.5, lengthCm: 120, widthCm: 80, heightCm: 150 },
    { type: 'box' as const, count: 3, weightKg: 12.25 },
  ];

  it('when lines are given, then the totals are their sums and every physical piece gets one SSCC in line order', () => {
    expect(cargoTotals(lines)).toEqual({ cargoWeightKg: 837.75, quantity: 5 });
    const ssccs = [1, 2, 3, 4, 5].map((serial) => buildSscc({ extensionDigit: 0, companyPrefix: '0614141', serial }));
    const pieces = expandPieces(lines, ssccs);
    expect(pieces.map((p) => [p.index, p.type, p.sscc])).toEqual(ssccs.map((sscc, i) => [i + 1, i < 2 ? 'pallet' : 'box', sscc]));
    expect(pieces[0]).toMatchObject({ lengthCm: 120, widthCm: 80, heightCm: 150 });
    expect(pieces[4]).not.toHaveProperty('lengthCm');
  });

  it('when a booking has only totals, then one line of boxes shares the weight, and overall dimensions size a piece only when it is alone', () => {
    expect(deriveCargoLine({ quantity: 4, cargoWeightKg: 100, dimensions: { length: 100, width: 100, height: 100 } })).toEqual({ type: 'box', count: 4, weightKg: 25 });
    expect(deriveCargoLine({ quantity: 1, cargoWeightKg: 7, dimensions: { length: 10, width: 20, height: 30 } })).toEqual({
      type: 'box',
      count: 1,
      weightKg: 7,
      lengthCm: 10,
      widthCm: 20,
      heightCm: 30,
    });
  });

  it('when a line gives one or two sides, or the lines carry more than 1,000 pieces, then they are refused', () => {
    expect(cargoLinesSchema.safeParse([{ type: 'box', count: 1, weightKg: 1, lengthCm: 10 }]).success).toBe(false);
    expect(cargoLinesSchema.safeParse([{ type: 'box', count: 600, weightKg: 1 }, { type: 'box', count: 401, weightKg: 1 }]).success).toBe(false);
    expect(cargoLinesSchema.safeParse([{ type: 'box', count: 600, weightKg: 1 }, { type: 'box', count: 400, weightKg: 1 }]).success).toBe(true);
    expect(cargoLinesSchema.safeParse([{ type: 'barrel', count: 1, weightKg: 1 }]).success).toBe(false);
  });

  it('when lines carry sizes, then chargeable weight is per piece; with overall dimensions the old formula holds', () => {
    // Pallets: 120 x 80 x 150 / 5000 = 288 kg volumetric < 400.5 actual; a light box 60 x 40 x 40 -> 19.2 kg > 2 kg.
    expect(
      shipmentChargeableWeight({
        cargoLines: [
          { count: 2, weightKg: 400.5, lengthCm: 120, widthCm: 80, heightCm: 150 },
          { count: 3, weightKg: 2, lengthCm: 60, widthCm: 40, heightCm: 40 },
        ],
      }),
    ).toBeCloseTo(2 * 400.5 + 3 * 19.2, 6);
    expect(shipmentChargeableWeight({ cargoWeightKg: 10, dimensions: { length: 100, width: 100, height: 100 }, cargoLines: [{ count: 2, weightKg: 5 }] })).toBe(200);
  });

  it('when a line has a side too long for its mode, then the bound names that line', () => {
    const problems = shipmentBoundsProblems({ vehicleType: 'air', cargoLines: [{ count: 1, weightKg: 5 }, { count: 1, weightKg: 5, lengthCm: 400, widthCm: 10, heightCm: 10 }] });
    expect(problems.map((p) => p.path)).toEqual([['cargoLines', 1, 'lengthCm']]);
  });
});
