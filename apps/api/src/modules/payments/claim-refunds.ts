import { formatMoney, refundableCents, SETTLEMENT_MESSAGES } from '@meridian/contracts';
import { conflict } from '../../lib/errors';
import type { PaymentDeps } from './payment-deps';
import type { PaymentDoc } from './payments.model';
import { findHoldingPayment, findPaymentById, recordClaimRefundRef, reserveClaimRefund } from './payments.repository';

export type ClaimRefund = { amountCents: number; at: Date; refundRef: string };

const refundedSoFar = (payment: PaymentDoc) => (payment.claimRefundedCents ?? 0) + (payment.refund?.amountCents ?? 0);

/** The card or PayPal charge of a booking that a claim may refund to; 409 when there is none. */
async function chargedPayment(bookingId: string): Promise<PaymentDoc> {
  const payment = await findHoldingPayment(bookingId);
  if (!payment || payment.status !== 'succeeded' || payment.method === 'invoice') throw conflict(SETTLEMENT_MESSAGES.notPaidByCard);
  return payment;
}

/** The most a claim may refund to the booking now (the settlement checks it before it begins). */
export async function claimRefundableCents(bookingId: string): Promise<number> {
  const payment = await chargedPayment(bookingId);
  return refundableCents(payment.amountCents, refundedSoFar(payment));
}

/**
 * Decision 0106: refunds `amountCents` of the booking's charge for a settled claim, once per `reference`, whatever
 * crashes and retries happen. The refund is first reserved on the payment (one guarded write that never lets the
 * claims' refunds pass what was charged), then asked of the provider with the reference as its idempotency key
 * (decision 0067), then its provider reference recorded. A run cut short finds its reservation and carries on.
 */
export async function refundForClaim(deps: Pick<PaymentDeps, 'provider'>, bookingId: string, reference: string, amountCents: number): Promise<ClaimRefund> {
  let payment = await chargedPayment(bookingId);
  let reserved = payment.claimRefunds?.find((r) => r.reference === reference);
  if (!reserved) {
    const most = payment.amountCents - (payment.refund?.amountCents ?? 0) - amountCents;
    const after = most < 0 ? null : await reserveClaimRefund(payment._id, reference, amountCents, most, new Date());
    payment = after ?? (await findPaymentById(String(payment._id))) ?? payment;
    reserved = payment.claimRefunds?.find((r) => r.reference === reference);
    if (!reserved) throw conflict(SETTLEMENT_MESSAGES.refundOverPaid(formatMoney(refundableCents(payment.amountCents, refundedSoFar(payment)), payment.currency)));
  }
  const at = reserved.at ?? new Date();
  if (reserved.refundRef) return { amountCents: reserved.amountCents ?? amountCents, at, refundRef: reserved.refundRef };
  const { refundRef } = await deps.provider.refund(payment.providerRef ?? '', reserved.amountCents ?? amountCents, reference);
  await recordClaimRefundRef(payment._id, reference, refundRef);
  return { amountCents: reserved.amountCents ?? amountCents, at, refundRef };
}
