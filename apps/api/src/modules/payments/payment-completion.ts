import { formatMoney, formatTrackingNumber } from '@meridian/contracts';
import { conflict, notFound } from '../../lib/errors';
import mongoose from 'mongoose';
import type { InvoiceFacts } from '../../lib/domain-events';
import { renderToBuffer } from '../../lib/pdf';
import { enqueueMail } from '../mail/mail.service';
import { findUserById, recipientDedupeKey, recordRecipients, type UserRecord } from '../users/users.service';
import type { PaymentDeps } from './payment-deps';
import { fullName, toPayment } from './payment-view';
import { PAYMENT_MESSAGES } from './payments.messages';
import type { PaymentDoc } from './payments.model';
import { findBookingById, markInvoiced, markPaid, toBooking } from '../bookings/bookings.service';
import { findPaymentById, updatePayment, type Id } from './payments.repository';
import type { ChargeResult } from './provider';
import { receiptFilename, writeReceiptPdf } from './receipt.pdf';

// Decision 0034: a payment is a small state machine, pending -> succeeded | requires_authentication | failed, and
// after the money every step (booking paid or invoiced, invoice issued and linked, mail queued, owner told) is
// idempotent and re-runnable. finishPayment looks at what is there and does what is missing; the request, a client's
// same-key retry after a crash and the sweeper all call it, so whichever comes first completes the payment.
// Decision 0092: the invoice is the invoices module's reaction to `payment-succeeded` (or `payment-on-terms`); the
// payment without `finishedAt` is that event's durable record, so a run cut short publishes it again.

const reread = async (id: Id): Promise<PaymentDoc> => {
  const payment = await findPaymentById(String(id));
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  return payment;
};

/** Records the provider's answer for the attempt on its payment and, when money was taken, finishes it. */
export async function applyChargeResult(deps: PaymentDeps, payment: PaymentDoc, result: ChargeResult): Promise<PaymentDoc> {
  switch (result.outcome) {
    case 'succeeded':
      return recordCharged(deps, payment, result.providerRef);
    case 'requires_authentication':
      return (await updatePayment(payment._id, ['pending'], { $set: { status: 'requires_authentication', providerRef: result.providerRef } })) ?? reread(payment._id);
    case 'declined':
      return releaseFailed(deps, payment, result.code, result.providerRef);
    case 'processing_error':
      return releaseFailed(deps, payment, result.code, null);
  }
}

/** The money was taken: the payment succeeds (once, whoever records it first) and its later steps are done. */
export async function recordCharged(deps: PaymentDeps, payment: PaymentDoc, providerRef: string): Promise<PaymentDoc> {
  await updatePayment(payment._id, ['pending', 'requires_authentication'], { $set: { status: 'succeeded', providerRef, paidAt: new Date() } });
  return finishPayment(deps, payment._id);
}

/**
 * Nothing was taken: the payment fails and lets go of its booking, so a new attempt may pay it, and what it drew of the
 * organization's credit goes back (decision 0106; the payment sweep gives it back if this process dies in between).
 */
export async function releaseFailed(deps: Pick<PaymentDeps, 'credit'>, payment: PaymentDoc, code: string, providerRef: string | null): Promise<PaymentDoc> {
  const failed = await updatePayment(payment._id, ['pending', 'requires_authentication'], {
    $set: { status: 'failed', failureCode: code, ...(providerRef ? { providerRef } : {}) },
    $unset: { holdsBooking: 1 },
  });
  const now = failed ?? (await reread(payment._id));
  if (now.status === 'failed' && (now.creditCents ?? 0) > 0) await deps.credit.release(organizationOfPayment(now), String(now._id));
  return now;
}

export const organizationOfPayment = (payment: Pick<PaymentDoc, 'organizationId' | 'ownerId'>): string => String(payment.organizationId ?? payment.ownerId);

/** The credit the payment drew is final once it succeeded or went on terms (decision 0106). */
async function confirmDrawnCredit(deps: PaymentDeps, payment: PaymentDoc): Promise<void> {
  if ((payment.creditCents ?? 0) > 0) await deps.credit.confirm(organizationOfPayment(payment), String(payment._id));
}

/**
 * Does whatever is missing after the money: for a succeeded charge, the booking marked paid, the invoice issued
 * (one per booking) and linked, the receipt queued (deduplicated per payment); for invoice terms, the booking
 * invoiced, the invoice issued and linked, the invoice mail queued. Then marks the payment finished.
 */
export async function finishPayment(deps: PaymentDeps, id: Id): Promise<PaymentDoc> {
  const payment = await reread(id);
  if (payment.finishedAt) return payment;
  if (payment.status === 'succeeded') return finishCharged(deps, payment);
  if (payment.status === 'pending' && payment.method === 'invoice') return finishInvoiceTerms(deps, payment);
  return payment;
}

async function ownerOf(payment: PaymentDoc): Promise<UserRecord> {
  const owner = await findUserById(String(payment.ownerId));
  if (!owner) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
  return owner;
}

