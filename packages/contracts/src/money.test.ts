import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, percentOfCents, sumCents, taxCents, toCents } from './money';

describe('money in integer cents', () => {
  it('when a major amount has float noise, then toCents still gives the exact cents', () => {
    expect(toCents(1006.5)).toBe(100650);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(100650)).toBe(1006.5);
  });

  it('when tax is 8% of a subtotal, then it is rounded half up to a whole cent', () => {
    expect(taxCents(100650)).toBe(8052);
    expect(taxCents(1)).toBe(0);
    expect(taxCents(7)).toBe(1); // 0.56 -> 1
    expect(percentOfCents(-100650, 8)).toBe(-8052);
  });

  it('when amounts are summed, then no cent is lost', () => {
    expect(sumCents(Array.from({ length: 10 }, () => 10))).toBe(100);
  });

  it('when money is shown, then it carries the currency and two decimals', () => {
    expect(formatMoney(100650)).toBe('$1,006.50');
    expect(formatMoney(0)).toBe('$0.00');
  });
});
