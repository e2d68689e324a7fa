import { FILTER_RANGE_MESSAGE } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, dateRangeError, filtersFromParams, hasFilter, paramsFromFilters } from './filters';

describe('bookings URL filters', () => {
  it('when the URL holds a status, dates and page, then they round-trip', () => {
    const filters = filtersFromParams(new URLSearchParams('status=Delivered&from=2026-01-01&to=2026-02-01&page=3'));
    expect(filters).toEqual({ status: 'delivered', from: '2026-01-01', to: '2026-02-01', page: 3 });
    expect(paramsFromFilters(filters).toString()).toBe('status=delivered&from=2026-01-01&to=2026-02-01&page=3');
    expect(hasFilter(filters)).toBe(true);
    expect(activeFilterCount(filters)).toBe(3);
  });
  it('when the URL holds junk, then it is ignored', () => {
    const filters = filtersFromParams(new URLSearchParams('status=lost&from=yesterday&page=-2'));
    expect(filters).toEqual({ page: 1, status: undefined, from: undefined, to: undefined });
    expect(hasFilter(filters)).toBe(false);
  });
  it('when one value is junk, then only that one is dropped and the others are kept', () => {
    expect(filtersFromParams(new URLSearchParams('status=pending&from=2026-02-30&to=2026-03-01&page=2'))).toEqual({
      status: 'pending',
      to: '2026-03-01',
      page: 2,
    });
  });
  it('when the URL holds From after To, then To is dropped so the list still loads', () => {
    expect(filtersFromParams(new URLSearchParams('from=2026-03-01&to=2026-02-01'))).toEqual({ page: 1, from: '2026-03-01' });
  });
  it('when the URL holds a page the API would refuse or unknown keys, then page 1 is shown', () => {
    expect(filtersFromParams(new URLSearchParams('page=1.5&limit=5000&sort=x'))).toEqual({ page: 1 });
    expect(filtersFromParams(new URLSearchParams('page=999999999'))).toEqual({ page: 1 });
  });
});

describe('date range check (decision 0014)', () => {
  it('when From is after To, then the contract message is returned', () => {
    expect(dateRangeError({ from: '2026-03-02', to: '2026-03-01' })).toBe(FILTER_RANGE_MESSAGE);
  });
  it('when the range is open, equal or ordered, then there is no message', () => {
    expect(dateRangeError({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
    expect(dateRangeError({ from: '2026-03-01' })).toBeUndefined();
    expect(dateRangeError({ to: '2026-03-01' })).toBeUndefined();
    expect(dateRangeError({})).toBeUndefined();
  });
});
