import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingListQuerySchema, pageList, totalPagesFor } from './pagination';

describe('pager page list', () => {
  it('when there are 5 or fewer pages, then all are shown', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when on page 3 or earlier of more than 5, then 1 2 3 4 ... last', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageList(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });

  it('when on one of the last three pages, then 1 ... and the last four', () => {
    expect(pageList(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageList(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageList(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('when in the middle, then 1 ... prev current next ... last', () => {
    expect(pageList(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageList(4, 7)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 7]);
  });

  it('always shows the first, the last and the current page, ascending, at most 7 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, raw) => {
        const current = Math.min(raw, total);
        const items = pageList(current, total);
        const numbers = items.filter((i): i is number => i !== 'ellipsis');
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers).toContain(current);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('when there are no records, then there is still one page', () => {
    expect(totalPagesFor(0, 100)).toBe(1);
    expect(totalPagesFor(120, 100)).toBe(2);
  });
});

describe('booking list query', () => {
  it('when empty, then limit 100 and page 1', () => {
    expect(bookingListQuerySchema.parse({})).toEqual({ limit: 100, page: 1 });
  });

  it('when strings arrive from a URL, then numbers are coerced and status lower-cased', () => {
    expect(bookingListQuerySchema.parse({ limit: '20', page: '3', status: 'In-Transit' })).toMatchObject({
      limit: 20,
      page: 3,
      status: 'in-transit',
    });
  });

  it.each([{ limit: '0' }, { limit: '101' }, { page: '0' }, { status: 'lost' }, { from: '2026-13-40' }, { extra: '1' }, { limit: { $gt: '' } }])(
    'when the query is %j, then it is rejected',
    (query) => {
      expect(bookingListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('when from is after to, then it is rejected', () => {
    expect(bookingListQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(false);
  });
});
