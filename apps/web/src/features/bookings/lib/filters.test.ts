import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilter, paramsFromFilters } from './filters';

describe('bookings URL filters', () => {
  it('when the URL holds a status, dates and page, then they round-trip', () => {
    const filters = filtersFromParams(new URLSearchParams('status=Delivered&from=2026-01-01&to=2026-02-01&page=3'));
    expect(filters).toEqual({ status: 'delivered', from: '2026-01-01', to: '2026-02-01', page: 3 });
    expect(paramsFromFilters(filters).toString()).toBe('status=delivered&from=2026-01-01&to=2026-02-01&page=3');
    expect(hasFilter(filters)).toBe(true);
  });
  it('when the URL holds junk, then it is ignored', () => {
    const filters = filtersFromParams(new URLSearchParams('status=lost&from=yesterday&page=-2'));
    expect(filters).toEqual({ page: 1, status: undefined, from: undefined, to: undefined });
    expect(hasFilter(filters)).toBe(false);
  });
});
