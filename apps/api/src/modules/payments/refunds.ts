import { formatMoney, formatTrackingNumber, type Booking, type BookingStatus } from '@meridian/contracts';
import type { DomainEventHandler, EventBus } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import { bookingRecipients, markRefunded } from '../bookings/bookings.service';
import { recipientDedupeKey } from '../users/users.service';
import { organizationOfPayment, releaseFailed } from './payment-completion';
import type { PaymentDeps } from './payment-deps';
import { fullName } from './payment-view';
import { findHoldingPayment, updatePayment } from './payments.repository';

// Decision 0025: a booking cancelled before pickup (pending or confirmed) is refunded in full, and an unpaid invoice
// is voided; once picked up (in transit) the shipment has been worked, so neither happens.
const BEFORE_PICKUP: readonly BookingStatus[] = ['pending', 'confirmed'];

/** Whether a booking cancelled from this status gets its money back (decision 0025). */
export const isRefundedOnCancel = (previousStatus: BookingStatus): boolean => BEFORE_PICKUP.includes(previousStatus);
const REFUND_REASON = 'Booking cancelled before pickup';
const VOID_REASON = 'Booking cancelled before pickup; invoice voided, nothing was paid';

/**
 * Settles the money of a booking cancelled from `previousStatus`, and says so on the bus. Run by the cancel's own
 * request and, if that died first, by the payment sweep (decision 0067); every step is guarded by the state it leaves.
 */
export async function settleCancelledBooking(
  { provider, invoiceOf, credit }: Pick<PaymentDeps, 'provider' | 'invoiceOf' | 'credit'>,
  bus: EventBus,
  booking: Booking,
  previousStatus: BookingStatus,
  { replayed = false } = {},
): Promise<boolean> {
  const payment = await findHoldingPayment(booking._id);
  if (!payment) return false;
  const at = new Date();
  if (payment.status === 'pending' && payment.method !== 'invoice') return false;
  if (payment.status === 'requires_authentication') {
    // Abandon the charge nobody confirmed: nothing was taken.
    await releaseFailed({ credit }, payment, 'booking_cancelled', null);
    return false;
  }
  if (!isRefundedOnCancel(previousStatus)) return false;

  const invoiced = payment.method === 'invoice';
  // A payment already marked refunded is a run that died after that step: the steps after it are finished here.
  let refunded = payment.status === 'refunded' ? payment : null;
  if (!refunded) {
    const amountCents = invoiced ? 0 : payment.amountCents;
    const refundRef = invoiced ? null : (await provider.refund(payment.providerRef ?? '', amountCents, `refund_${String(payment._id)}`)).refundRef;
    refunded = await updatePayment(payment._id, invoiced ? ['pending'] : ['succeeded'], {
      $set: { status: 'refunded', refund: { amountCents, at, reason: invoiced ? VOID_REASON : REFUND_REASON, refundRef } },
    });
    // Another run got there first and finishes the rest itself.
    if (!refunded) return false;
  }
  const amountCents = refunded.refund?.amountCents ?? 0;
  // Decision 0106: the part paid by credit goes back to the credit notes it came from.
  if ((refunded.creditCents ?? 0) > 0) await credit.release(organizationOfPayment(refunded), String(refunded._id));
  // Decision 0092: the invoice shows the refund as the invoices module's reaction to this event. The booking is marked
  // after it, so a run cut short leaves the booking paid and the sweep publishes it again.
  // Replayed (the sweep's run): the mail and the webhook are deduplicated by the payment, notifications check.
  const invoice = await invoiceOf(booking._id);
  const refundedAt = (refunded.refund?.at ?? at).toISOString();
  await bus.publish({ kind: 'payment-refunded', booking, paymentId: String(refunded._id), amountCents, refundedAt, invoice, ...(replayed ? { replayed } : {}) });
  const marked = await markRefunded(booking._id, invoiced ? 'invoiced' : 'paid');
  return marked !== null;
}

/** The money's reaction to a cancel, by anyone: refund or void what was paid or invoiced before pickup. */
export function refundOnCancel(deps: Pick<PaymentDeps, 'provider' | 'invoiceOf' | 'credit'>): DomainEventHandler {
  return {
    name: 'refund-on-cancel',
    async handle(event, bus) {
      if (event.kind !== 'shipment-moved' || event.type !== 'cancel' || !event.previousStatus) return;
      await settleCancelledBooking(deps, bus, event.booking, event.previousStatus, { replayed: Boolean(event.replayed) });
    },
  };
}

/** The refund e-mail (a void moves no money, so it is only notified). */
export const refundMail: DomainEventHandler = {
  name: 'refund-mail',
  async handle(event) {
    if (event.kind !== 'payment-refunded' || event.amountCents === 0) return;
    // Decision 0087: the booking's current members hear of it, never someone who left the organization.
    const recipients = await bookingRecipients(event.booking);
    await Promise.all(
      recipients.map((owner) =>
        enqueueMail({
          to: owner.email,
          template: 'refund',
          data: {
            customerName: fullName(owner),
            invoiceNumber: event.invoice?.invoiceNumber ?? '',
            amount: formatMoney(event.amountCents),
            trackingNumber: formatTrackingNumber(event.booking.trackingNumber ?? ''),
            invoiceUrl: event.invoice?.path ?? '',
          },
          dedupeKey: recipientDedupeKey(`refund:${event.paymentId}`, owner, event.booking),
        }),
      ),
    );
  },
};
