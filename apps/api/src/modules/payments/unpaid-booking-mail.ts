import { formatTrackingNumber, needsUnpaidReason, type Booking } from '@meridian/contracts';
import type { DomainEventHandler } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import { findUserById } from '../users/users.service';
import { fullName } from './payment-view';

/** One key per booking: the import and the unpaid confirmation, in any process and any number of times, mail once. */
const unpaidMailKey = (bookingId: string) => `unpaid-booking:${bookingId}`;

/**
 * Decision 0083: the booker of a booking that is going ahead without payment (imported from a CSV, or confirmed by an
 * operator before payment) is asked to pay, once per booking.
 */
export async function mailUnpaidBooking(booking: Booking): Promise<void> {
  if (booking.paymentStatus !== 'unpaid') return;
  const booker = await findUserById(booking.createdBy);
  if (!booker) return;
  await enqueueMail({
    to: booker.email,
    template: 'unpaid-booking',
    data: { customerName: fullName(booker), trackingNumber: formatTrackingNumber(booking.trackingNumber), bookingUrl: `/bookings/${booking._id}` },
    dedupeKey: unpaidMailKey(booking._id),
  });
}

/** An operator's confirmation with an `unpaidReason` sends the booking on before payment: its booker is asked to pay. */
export const unpaidConfirmationMail: DomainEventHandler = {
  name: 'unpaid-confirmation-mail',
  async handle(event) {
    if (event.kind !== 'shipment-moved' || event.type !== 'confirm') return;
    if (!needsUnpaidReason(event.booking.paymentStatus, false)) return;
    // A booking published by an older writer may carry no history; it then names no reason.
    const history: Booking['statusHistory'] = event.booking.statusHistory ?? [];
    const entry = history.findLast((e) => e.event === 'confirm');
    if (!entry?.unpaidReason) return;
    await mailUnpaidBooking(event.booking);
  },
};
