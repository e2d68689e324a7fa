import { MESSAGES, toPaymentFailureCode, type Booking, type PaymentFailureCode, type SessionUser } from '@meridian/contracts';
import { ApiError, messageOr } from '../../../lib/api-client';

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `pay-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One key per attempt: a retry after a network error (the server may have charged) sends the same key so it cannot
 * charge twice; after an answer (declined, processing error) the attempt is over and the next one gets a new key.
 */
export function keepsKeyAfter(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/** Decision 0023: invoice terms are for Business bookings of users whose company is verified; the API enforces it. */
export function mayUseInvoiceTerms(booking: Pick<Booking, 'customerType'>, user: Pick<SessionUser, 'verified'> | null): boolean {
  return booking.customerType === 'Business' && user?.verified === true;
}

export const EMAIL_NOT_VERIFIED_NOTICE = 'Verify your e-mail address to pay. Your booking and its quote are kept until then.';

export const ALREADY_PAID_MESSAGE = 'This booking is already paid.';

/** spec 8: declines and processing errors read the spec's text; a refusal for a reason (403, 409) reads the server's. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return messageOr(error, ALREADY_PAID_MESSAGE);
  if (error instanceof ApiError && error.status === 403) return messageOr(error, MESSAGES.payment.failed);
  return MESSAGES.payment.failed;
}

export type PaymentFailureHelp = { code: PaymentFailureCode; hint: string; next: 'another-card' | 'try-again' };

// What each failure means for the customer and what to do next (decision 0024): a refused card wants another card or its
// details checked; a provider that could not decide wants the same payment tried again in a moment.
const HELP: Record<PaymentFailureCode, Omit<PaymentFailureHelp, 'code'>> = {
  card_declined: { hint: 'Your bank declined this card. Use another card, or ask your bank why.', next: 'another-card' },
  expired_card: { hint: 'This card has expired. Use another card.', next: 'another-card' },
  incorrect_cvc: { hint: 'The security code (CVC) did not match this card. Check it, or use another card.', next: 'another-card' },
  authentication_failed: { hint: 'Your bank could not confirm the payment. Try again and approve it, or use another card.', next: 'another-card' },
  processing_error: { hint: 'The payment provider could not process the payment just now; nothing was charged. Try again in a moment.', next: 'try-again' },
};

/** The help for a payment the API answered with a failure `code` (402 or 502); null for any other failure. */
export function paymentFailureHelp(error: unknown): PaymentFailureHelp | null {
  if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 502)) return null;
  const raw = (error.body as { code?: unknown } | undefined)?.code;
  const code = toPaymentFailureCode(typeof raw === 'string' ? raw : error.status === 502 ? 'processing_error' : 'card_declined');
  return { code, ...HELP[code] };
}
