import { cardDigits, detectCardBrand, paymentFailureStatus, toPaymentFailureCode, type Payment, type PaymentRequest } from '@meridian/contracts';
import type { Types } from 'mongoose';
import { AppError, conflict, forbidden, isDuplicateKeyError, notFound } from '../../lib/errors';
import { assertChargeWithinCeiling } from '../../lib/charge-ceiling';
import { runIdempotent } from '../../lib/idempotency';
import { actorOf, actsFor, isStaff, type Actor } from '../../lib/auth';
import { findBookingById, isOrganizationBooking, type BookingRecord } from '../bookings/bookings.service';
import { ensureStoredQuote } from '../quotes/quotes.service';
import { findUserById, type UserRecord } from '../users/users.service';
import { applyChargeResult, finishPayment, recordCharged, releaseFailed } from './payment-completion';
import type { PaymentDeps } from './payment-deps';
import { fullName, toPayment } from './payment-view';
import { PAYMENT_MESSAGES } from './payments.messages';

export { mailUnpaidBooking } from './unpaid-booking-mail';
export { claimRefundableCents, refundForClaim,  } from './claim-refunds';
import type { PaymentDoc } from './payments.model';
import { findHoldingPayment, findPaymentById, insertPayment } from './payments.repository';
import { receiptFilename, type ReceiptPdfInput } from './receipt.pdf';

export type { PaymentDeps };
export type PayResult = { status: number; payment: Payment; replayed: boolean };

// A failure the customer can retry: the catalogue's words, the reason in `code` (402 the card was refused, 502 the provider
// could not decide), and no key kept, so Retry Payment may reuse it.
function paymentFailed(failureCode: string | null | undefined): AppError {
  const code = toPaymentFailureCode(failureCode);
  return new AppError(paymentFailureStatus(code), PAYMENT_MESSAGES.failed, { isTrusted: true, code });
}

/** What the idempotency record remembers of a request: never the card number or CVC. */
function paymentFingerprint(bookingId: string, request: PaymentRequest): unknown {
  if (request.method !== 'card') return { bookingId, method: request.method };
  const { number, cvc: _cvc, ...rest } = request.card;
  const digits = cardDigits(number);
  return { bookingId, method: 'card', card: { ...rest, brand: detectCardBrand(digits), last4: digits.slice(-4) } };
}

function alreadySettled(booking: BookingRecord): AppError | null {
  if (booking.status === 'cancelled') return conflict(PAYMENT_MESSAGES.cancelled);
  if (booking.paymentStatus === 'paid') return conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (booking.paymentStatus === 'invoiced') return conflict(PAYMENT_MESSAGES.alreadyInvoiced);
  if (booking.paymentStatus === 'refunded') return conflict(PAYMENT_MESSAGES.refunded);
  return null;
}

/** The answer for a payment as it now is; a failed one is the catalogue's failure (402 declined, 502 not decided). */
function answerFor(payment: PaymentDoc): Payment {
  if (payment.status === 'failed') throw paymentFailed(payment.failureCode);
  return toPayment(payment);
}

/**
 * POST /bookings/{id}/payments. Decisions 0024 and 0034: one Idempotency-Key per attempt, and the attempt's id
 * (chosen when the key is claimed) is the payment's id and the provider's reference. A resend of a completed attempt
 * replays its answer; a failed attempt (402/502) frees its key so Retry Payment may send it again; a resend after the
 * first request's process died takes the key over and finishes that same payment instead of charging again.
 */
export async function payForBooking(deps: PaymentDeps, bookingId: string, request: PaymentRequest, customer: UserRecord, idempotencyKey: string): Promise<PayResult> {
  const { answer, replayed } = await runIdempotent(
    { scope: 'payments.pay', owner: String(customer._id), key: idempotencyKey, request: paymentFingerprint(bookingId, request), inFlightMessage: PAYMENT_MESSAGES.keyInFlight },
    async (attempt) => ({ status: 201, payment: await attemptPayment(deps, bookingId, request, customer, attempt.id) }),
  );
  return { ...answer, replayed };
}

