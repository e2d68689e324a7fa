// Where a booking stands with money (decision 0025). 'invoiced' is on invoice terms (due in 30 days), not yet paid.
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'invoiced', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', invoiced: 'On invoice terms', refunded: 'Refunded' };
