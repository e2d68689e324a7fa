import type { Booking, Envelope } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getBooking(id: string): Promise<Booking> {
  const body = await apiClient.get<Envelope<Booking>>(`/bookings/${encodeURIComponent(id)}`);
  return body.data;
}

export function bookingQueryKey(id: string) {
  return ['bookings', 'detail', id] as const;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({ queryKey: bookingQueryKey(id), queryFn: () => getBooking(id) });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