async function attemptPayment(deps: PaymentDeps, bookingId: string, request: PaymentRequest, customer: UserRecord, paymentId: Types.ObjectId): Promise<Payment> {
  const begun = await findPaymentById(String(paymentId));
  if (begun) return resumeAttempt(deps, begun, request);
  const found = await findBookingById(bookingId);
  if (!found || !isOrganizationBooking(found, actorOf(customer))) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
  const settled = alreadySettled(found);
  if (settled) throw settled;
  // Decision 0025: invoice terms are for Business bookings of an approved (KYC-verified) company.
  if (request.method === 'invoice' && !(customer.verified && found.customerType === 'Business')) throw forbidden(PAYMENT_MESSAGES.invoiceTermsRefused);
  // The quote is stored before any money moves; a booking paid without visiting the quotation is charged its formula price.
  const { booking } = await ensureStoredQuote(found);
  const amountDueCents = booking.quote!.amountDueCents;
  // Card, PayPal and invoice terms alike: nothing above the ceiling is charged or invoiced here.
  assertChargeWithinCeiling(amountDueCents, deps.maxChargeCents);
  // Decision 0106: the organization's credit notes pay first; the attempt's id names the draw, so a takeover finds it.
  const organizationId = String(booking.organizationId ?? booking.createdBy);
  const creditCents = await deps.credit.draw(organizationId, String(paymentId), amountDueCents);
  const amountCents = amountDueCents - creditCents;

  const digits = request.method === 'card' ? cardDigits(request.card.number) : '';
  let payment: PaymentDoc;
  try {
    payment = await insertPayment({
      _id: paymentId,
      bookingId: booking._id,
      ownerId: booking.createdBy,
      organizationId: booking.organizationId ?? booking.createdBy,
      amountCents,
      creditCents,
      currency: booking.quote!.currency,
      method: request.method,
      status: 'pending',
      card: request.method === 'card' ? { brand: detectCardBrand(digits), last4: digits.slice(-4), expMonth: request.card.expMonth, expYear: request.card.expYear } : null,
      provider: request.method === 'invoice' ? 'invoice' : deps.provider.name,
      holdsBooking: booking._id,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // A takeover raced the first request that is still alive: both drive the one payment.
    const same = await findPaymentById(String(paymentId));
    if (same) return resumeAttempt(deps, same, request);
    if (creditCents > 0) await deps.credit.release(organizationId, String(paymentId));
    // Another payment holds the booking (a second tab, a double click with a new key): charge once.
    const holder = await findHoldingPayment(booking._id);
    throw conflict(holder?.status === 'succeeded' ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.inProgress);
  }
  if (request.method === 'invoice') return toPayment(await finishPayment(deps, payment._id));
  return chargeAttempt(deps, payment, request);
}

/** Charges the attempt (the provider answers a repeated reference with its first outcome) and records the answer. */
async function chargeAttempt(deps: PaymentDeps, payment: PaymentDoc, request: PaymentRequest): Promise<Payment> {
  if (request.method === 'invoice') return toPayment(await finishPayment(deps, payment._id));
  // Decision 0106: credit paid it all, so there is nothing to ask the provider for.
  if (payment.amountCents === 0) return answerFor(await recordCharged(deps, payment, `credit_${String(payment._id)}`));
  const digits = request.method === 'card' ? cardDigits(request.card.number) : '';
  const result = await deps.provider.charge({
    reference: String(payment._id),
    amountCents: payment.amountCents,
    currency: payment.currency,
    method: request.method,
    ...(request.method === 'card' ? { card: { ...request.card, number: digits, brand: detectCardBrand(digits) } } : {}),
  });
  return answerFor(await applyChargeResult(deps, payment, result));
}

/** A same-key resend found its attempt's payment already begun (a takeover after a crash): carry it on. */
async function resumeAttempt(deps: PaymentDeps, payment: PaymentDoc, request: PaymentRequest): Promise<Payment> {
  switch (payment.status) {
    case 'pending':
      return chargeAttempt(deps, payment, request);
    case 'succeeded':
      return toPayment(await finishPayment(deps, payment._id));
    default:
      return answerFor(payment);
  }
}

/** POST /payments/{id}/authenticate: the sandbox's stand-in for the bank's 3-D Secure page. */
export async function authenticatePayment(deps: PaymentDeps, id: string, approve: boolean, customer: UserRecord): Promise<Payment> {
  const payment = await findPaymentById(id);
  if (!payment || !actsFor(actorOf(customer), payment.organizationId ?? payment.ownerId)) throw notFound(PAYMENT_MESSAGES.notFound);
  if (payment.status !== 'requires_authentication' || !payment.providerRef) throw conflict(PAYMENT_MESSAGES.notAwaitingAuthentication);
  const result = await deps.provider.confirmAuthentication(payment.providerRef, approve);
  if (result.outcome === 'declined') {
    await releaseFailed(deps, payment, result.code, null);
    throw paymentFailed(result.code);
  }
  const done = await recordCharged(deps, payment, payment.providerRef);
  if (done.status !== 'succeeded') throw conflict(PAYMENT_MESSAGES.notAwaitingAuthentication);
  return toPayment(done);
}

async function loadVisiblePayment(id: string, actor: Actor): Promise<PaymentDoc> {
  const payment = await findPaymentById(id);
  if (!payment || (!actsFor(actor, payment.organizationId ?? payment.ownerId) && !isStaff(actor))) throw notFound(PAYMENT_MESSAGES.notFound);
  return payment;
}

export async function getPayment(id: string, actor: Actor): Promise<Payment> {
  return toPayment(await loadVisiblePayment(id, actor));
}

export async function receiptDocument(deps: Pick<PaymentDeps, 'invoiceOf'>, id: string, actor: Actor): Promise<{ filename: string; input: ReceiptPdfInput }> {
  const payment = await loadVisiblePayment(id, actor);
  if (!payment.paidAt) throw conflict(PAYMENT_MESSAGES.noReceipt);
  const view = toPayment(payment);
  const [invoice, owner, booking] = await Promise.all([
    payment.invoiceId ? deps.invoiceOf(String(payment.bookingId)) : null,
    findUserById(String(payment.ownerId)),
    findBookingById(String(payment.bookingId)),
  ]);
  return {
    filename: receiptFilename(booking?.trackingNumber ?? '', invoice?.invoiceNumber ?? ''),
    input: { payment: view, invoiceNumber: invoice?.invoiceNumber ?? '', customerName: owner ? fullName(owner) : '', trackingNumber: booking?.trackingNumber ?? '' },
  };
}
