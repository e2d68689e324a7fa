// GET /bookings/ and GET /bookings/{id}: read by My Bookings, the booking detail and the dashboard, so they live
// here once, with the query keys every mutation invalidates through.
import {
  DEFAULT_PAGE_SIZE,
  type Booking,
  type BookingCounts,
  type BookingList,
  type BookingListQueryInput,
  type BookingStatus,
  type Envelope,
} from '@meridian/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

export interface BookingFilters {
  page: number;
  status?: BookingStatus;
  from?: string;
  to?: string;
}

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: BookingFilters) => [...bookingKeys.lists(), filters] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  detail: (id: string) => [...bookingKeys.details(), id] as const,
  counts: () => [...bookingKeys.all, 'counts'] as const,
};

async function getBookings(filters: BookingFilters): Promise<BookingList> {
  const query: BookingListQueryInput = { limit: DEFAULT_PAGE_SIZE, page: filters.page, ...pickDefined(filters) };
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const body = await apiClient.get<Envelope<BookingList>>(`/bookings/?${params.toString()}`);
  return body.data;
}

function pickDefined(filters: BookingFilters): Partial<BookingFilters> {
  const { status, from, to } = filters;
  return Object.fromEntries(Object.entries({ status, from, to }).filter(([, value]) => value !== undefined && value !== ''));
}

function bookingListQueryOptions(filters: BookingFilters) {
  return queryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: () => getBookings(filters),
    placeholderData: keepPreviousData,
  });
}

export function useBookingList(filters: BookingFilters) {
  return useQuery(bookingListQueryOptions(filters));
}

async function getBooking(id: string): Promise<Booking> {
  const body = await apiClient.get<Envelope<Booking>>(`/bookings/${encodeURIComponent(id)}`);
  return body.data;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id) });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}

/** The caller's counts per status alone (the mobile menu's tiles): the list call's counts, with one record. */
async function getBookingCounts(): Promise<BookingCounts> {
  const body = await apiClient.get<Envelope<BookingList>>('/bookings/?limit=1&page=1');
  return body.data.counts;
}

export function bookingCountsQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.counts(), queryFn: getBookingCounts });
}
