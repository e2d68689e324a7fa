// POST /quotes (a price without a booking) and POST /bookings/{id}/quote (the booking's stored quote). The second is
// idempotent on the server (a second call returns the stored quote), so it is read like a query.
import type { Booking, Envelope, Quote, QuoteInput } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from '../../../api/bookings';

const quoteKeys = {
  preview: (input: QuoteInput) => ['quotes', 'preview', input] as const,
  booking: (bookingId: string) => [...bookingKeys.detail(bookingId), 'quote'] as const,
};

async function requestQuote(input: QuoteInput): Promise<Quote> {
  const body = await apiClient.post<Envelope<Quote>>('/quotes', input);
  return body.data;
}

/** The wizard's review step: the price of the answers as they are, before anything is booked (decision 0044). */
export function quotePreviewQueryOptions(input: QuoteInput) {
  return queryOptions({ queryKey: quoteKeys.preview(input), queryFn: () => requestQuote(input), staleTime: 5 * 60_000, retry: 1 });
}

async function quoteBooking(bookingId: string): Promise<Booking> {
  const body = await apiClient.post<Envelope<Booking>>(`/bookings/${encodeURIComponent(bookingId)}/quote`);
  return body.data;
}

function bookingQuoteQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: quoteKeys.booking(bookingId), queryFn: () => quoteBooking(bookingId), staleTime: Infinity });
}

export function useBookingQuote(bookingId: string) {
  return useQuery({ ...bookingQuoteQueryOptions(bookingId), enabled: bookingId !== '' });
}
