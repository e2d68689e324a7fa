import { DEFAULT_PAGE_SIZE, type BookingList, type Envelope } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// spec 9: the screens ask for 100 per page; the server answers newest first with counts over every booking.
export async function getDashboardBookings(): Promise<BookingList> {
  const body = await apiClient.get<Envelope<BookingList>>(`/bookings/?limit=${DEFAULT_PAGE_SIZE}&page=1`);
  return body.data;
}

export function dashboardBookingsQueryOptions() {
  return queryOptions({ queryKey: ['bookings', 'dashboard'], queryFn: getDashboardBookings });
}

export function useDashboardBookings() {
  return useQuery(dashboardBookingsQueryOptions());
}
