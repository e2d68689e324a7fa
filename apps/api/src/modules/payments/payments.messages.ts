import { MESSAGES } from '@meridian/contracts';

// What the payment endpoints answer, word for word (tests assert them).
export const PAYMENT_MESSAGES = {
  failed: MESSAGES.payment.failed,
  notFound: 'Payment not found',
  bookingNotFound: 'Booking not found',
  cancelled: 'This booking is cancelled and cannot be paid.',
  alreadyPaid: 'This booking is already paid.',
  alreadyInvoiced: 'This booking is already on invoice terms.',
  refunded: 'This booking was refunded and cannot be paid again.',
  inProgress: 'A payment for this booking is already in progress. Finish it or try again in a moment.',
  invoiceTermsRefused:
    'Pay by invoice is for business bookings of companies we have verified. Pay by card or PayPal, or complete your company verification first.',
  keyRequired: 'Send an Idempotency-Key header with every payment.',
  keyInFlight: 'This payment is still being processed. Try again in a moment.',
  notAwaitingAuthentication: 'This payment is not waiting for authentication.',
  noReceipt: 'This payment has not been completed, so there is no receipt.',
  quoteCancelled: 'This booking is cancelled, so it cannot be quoted.',
} as const;
