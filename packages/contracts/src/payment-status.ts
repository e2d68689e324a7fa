// Where a booking stands with money (decision 0025). 'invoiced' is on invoice terms (due in 30 days), not yet paid.
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'invoiced', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', invoiced: 'On invoice terms', refunded: 'Refunded' };

// Decision 0025: invoice terms are for Business bookings of a company we have verified.
export function hasInvoiceTerms(customer: { verified?: boolean | null } | null | undefined, customerType: string): boolean {
  return Boolean(customer?.verified) && customerType === 'Business';
}

// Decision 0083: payment before dispatch. Paid and invoiced bookings, and any booking of a customer on invoice terms,
// are confirmed as they are; any other confirmation needs the operator's reason, kept in the history.
export function needsUnpaidReason(paymentStatus: PaymentStatus, invoiceTerms: boolean): boolean {
  return !invoiceTerms && paymentStatus !== 'paid' && paymentStatus !== 'invoiced';
}
export const UNPAID_REASON_FIELD = 'unpaidReason';
export const UNPAID_REASON_REQUIRED = 'This booking is not paid. Give a reason (unpaidReason) to confirm it before payment.';
export const UNPAID_REASON_LABEL = 'Reason to confirm before payment';
export const UNPAID_CONFIRMATION_LABEL = 'Confirmed before payment';
