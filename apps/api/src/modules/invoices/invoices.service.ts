import { formatMoney, formatTrackingNumber, INVOICE_NOT_FOUND, INVOICE_STATUS_LABELS, todayCalendarDate, totalPagesFor, type Invoice, type InvoiceListQuery, type InvoiceSummary, type QuoteCents } from '@meridian/contracts';
import { actsFor, isStaff, organizationOf, type Actor } from '../../lib/auth';
import type { EventBus, InvoiceFacts } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { linkInvoice, type BookingRecord } from '../bookings/bookings.service';
import { enqueueMail } from '../mail/mail.service';
import { recipientDedupeKey, recordRecipients, type UserRecord } from '../users/users.service';
import { amountDueAfterCreditCents, invoiceDraft, toInvoice, toInvoiceSummary, type InvoiceTerms } from './invoice-document';
import type { CreditDraw } from '@meridian/contracts';
import { renderToBuffer } from '../../lib/pdf';
import { writeInvoicePdf } from './invoice.pdf';
import type { InvoiceDoc } from './invoices.model';
import {
  claimReadyAnnouncement,
  countOwnerInvoices,
  findInvoiceByBooking,
  findInvoiceById,
  insertNumberedInvoice,
  listNewlyOverdue,
  listOwnerInvoices,
  setInvoiceStatus,
  type Id,
} from './invoices.repository';

/** What an invoice event says of the invoice. */
function invoiceFacts(invoice: InvoiceDoc): InvoiceFacts {
  return {
    id: String(invoice._id),
    ownerId: String(invoice.ownerId),
    ...(invoice.organizationId ? { organizationId: String(invoice.organizationId) } : {}),
    bookingId: String(invoice.bookingId),
    trackingNumber: invoice.trackingNumber ?? '',
    invoiceNumber: invoice.invoiceNumber,
    amountDueCents: amountDueAfterCreditCents(invoice),
    dueDate: invoice.dueDate,
    path: invoiceUrl(String(invoice._id)),
  };
}

export type InvoiceList = { records: InvoiceSummary[]; pagination: { currentPage: number; totalPages: number; totalRecords: number; limit: number } };

/** The booking's invoice (one per booking), as events state it; what the money reads of the invoice it caused. */
export async function invoiceFactsOfBooking(bookingId: string): Promise<InvoiceFacts | null> {
  const invoice = await findInvoiceByBooking(bookingId);
  return invoice ? invoiceFacts(invoice) : null;
}

/** The invoice page's path; the mail worker makes it absolute with the configured APP_BASE_URL when it sends. */
const invoiceUrl = (id: string) => `/invoice/${id}`;

/**
 * Issues the booking's invoice from its stored quote, links it to the booking and tells the owner. Safe to run
 * again after a crash at any point (decision 0034): a second call finds the first invoice (one per booking), links it
 * if that was missed, and tells the owner (through the bus) only if nobody has yet. Bill To is the customer's profile at issue time.
 */
export async function issueInvoice(
  events: EventBus,
  input: { booking: BookingRecord; customer: UserRecord; terms: InvoiceTerms; paymentId: string | null; issuedAt?: Date; credits?: readonly CreditDraw[] },
): Promise<InvoiceDoc> {
  const invoice = (await findInvoiceByBooking(String(input.booking._id))) ?? (await insertInvoiceOnce(input));
  await linkInvoice(input.booking._id, invoice._id);
  await announceInvoiceReady(events, invoice);
  return invoice;
}

async function insertInvoiceOnce(input: { booking: BookingRecord; customer: UserRecord; terms: InvoiceTerms; paymentId: string | null; issuedAt?: Date; credits?: readonly CreditDraw[] }): Promise<InvoiceDoc> {
  const issuedAt = input.issuedAt ?? new Date();
  const draft = invoiceDraft({
    booking: input.booking,
    customer: input.customer,
    quote: input.booking.quote as unknown as QuoteCents,
    terms: input.terms,
    issuedAt,
    paymentId: input.paymentId,
    ...(input.credits ? { credits: input.credits } : {}),
  });
  try {
    return await insertNumberedInvoice(issuedAt.getUTCFullYear(), { ...draft, readyAnnounced: false });
  } catch (error) {
    // A racing issue for the same booking won: its invoice is the booking's invoice.
    const winner = await findInvoiceByBooking(String(input.booking._id));
    if (!winner) throw error;
    return winner;
  }
}

async function announceInvoiceReady(events: EventBus, invoice: InvoiceDoc): Promise<void> {
  if (!(await claimReadyAnnouncement(invoice._id))) return;
  await events.publish({ kind: 'invoice-issued', invoice: invoiceFacts(invoice) });
}

