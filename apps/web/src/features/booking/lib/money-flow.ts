import type { Booking } from '@meridian/contracts';
import { ApiError } from '../../../lib/api-client';

// Quotation and payment need a booking; without one they go back to the wizard and say why (decision 0032).
export const NO_BOOKING_NOTICE = 'Start with a booking: the quote and payment pages open for a booking you have created.';
export const BOOKING_NOT_FOUND_NOTICE = 'We could not find that booking. Start a new one here.';

/** The booking id a money page works on: the URL's `?booking=` (a reload keeps it), else the route state's booking. */
export function bookingIdFrom(search: URLSearchParams, state: unknown): string {
  const fromUrl = search.get('booking')?.trim();
  if (fromUrl) return fromUrl;
  const booking = (state as { booking?: Pick<Booking, '_id'> } | null)?.booking;
  return booking?._id ?? '';
}

export const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
