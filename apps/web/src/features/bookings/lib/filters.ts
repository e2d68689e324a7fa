import { normalizeStatus } from '@meridian/contracts';
import type { BookingFilters } from '../api/get-bookings';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters and page live in the URL so reload and Back keep them. */
export function filtersFromParams(params: URLSearchParams): BookingFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    status: normalizeStatus(params.get('status')),
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
  };
}

export function paramsFromFilters(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasFilter(filters: BookingFilters): boolean {
  return Boolean(filters.status || filters.from || filters.to);
}
