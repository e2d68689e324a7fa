import { MESSAGES, PAYMENT_FAILURE_MESSAGES, toPaymentFailureCode, type Booking, type PaymentFailureCode, type PaymentNextStep, type SessionUser } from '@meridian/contracts';
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

const ALREADY_PAID_MESSAGE = 'This booking is already paid.';

/** Declines and processing errors read the catalogue's text; a refusal for a reason (403, 409) reads the server's. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return messageOr(error, ALREADY_PAID_MESSAGE);
  if (error instanceof ApiError && error.status === 403) return messageOr(error, MESSAGES.payment.failed);
  return MESSAGES.payment.failed;
}

export type PaymentFailureHelp = { code: PaymentFailureCode; message: string; hint: string; next: PaymentNextStep };

/** The one place the API's failure codes become the customer's words (contracts: PAYMENT_FAILURE_MESSAGES). */
export function paymentFailureHelpFor(code: PaymentFailureCode): PaymentFailureHelp {
  return { code, ...PAYMENT_FAILURE_MESSAGES[code] };
}

/** The help for a payment the API answered with a failure `code` (402 or 502); null for any other failure. */
export function paymentFailureHelp(error: unknown): PaymentFailureHelp | null {
  if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 502)) return null;
  const raw = (error.body as { code?: unknown } | undefined)?.code;
  return paymentFailureHelpFor(toPaymentFailureCode(typeof raw === 'string' ? raw : error.status === 502 ? 'processing_error' : 'card_declined'));
}