/** The invoice the payment's event issued; missing means a handler failed, and the payment stays unfinished for the sweep. */
async function issuedInvoice(deps: PaymentDeps, payment: PaymentDoc): Promise<InvoiceFacts> {
  const invoice = await deps.invoiceOf(String(payment.bookingId));
  if (!invoice) throw new Error(`payment ${String(payment._id)}: its invoice was not issued`);
  return invoice;
}

// The payment notes which invoice it was settled by (the booking's own link is the invoices module's, through bookings).
async function notePaymentInvoice(payment: PaymentDoc, invoice: InvoiceFacts, from: PaymentDoc['status']): Promise<PaymentDoc> {
  if (payment.invoiceId) return payment;
  return (await updatePayment(payment._id, [from], { $set: { invoiceId: new mongoose.Types.ObjectId(invoice.id) } })) ?? reread(payment._id);
}

async function finishCharged(deps: PaymentDeps, payment: PaymentDoc): Promise<PaymentDoc> {
  const booking = (await markPaid(payment.bookingId)) ?? (await findBookingById(String(payment.bookingId)));
  if (!booking) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
  const customer = await ownerOf(payment);
  await confirmDrawnCredit(deps, payment);
  const facts = { booking: toBooking(booking), paymentId: String(payment._id), payerId: String(payment.ownerId), amountCents: payment.amountCents };
  await deps.events.publish({ kind: 'payment-succeeded', ...facts, paidAt: (payment.paidAt ?? new Date()).toISOString() });
  const invoice = await issuedInvoice(deps, payment);
  const linked = await notePaymentInvoice(payment, invoice, 'succeeded');
  await mailReceipt(linked, invoice, customer, booking.trackingNumber ?? '');
  // Said once the payment's steps are done; a re-run (the sweeper after a crash) may say it again, and the webhook
  // deliveries it feeds are keyed by the payment, so a receiver hears it once (decision 0057).
  await deps.events.publish({ kind: 'payment-completed', booking: facts.booking, paymentId: facts.paymentId, amountCents: facts.amountCents, invoice });
  return (await updatePayment(payment._id, ['succeeded'], { $set: { finishedAt: new Date() } })) ?? reread(payment._id);
}

async function finishInvoiceTerms(deps: PaymentDeps, payment: PaymentDoc): Promise<PaymentDoc> {
  const booking = (await markInvoiced(payment.bookingId)) ?? (await findBookingById(String(payment.bookingId)));
  if (booking?.paymentStatus !== 'invoiced') throw conflict(PAYMENT_MESSAGES.inProgress);
  await ownerOf(payment);
  await confirmDrawnCredit(deps, payment);
  await deps.events.publish({ kind: 'payment-on-terms', booking: toBooking(booking), paymentId: String(payment._id), payerId: String(payment.ownerId), amountCents: payment.amountCents });
  await notePaymentInvoice(payment, await issuedInvoice(deps, payment), 'pending');
  return (await updatePayment(payment._id, ['pending'], { $set: { finishedAt: new Date() } })) ?? reread(payment._id);
}

async function mailReceipt(payment: PaymentDoc, invoice: InvoiceFacts, customer: UserRecord, trackingNumber: string): Promise<void> {
  const { invoiceNumber } = invoice;
  const view = toPayment(payment);
  const pdf = await renderToBuffer((out) => writeReceiptPdf({ payment: view, invoiceNumber, customerName: fullName(customer), trackingNumber }, out));
  // Decision 0087: the receipt goes to whoever hears about the booking now; its name stays the payer's.
  const record = { createdBy: payment.ownerId, organizationId: payment.organizationId ?? payment.ownerId };
  const recipients = await recordRecipients(record);
  await Promise.all(
    recipients.map((recipient) =>
      enqueueMail({
        to: recipient.email,
        template: 'receipt',
        data: {
          customerName: fullName(customer),
          invoiceNumber,
          trackingNumber: formatTrackingNumber(trackingNumber),
          amount: formatMoney(payment.amountCents),
          paidAt: view.paidAt ?? view.createdAt,
          invoiceUrl: invoice.path,
        },
        attachments: [{ filename: receiptFilename(trackingNumber, invoiceNumber), contentType: 'application/pdf', content: pdf }],
        dedupeKey: recipientDedupeKey(`receipt:${view._id}`, recipient, record),
      }),
    ),
  );
}

/**
 * A pending card or PayPal payment nobody is working on any more (its process died between our insert and the
 * provider's answer): ask the provider what became of that attempt. Charged -> finish it; never charged -> close the
 * attempt at the provider (a late charge with its reference is then refused) and release the booking.
 */
export async function resolvePendingPayment(deps: PaymentDeps, payment: PaymentDoc): Promise<PaymentDoc> {
  const { provider } = deps;
  const reference = String(payment._id);
  // Decision 0106: paid wholly by credit, the attempt never needed the provider.
  if (payment.amountCents === 0) return recordCharged(deps, payment, `credit_${reference}`);
  const outcome = (await provider.retrieveCharge(reference)) ?? (await provider.cancelAttempt(reference));
  if (!outcome) return releaseFailed(deps, payment, 'abandoned', null);
  return applyChargeResult(deps, payment, outcome);
}
