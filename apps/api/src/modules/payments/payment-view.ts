import { fromCents, type CardBrand, type Payment, type PaymentMethod, type PaymentRecordStatus } from '@meridian/contracts';
import type { PaymentDoc } from './payments.model';

const AUTHENTICATION_PROMPT = 'Your bank asks you to confirm this payment. Approve it to complete the payment.';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The record as the API answers it (contracts: paymentSchema): major units, instants as ISO strings. */
export function toPayment(doc: PaymentDoc): Payment {
  const status = doc.status as PaymentRecordStatus;
  return {
    _id: String(doc._id),
    bookingId: String(doc.bookingId),
    amount: fromCents(doc.amountCents),
    currency: 'USD',
    method: doc.method as PaymentMethod,
    status,
    card: doc.card?.last4
      ? { brand: (doc.card.brand ?? 'unknown') as CardBrand, last4: doc.card.last4, expMonth: doc.card.expMonth ?? 0, expYear: doc.card.expYear ?? 0 }
      : null,
    createdAt: iso(doc.createdAt),
    paidAt: doc.paidAt ? iso(doc.paidAt) : null,
    refund: doc.refund?.at ? { amount: fromCents(doc.refund.amountCents ?? 0), at: iso(doc.refund.at), reason: doc.refund.reason ?? '' } : null,
    invoiceId: doc.invoiceId ? String(doc.invoiceId) : null,
    nextAction: status === 'requires_authentication' ? { type: 'authenticate', message: AUTHENTICATION_PROMPT } : null,
  };
}

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
