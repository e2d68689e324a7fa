import { MESSAGES } from '@meridian/contracts';
import { ApiError } from '../../../lib/api-client';

export interface CreateFailure {
  banner: string;
  fields: Record<string, string>;
}

const EMAIL_FIELDS = ['email', 'pickupPerson.email', 'receiverPerson.email'];

// spec 8: booking create rows.
export function createBookingFailure(error: unknown): CreateFailure {
  if (error instanceof ApiError && error.isNetworkError) return { banner: MESSAGES.connectionError, fields: {} };
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    const fields = error.fields;
    const emailProblems = Object.keys(fields).filter((key) => EMAIL_FIELDS.includes(key));
    if (emailProblems.length > 0 || /email/i.test(error.message)) {
      const emailFields = Object.fromEntries(
        (emailProblems.length ? emailProblems : ['email']).map((key) => [key, MESSAGES.booking.createEmailField]),
      );
      return { banner: MESSAGES.booking.createEmail, fields: emailFields };
    }
    return { banner: MESSAGES.booking.createValidation, fields };
  }
  const message = error instanceof ApiError && error.message !== 'Request failed' ? error.message : undefined;
  return { banner: message ?? MESSAGES.booking.createOther, fields: {} };
}
