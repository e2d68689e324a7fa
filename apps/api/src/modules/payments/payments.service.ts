import {
  cardDigits,
  detectCardBrand,
  formatMoney,
  type Payment,
  type PaymentRequest,
} from '@meridian/contracts';
import { AppError, conflict, forbidden, isDuplicateKeyError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/request-hash';
import { isStaff, type Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import type { BookingDoc } from '../bookings/bookings.service';
import { emailInvoice, findInvoiceById, invoiceUrl, issueInvoice, renderToBuffer } from '../invoices/invoices.service';
import { enqueueMail } from '../mail/mail.service';
import { ensureStoredQuote } from '../quotes/quotes.service';
import { findUserById, type UserDoc } from '../users/users.service';
import type { PaymentProvider } from './provider';
import { fullName, toPayment } from './payment-view';
import { PAYMENT_MESSAGES } from './payments.messages';
import type { PaymentDoc } from './payments.model';
import {
  completePaymentKey,
  deletePaymentKey,
  findBookingById,
  findHoldingPayment,
  findPaymentById,
  findPaymentKey,
  insertPayment,
  insertPaymentKey,
  setBookingPaymentStatus,
  updatePayment,
} from './payments.repository';
import { receiptFilename, writeReceiptPdf, type ReceiptPdfInput } from './receipt.pdf';

export type PayResult = { status: number; payment: Payment; replayed: boolean };

/** What moving money needs besides its input: the provider that charges, and the bus its consequences are told on. */
export type PaymentDeps = { provider: PaymentProvider; events: EventBus };

// A failure the customer can retry: the spec's words, and no key kept, so Retry Payment may reuse it.
const paymentFailed = (status: 402 | 502) => new AppError(status, PAYMENT_MESSAGES.failed, { isTrusted: true });

/** What the idempotency record remembers of a request: never the card number or CVC. */
function paymentRequestHash(bookingId: string, request: PaymentRequest): string {
  if (request.method !== 'card') return requestHash({ bookingId, method: request.method });
  const { number, cvc: _cvc, ...rest } = request.card;
  const digits = cardDigits(number);
  return requestHash({ bookingId, method: 'card', card: { ...rest, brand: detectCardBrand(digits), last4: digits.slice(-4) } });
}

function alreadySettled(booking: BookingDoc): AppError | null {
  if (booking.status === 'cancelled') return conflict(PAYMENT_MESSAGES.cancelled);
  if (booking.paymentStatus === 'paid') return conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (booking.paymentStatus === 'invoiced') return conflict(PAYMENT_MESSAGES.alreadyInvoiced);
  if (booking.paymentStatus === 'refunded') return conflict(PAYMENT_MESSAGES.refunded);
  return null;
}

/**
 * POST /bookings/{id}/payments. Decision 0024: one Idempotency-Key per attempt; a resend of a completed attempt
 * replays its answer, a failed attempt (402/502) frees its key so Retry Payment may send it again.
 */
export async function payForBooking(deps: PaymentDeps, bookingId: string, request: PaymentRequest, customer: UserDoc, idempotencyKey: string): Promise<PayResult> {
  const owner = String(customer._id);
  const hash = paymentRequestHash(bookingId, request);
  const replay = async (): Promise<PayResult | null> => {
    const previous = await findPaymentKey(owner, idempotencyKey);
    if (!previous) return null;
    if (previous.requestHash !== hash) throw new AppError(422, PAYMENT_MESSAGES.keyMismatch);
    if (previous.state !== 'done') throw new AppError(409, PAYMENT_MESSAGES.keyInFlight, { headers: { 'Retry-After': '1' } });
    return { status: previous.responseStatus ?? 201, payment: previous.responseBody as Payment, replayed: true };
  };
  const replayed = await replay();
  if (replayed) return replayed;
  try {
    await insertPaymentKey(owner, idempotencyKey, hash);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await replay();
    if (winner) return winner;
    throw error;
  }
  try {
    const payment = await attemptPayment(deps, bookingId, request, customer);
    await completePaymentKey(owner, idempotencyKey, 201, payment._id, payment);
    return { status: 201, payment, replayed: false };
  } catch (error) {
    await deletePaymentKey(owner, idempotencyKey).catch(() => undefined);
    throw error;
  }
}

async function attemptPayment(deps: PaymentDeps, bookingId: string, request: PaymentRequest, customer: UserDoc): Promise<Payment> {
  const found = await findBookingById(bookingId);
  if (!found || String(found.createdBy) !== String(customer._id)) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
  const settled = alreadySettled(found);
  if (settled) throw settled;
  // Decision 0025: invoice terms are for Business bookings of an approved (KYC-verified) company.
  if (request.method === 'invoice' && !(customer.verified && found.customerType === 'Business')) throw forbidden(PAYMENT_MESSAGES.invoiceTermsRefused);
  // The quote is stored before any money moves; a booking paid without visiting the quotation is charged its formula price.
  const { booking } = await ensureStoredQuote(found);
  const amountCents = booking.quote!.amountDueCents;

  const digits = request.method === 'card' ? cardDigits(request.card.number) : '';
  let payment: PaymentDoc;
  try {
    payment = await insertPayment({
      bookingId: booking._id,
      ownerId: booking.createdBy,
      amountCents,
      currency: booking.quote!.currency,
      method: request.method,
      status: 'pending',
      card: request.method === 'card' ? { brand: detectCardBrand(digits), last4: digits.slice(-4), expMonth: request.card.expMonth, expYear: request.card.expYear } : null,
      provider: request.method === 'invoice' ? 'invoice' : deps.provider.name,
      holdsBooking: booking._id,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another payment holds the booking (a second tab, a double click with a new key): charge once.
    const holder = await findHoldingPayment(booking._id);
    throw conflict(holder?.status === 'succeeded' ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.inProgress);
  }

  if (request.method === 'invoice') return putOnInvoiceTerms(deps, payment, booking, customer);

  const result = await deps.provider.charge({
    reference: String(payment._id),
    amountCents,
    currency: payment.currency,
    method: request.method,
    ...(request.method === 'card' ? { card: { ...request.card, number: digits, brand: detectCardBrand(digits) } } : {}),
  });
  switch (result.outcome) {
    case 'succeeded':
      return toPayment(await completeSucceeded(deps, payment, result.providerRef, customer));
    case 'requires_authentication': {
      const waiting = await updatePayment(payment._id, ['pending'], { $set: { status: 'requires_authentication', providerRef: result.providerRef } });
      return toPayment(waiting ?? payment);
    }
    case 'declined':
      await releaseFailed(payment, result.code, result.providerRef);
      throw paymentFailed(402);
    case 'processing_error':
      await releaseFailed(payment, result.code, null);
      throw paymentFailed(502);
  }
}

async function releaseFailed(payment: PaymentDoc, code: string, providerRef: string | null): Promise<void> {
  await updatePayment(payment._id, ['pending', 'requires_authentication'], {
    $set: { status: 'failed', failureCode: code, ...(providerRef ? { providerRef } : {}) },
    $unset: { holdsBooking: 1 },
  });
}

async function completeSucceeded(deps: PaymentDeps, payment: PaymentDoc, providerRef: string, customer: UserDoc): Promise<PaymentDoc> {
  const paidAt = new Date();
  const paid = await updatePayment(payment._id, ['pending', 'requires_authentication'], { $set: { status: 'succeeded', providerRef, paidAt } });
  if (!paid) throw conflict(PAYMENT_MESSAGES.notAwaitingAuthentication);
  const booking = await setBookingPaymentStatus(payment.bookingId, ['unpaid'], 'paid');
  const current = booking ?? (await findBookingById(String(payment.bookingId)));
  if (!current) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
  const invoice = await issueInvoice(deps.events, { booking: current, customer, terms: 'paid', paymentId: String(paid._id), issuedAt: paidAt });
  const linked = (await updatePayment(paid._id, ['succeeded'], { $set: { invoiceId: invoice._id } })) ?? paid;
  await mailReceipt(linked, invoice.invoiceNumber, customer);
  return linked;
}

async function putOnInvoiceTerms(deps: PaymentDeps, payment: PaymentDoc, booking: BookingDoc, customer: UserDoc): Promise<Payment> {
  const invoiced = await setBookingPaymentStatus(booking._id, ['unpaid'], 'invoiced');
  if (!invoiced) throw conflict(PAYMENT_MESSAGES.inProgress);
  const invoice = await issueInvoice(deps.events, { booking: invoiced, customer, terms: 'net-30', paymentId: String(payment._id) });
  const linked = (await updatePayment(payment._id, ['pending'], { $set: { invoiceId: invoice._id } })) ?? payment;
  await emailInvoice(String(invoice._id), { id: String(customer._id), role: 'customer' }, `invoice:${String(invoice._id)}`);
  return toPayment(linked);
}

async function mailReceipt(payment: PaymentDoc, invoiceNumber: string, customer: UserDoc): Promise<void> {
  const view = toPayment(payment);
  const pdf = await renderToBuffer((out) => writeReceiptPdf({ payment: view, invoiceNumber, customerName: fullName(customer) }, out));
  await enqueueMail({
    to: customer.email,
    template: 'receipt',
    data: {
      customerName: fullName(customer),
      paymentId: view._id,
      invoiceNumber,
      amount: formatMoney(payment.amountCents),
      paidAt: view.paidAt ?? view.createdAt,
      invoiceUrl: invoiceUrl(String(payment.invoiceId)),
    },
    attachments: [{ filename: receiptFilename(view), contentType: 'application/pdf', content: pdf }],
    dedupeKey: `receipt:${view._id}`,
  });
}

/** POST /payments/{id}/authenticate: the sandbox's stand-in for the bank's 3-D Secure page. */
export async function authenticatePayment(deps: PaymentDeps, id: string, approve: boolean, customer: UserDoc): Promise<Payment> {
  const payment = await findPaymentById(id);
  if (!payment || String(payment.ownerId) !== String(customer._id)) throw notFound(PAYMENT_MESSAGES.notFound);
  if (payment.status !== 'requires_authentication' || !payment.providerRef) throw conflict(PAYMENT_MESSAGES.notAwaitingAuthentication);
  const result = await deps.provider.confirmAuthentication(payment.providerRef, approve);
  if (result.outcome === 'declined') {
    await releaseFailed(payment, result.code, null);
    throw paymentFailed(402);
  }
  return toPayment(await completeSucceeded(deps, payment, payment.providerRef, customer));
}

async function loadVisiblePayment(id: string, actor: Actor): Promise<PaymentDoc> {
  const payment = await findPaymentById(id);
  if (!payment || (String(payment.ownerId) !== actor.id && !isStaff(actor))) throw notFound(PAYMENT_MESSAGES.notFound);
  return payment;
}

export async function getPayment(id: string, actor: Actor): Promise<Payment> {
  return toPayment(await loadVisiblePayment(id, actor));
}

export async function receiptDocument(id: string, actor: Actor): Promise<{ filename: string; input: ReceiptPdfInput }> {
  const payment = await loadVisiblePayment(id, actor);
  if (!payment.paidAt) throw conflict(PAYMENT_MESSAGES.noReceipt);
  const view = toPayment(payment);
  const [invoice, owner] = await Promise.all([payment.invoiceId ? findInvoiceById(String(payment.invoiceId)) : null, findUserById(String(payment.ownerId))]);
  return { filename: receiptFilename(view), input: { payment: view, invoiceNumber: invoice?.invoiceNumber ?? '', customerName: owner ? fullName(owner) : '' } };
}
