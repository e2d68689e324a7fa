import { DEFAULT_PAGE_SIZE, type BookingList, type BookingStatus, type Envelope } from '@meridian/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface BookingFilters {
  page: number;
  status?: BookingStatus;
  from?: string;
  to?: string;
}

export async function getBookings(filters: BookingFilters): Promise<BookingList> {
  const params = new URLSearchParams({ limit: String(DEFAULT_PAGE_SIZE), page: String(filters.page) });
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const body = await apiClient.get<Envelope<BookingList>>(`/bookings/?${params.toString()}`);
  return body.data;
}

export const bookingsQueryKey = ['bookings'] as const;

export function bookingsQueryOptions(filters: BookingFilters) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'list', filters],
    queryFn: () => getBookings(filters),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(filters: BookingFilters) {
  return useQuery(bookingsQueryOptions(filters));
}
