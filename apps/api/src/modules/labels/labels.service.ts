import { isStaffRole } from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, isOrganizationBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';
import { labelSheet, type LabelSheet } from './label-sheet';

const NO_PIECES_TO_LABEL = 'This booking has no pieces to label.';

export type LabelLinks = { appBaseUrl: string; companyPrefix: string };

// The labels are read like the booking's other documents (the proof of delivery): its organization's customers, the
// staff and the driver assigned to carry it, who prints them at pickup; anyone else is told the booking does not exist.
function canPrintLabels(booking: BookingRecord, actor: Actor): boolean {
  if (isStaffRole(actor.role) || isOrganizationBooking(booking, actor)) return true;
  return actor.role === 'driver' && String(booking.assignment?.driverId ?? '') === actor.id;
}

/** Everything the labels print, read before a byte is streamed so a refusal still answers in the envelope. */
export async function labelSheetFor(id: string, actor: Actor, links: LabelLinks): Promise<LabelSheet> {
  const booking = await findBookingById(id);
  if (!booking || !canPrintLabels(booking, actor)) throw notFound(BOOKING_NOT_FOUND);
  const sheet = labelSheet(toBooking(booking), links);
  if (sheet.count === 0) throw notFound(NO_PIECES_TO_LABEL);
  return sheet;
}
