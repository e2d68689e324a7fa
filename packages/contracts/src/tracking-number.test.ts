import { describe, expect, it } from 'vitest';
import { buildTrackingNumber, formatTrackingNumber, isValidTrackingNumber, TRACKING_ALPHABET, trackingPagePath } from './tracking-number';
import { trackingParamsSchema } from './tracking';

const seeded = (seed: number) => (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

describe('tracking numbers (decision 0018)', () => {
  it('builds numbers that validate, and formats them in groups people can read aloud', () => {
    const number = buildTrackingNumber(seeded(7));
    expect(number).toMatch(/^MX[0-9A-Z]{11}$/);
    expect(isValidTrackingNumber(number)).toBe(true);
    expect(formatTrackingNumber(number)).toMatch(/^MX-[0-9A-Z]{5}-[0-9A-Z]{6}$/);
    expect(isValidTrackingNumber(formatTrackingNumber(number).toLowerCase())).toBe(true);
  });

  // Luhn mod N has one blind spot: swapping 0 and Z (the alphabet's first and last symbols) next to each other.
  it('catches every single-character typo and every swap of two neighbours but 0 and Z', () => {
    for (let s = 1; s <= 20; s += 1) {
      const number = buildTrackingNumber(seeded(s));
      for (let i = 2; i < number.length; i += 1) {
        for (const c of TRACKING_ALPHABET) {
          if (c === number[i]) continue;
          expect(isValidTrackingNumber(number.slice(0, i) + c + number.slice(i + 1))).toBe(false);
        }
        const pair = `${number[i]}${number[i + 1]}`;
        if (i < number.length - 1 && number[i] !== number[i + 1] && pair !== '0Z' && pair !== 'Z0') {
          expect(isValidTrackingNumber(number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2))).toBe(false);
        }
      }
    }
  });

  it('accepts the sample numbers and refuses other DL- numbers and junk', () => {
    expect(trackingParamsSchema.parse({ trackingNumber: ' dl-1002 ' }).trackingNumber).toBe('DL-1002');
    for (const bad of ['DL-1004', '', 'MX', 'x'.repeat(41), '<script>', 'MX00000000001']) {
      expect(trackingParamsSchema.safeParse({ trackingNumber: bad }).success).toBe(false);
    }
  });
});

describe('trackingPagePath (decision 0085)', () => {
  it('when a link is made for a shipment, then it carries the number grouped as people read it, and a sample as it is', () => {
    expect(trackingPagePath('MX51F4BDZX1SF')).toBe('/track/MX-51F4B-DZX1SF');
    expect(trackingPagePath('DL-1001')).toBe('/track/DL-1001');
  });
});
