import { bookingValidationFailure, MESSAGES } from '@meridian/contracts';
import { ApiError, messageOr } from '../../../lib/api-client';

export interface CreateFailure {
  banner: string;
  fields: Record<string, string>;
}

// Booking create: the words each failure shows. The validation rows come from the contracts, as the API's own `msg` does.
export function createBookingFailure(error: unknown): CreateFailure {
  if (error instanceof ApiError && error.isNetworkError) return { banner: MESSAGES.connectionError, fields: {} };
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    const failure = bookingValidationFailure(error.fields);
    return { banner: failure.message, fields: failure.fields };
  }
  return { banner: messageOr(error, MESSAGES.booking.createOther), fields: {} };
}
