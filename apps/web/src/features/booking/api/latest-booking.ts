// GET /bookings/?limit=1: the organization's most recent booking (the list is newest first and scoped to the
// organization, decision 0055). The wizard starts a new booking's countries from it.
import type { Booking, BookingList, Envelope } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { apiClient } from '../../../lib/api-client';

async function getLatestBooking(): Promise<Booking | null> {
  const body = await apiClient.get<Envelope<BookingList>>('/bookings/?limit=1&page=1');
  return body.data.records[0] ?? null;
}

function latestBookingQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: [...bookingKeys.lists(), 'latest'] as const, queryFn: getLatestBooking, enabled, staleTime: 60_000, retry: false });
}

export function useLatestBooking({ enabled }: { enabled: boolean }) {
  return useQuery(latestBookingQueryOptions(enabled));
}
