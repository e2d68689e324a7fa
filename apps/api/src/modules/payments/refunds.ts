import { formatMoney, formatTrackingNumber, type BookingStatus } from '@meridian/contracts';
import type { BookingDoc } from '../bookings/bookings.model';
import { invoiceUrl, markInvoiceRefunded } from '../invoices/invoices.service';
import { enqueueMail } from '../mail/mail.queue';
import { insertNotifications } from '../notifications/notifications.repository';
import { findUserById } from '../users/users.repository';
import { paymentProvider } from './payment-provider-registry';
import { fullName } from './payment-view';
import { findBookingById, findHoldingPayment, setBookingPaymentStatus, updatePayment } from './payments.repository';
import { findInvoiceById } from '../invoices/invoices.repository';

// Decision 0025: a booking cancelled before pickup (pending or confirmed) is refunded in full, and an unpaid invoice
// is voided; once picked up (in transit) the shipment has been worked, so neither happens.
const BEFORE_PICKUP: readonly BookingStatus[] = ['pending', 'confirmed'];
export const REFUND_REASON = 'Booking cancelled before pickup';
export const VOID_REASON = 'Booking cancelled before pickup; invoice voided, nothing was paid';

/**
 * The cancel path's one call (bookings.service cancelBooking): settles the money of a booking that has just been
 * cancelled from `previousStatus`, and answers the booking as it now is.
 */
export async function settleCancelledBooking(booking: BookingDoc, previousStatus: BookingStatus): Promise<BookingDoc> {
  const payment = await findHoldingPayment(booking._id);
  if (!payment) return booking;
  const at = new Date();
  if (payment.status === 'pending' && payment.method !== 'invoice') return booking;
  if (payment.status === 'requires_authentication') {
    // Abandon the charge nobody confirmed: nothing was taken.
    await updatePayment(payment._id, ['requires_authentication'], { $set: { status: 'failed', failureCode: 'booking_cancelled' }, $unset: { holdsBooking: 1 } });
    return booking;
  }
  if (!BEFORE_PICKUP.includes(previousStatus)) return booking;

  const invoiced = payment.method === 'invoice';
  const amountCents = invoiced ? 0 : payment.amountCents;
  const refundRef = invoiced ? null : (await paymentProvider().refund(payment.providerRef ?? '', amountCents)).refundRef;
  const refunded = await updatePayment(payment._id, invoiced ? ['pending'] : ['succeeded'], {
    $set: { status: 'refunded', refund: { amountCents, at, reason: invoiced ? VOID_REASON : REFUND_REASON, refundRef } },
  });
  if (!refunded) return booking;
  await setBookingPaymentStatus(booking._id, [invoiced ? 'invoiced' : 'paid'], 'refunded');
  if (refunded.invoiceId) await markInvoiceRefunded(refunded.invoiceId, amountCents, at);
  await tellOwner(booking, refunded.invoiceId ? String(refunded.invoiceId) : null, amountCents, String(refunded._id));
  return (await findBookingById(String(booking._id))) ?? booking;
}

async function tellOwner(booking: BookingDoc, invoiceId: string | null, amountCents: number, paymentId: string): Promise<void> {
  const [owner, invoice] = await Promise.all([findUserById(String(booking.createdBy)), invoiceId ? findInvoiceById(invoiceId) : null]);
  const tracking = formatTrackingNumber(booking.trackingNumber ?? '');
  const message =
    amountCents > 0
      ? `${formatMoney(amountCents)} for ${tracking} is on its way back to you${invoice ? ` (invoice ${invoice.invoiceNumber})` : ''}.`
      : `Invoice ${invoice?.invoiceNumber ?? ''} for ${tracking} was voided: nothing is due.`;
  await insertNotifications([
    {
      userId: String(booking.createdBy),
      type: 'booking',
      event: 'payment-refunded',
      title: amountCents > 0 ? 'Refund issued' : 'Invoice voided',
      message,
      bookingId: String(booking._id),
      trackingNumber: booking.trackingNumber || null,
    },
  ]);
  if (!owner || amountCents === 0) return;
  await enqueueMail({
    to: owner.email,
    template: 'refund',
    data: {
      customerName: fullName(owner),
      invoiceNumber: invoice?.invoiceNumber ?? '',
      amount: formatMoney(amountCents),
      trackingNumber: tracking,
      invoiceUrl: invoiceId ? invoiceUrl(invoiceId) : '',
    },
    dedupeKey: `refund:${paymentId}`,
  });
}
