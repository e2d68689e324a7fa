import { bookingListQuerySchema, FILTER_RANGE_MESSAGE } from '@meridian/contracts';
import type { BookingFilters } from '../../../api/bookings';

const FILTER_KEYS = ['page', 'status', 'from', 'to'] as const;

/**
 * Filters and page live in the URL so reload and Back keep them. They are read through the same schema the API
 * applies; a hand-edited URL may hold junk, so whatever the schema refuses is dropped and the rest kept
 * (an impossible range drops To).
 */
export function filtersFromParams(params: URLSearchParams): BookingFilters {
  const candidate: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) candidate[key] = value;
  }
  for (;;) {
    const result = bookingListQuerySchema.safeParse(candidate);
    if (result.success) {
      const { page, status, from, to } = result.data;
      return { page, status, from, to };
    }
    const refused = result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => key in candidate);
    if (refused.length === 0) return { page: 1 };
    for (const key of refused) delete candidate[key];
  }
}

export function paramsFromFilters(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** How many of Status, From and To are set (the phone's Filters button shows it). */
export function activeFilterCount(filters: Pick<BookingFilters, 'status' | 'from' | 'to'>): number {
  return [filters.status, filters.from, filters.to].filter(Boolean).length;
}

export function hasFilter(filters: BookingFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** From after To is caught before any request, by the rule the API applies to the same query (decision 0014). */
export function dateRangeError(range: { from?: string; to?: string }): string | undefined {
  const { from, to } = range;
  const result = bookingListQuerySchema.safeParse({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return result.success ? undefined : result.error.issues.find((issue) => issue.message === FILTER_RANGE_MESSAGE)?.message;
}