async function loadVisible(id: string, actor: Actor): Promise<InvoiceDoc> {
  const invoice = await findInvoiceById(id);
  // Another organization's invoice answers exactly like a missing one (decision 0055).
  if (!invoice || (!actsFor(actor, invoice.organizationId ?? invoice.ownerId) && !isStaff(actor))) throw notFound(INVOICE_NOT_FOUND);
  return invoice;
}

export async function getInvoice(id: string, actor: Actor): Promise<Invoice> {
  return toInvoice(await loadVisible(id, actor));
}

export async function listInvoices(query: InvoiceListQuery, actor: Actor): Promise<InvoiceList> {
  // The tracking page shows MX-XXXXX-XXXXXC; stored numbers have no dashes.
  const tracking = query.trackingNumber ? query.trackingNumber.replace(/[\s-]/g, '').toUpperCase() : undefined;
  const [docs, totalRecords] = await Promise.all([
    listOwnerInvoices(organizationOf(actor), tracking, (query.page - 1) * query.limit, query.limit),
    countOwnerInvoices(organizationOf(actor), tracking),
  ]);
  return {
    records: docs.map((doc) => toInvoiceSummary(doc)),
    pagination: { currentPage: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords, limit: query.limit },
  };
}

export function invoicePdfFilename(invoice: Pick<Invoice, 'invoiceNumber'>): string {
  return `${invoice.invoiceNumber}.pdf`;
}

/**
 * Queues the invoice mail with the PDF attached to whoever hears about the invoice now (decision 0087: the customer
 * who booked while a member of the organization, else its admins).
 */
async function queueInvoiceMail(doc: InvoiceDoc, dedupeKey?: string): Promise<{ to: string; invoice: Invoice }> {
  const record = { createdBy: doc.ownerId, organizationId: doc.organizationId ?? doc.ownerId };
  const recipients = await recordRecipients(record);
  if (recipients.length === 0) throw notFound(INVOICE_NOT_FOUND);
  const invoice = toInvoice(doc);
  const pdf = await renderToBuffer((out) => writeInvoicePdf(invoice, out));
  await Promise.all(
    recipients.map((recipient) =>
      enqueueMail({
        to: recipient.email,
        template: 'invoice',
        data: {
          customerName: invoice.billTo.name,
          invoiceNumber: invoice.invoiceNumber,
          trackingNumber: formatTrackingNumber(invoice.trackingNumber),
          total: formatMoney(amountDueAfterCreditCents(doc)),
          dueDate: invoice.dueDate,
          status: INVOICE_STATUS_LABELS[invoice.status],
          invoiceUrl: invoiceUrl(invoice._id),
        },
        attachments: [{ filename: invoicePdfFilename(invoice), contentType: 'application/pdf', content: pdf }],
        ...(dedupeKey ? { dedupeKey: recipientDedupeKey(dedupeKey, recipient, record) } : {}),
      }),
    ),
  );
  return { to: recipients.map((r) => r.email).join(', '), invoice };
}

/** POST /invoices/{id}/email: for the invoice's organization or staff (anyone else is told it does not exist). */
export async function emailInvoice(id: string, actor: Actor, dedupeKey?: string): Promise<{ to: string; invoice: Invoice }> {
  return queueInvoiceMail(await loadVisible(id, actor), dedupeKey);
}

/** The invoice a payment issued, mailed by its reaction to the payment (which may run after the payer left). */
export async function mailIssuedInvoice(id: string, dedupeKey: string): Promise<void> {
  const doc = await findInvoiceById(id);
  if (!doc) throw notFound(INVOICE_NOT_FOUND);
  await queueInvoiceMail(doc, dedupeKey);
}

/** Decision 0025: a refund (or, for an unpaid invoice, a void with nothing refunded) is shown on the invoice. */
export async function markInvoiceRefunded(invoiceId: Id, amountCents: number, at: Date): Promise<InvoiceDoc | null> {
  return setInvoiceStatus(invoiceId, ['paid', 'unpaid', 'overdue'], { status: 'refunded', refund: { amountCents, at } });
}

/**
 * The overdue sweep: flags unpaid invoices past their due date and tells each owner once. Each invoice is flipped
 * by one guarded write, so two sweeps (or two processes) never notify twice.
 */
export async function markOverdueInvoices(events: EventBus, now = new Date(), batch = 200): Promise<number> {
  const today = todayCalendarDate(now, 'UTC');
  let marked = 0;
  for (const invoice of await listNewlyOverdue(today, batch)) {
    const flipped = await setInvoiceStatus(invoice._id, ['unpaid'], { status: 'overdue', overdueNotifiedAt: now });
    if (!flipped) continue;
    marked += 1;
    await events.publish({ kind: 'invoice-overdue', invoice: invoiceFacts(flipped) });
  }
  return marked;
}
