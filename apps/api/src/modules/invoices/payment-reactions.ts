import { INVOICE_NOT_FOUND } from '@meridian/contracts';
import type { DomainEventHandler } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { findBookingById } from '../bookings/bookings.service';
import { findUserById } from '../users/users.service';
import { creditDrawnByPayment } from '../credit-notes/credit-notes.service';
import { issueInvoice, mailIssuedInvoice, markInvoiceRefunded } from './invoices.service';

// Decision 0092: the invoice reacts to the money; payments never import invoices. Each reaction can run again (a
// payment is finished by its request, a same-key resend or the payment sweep, each publishing the event again), and
// each step is guarded by what it leaves: one invoice per booking, the booking's link set once, the mail deduplicated.

/**
 * A charged payment, or invoice terms accepted: the booking's invoice is issued (paid, dated when the money was taken;
 * or net 30), linked to the booking, announced once and, on terms, mailed with its PDF (a charge's receipt names it).
 */
export const invoiceOnPayment: DomainEventHandler = {
  name: 'invoice-on-payment',
  async handle(event, bus) {
    if (event.kind !== 'payment-succeeded' && event.kind !== 'payment-on-terms') return;
    const [booking, customer] = await Promise.all([findBookingById(event.booking._id), findUserById(event.payerId)]);
    if (!booking || !customer) throw notFound(INVOICE_NOT_FOUND);
    const onTerms = event.kind === 'payment-on-terms';
    // Decision 0106: the credit notes this payment drew on become the invoice's credit lines.
    const credits = await creditDrawnByPayment(String(booking.organizationId ?? booking.createdBy), event.paymentId);
    const invoice = await issueInvoice(bus, {
      credits,
      booking,
      customer,
      terms: onTerms ? 'net-30' : 'paid',
      paymentId: event.paymentId,
      ...(onTerms ? {} : { issuedAt: new Date(event.paidAt) }),
    });
    if (onTerms) await mailIssuedInvoice(String(invoice._id), `invoice:${String(invoice._id)}`);
  },
};

/** Decision 0025: a refund (or, for an unpaid invoice, a void with nothing refunded) is shown on the invoice. */
export const invoiceOnRefund: DomainEventHandler = {
  name: 'invoice-on-refund',
  async handle(event) {
    if (event.kind !== 'payment-refunded' || !event.invoice) return;
    await markInvoiceRefunded(event.invoice.id, event.amountCents, new Date(event.refundedAt));
  },
};
