import { CUSTOMS_MESSAGES, customsTotals, DEFAULT_CURRENCY, isStaffRole, toCents, type Booking, type Customs } from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, isOrganizationBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';

/** What the commercial invoice prints (decision 0104): the booking, its customs, and the sums, money in cents. */
export type CommercialInvoice = {
  booking: Booking;
  customs: Customs;
  number: string;
  issuedAt: Date;
  currency: string;
  lines: (Customs['lines'][number] & { unitValueCents: number; lineTotalCents: number })[];
  totals: { valueCents: number; netWeightKg: number; grossWeightKg: number; units: number; pieces: number };
};

/** The booking's organization, staff and the driver assigned to carry it read its shipping documents. */
function canRead(booking: BookingRecord, actor: Actor): boolean {
  if (isOrganizationBooking(booking, actor) || isStaffRole(actor.role)) return true;
  return actor.role === 'driver' && String(booking.assignment?.driverId ?? '') === actor.id;
}

/**
 * The commercial invoice of a booking the caller may read; anyone else is told the booking does not exist, and a
 * booking without customs details (it crosses no border, or predates them) has none.
 */
export async function commercialInvoiceFor(id: string, actor: Actor, now = new Date()): Promise<CommercialInvoice> {
  const record = await findBookingById(id);
  if (!record || !canRead(record, actor)) throw notFound(BOOKING_NOT_FOUND);
  const booking = toBooking(record);
  const customs = booking.customs;
  if (!customs) throw notFound(CUSTOMS_MESSAGES.noCommercialInvoice);
  const lines = customs.lines.map((line) => {
    const unitValueCents = toCents(line.unitValue);
    return { ...line, unitValueCents, lineTotalCents: unitValueCents * line.quantity };
  });
  const sums = customsTotals(customs);
  return {
    booking,
    customs,
    number: `CI-${booking.trackingNumber || booking._id}`,
    issuedAt: now,
    currency: DEFAULT_CURRENCY,
    lines,
    totals: { valueCents: sums.valueCents, netWeightKg: sums.netWeightKg, grossWeightKg: booking.cargoWeightKg, units: sums.units, pieces: booking.quantity },
  };
}
