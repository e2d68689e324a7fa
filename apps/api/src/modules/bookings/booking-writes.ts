import type { BookingStatus, DeliveryWindow } from '@meridian/contracts';
import mongoose from 'mongoose';
import type { PendingMove } from './booking-outbox';
import type { BookingDoc as BookingRecord } from './bookings.model';
import { byId, findBookingById, writeBooking, type BookingChange } from './bookings.repository';

// Every change another module (or this one) makes to a booking after its creation, each named for what it does and
// each one guarded write through `writeBooking`, which bumps the version once (decision 0090). A new write belongs
// here, with a row in test/bookings/booking-writes-bump-version.test.ts (the test fails without one).

type Id = string | mongoose.Types.ObjectId;

/**
 * The edit's and the cancel's write: guarded by organization and, when given, the version read and the statuses it may
 * start from. Null when the guard no longer matches (another write landed first).
 */
export function changeOwnedBookingIfUnchanged(
  id: string,
  organizationId: string,
  guard: { version?: number; statusIn?: readonly BookingStatus[] },
  change: BookingChange,
): Promise<BookingRecord | null> {
  const filter: Record<string, unknown> = { _id: byId(id), organizationId: byId(organizationId) };
  if (guard.version !== undefined) filter.version = guard.version;
  if (guard.statusIn) filter.status = mongoose.trusted({ $in: [...guard.statusIn] });
  return writeBooking(filter, change);
}

/** What a move (modules/shipments) writes: its status and milestone, the fields it sets, its history entry and announcement. */
export type MoveChange = { set: Record<string, unknown>; history: Record<string, unknown>; pending: PendingMove; attempt?: Record<string, unknown> };

/**
 * A move's one atomic write, guarded by the version and the milestone the move was checked against: of two racing
 * moves only one matches, the other gets null. A booking written before milestones has none stored, so null matches it.
 */
export function recordMove(id: string, guard: { version: number; milestone: string | null }, move: MoveChange): Promise<BookingRecord | null> {
  const filter: Record<string, unknown> = {
    _id: byId(id),
    version: guard.version,
    milestone: guard.milestone === null ? mongoose.trusted({ $in: [null] }) : guard.milestone,
  };
  return writeBooking(filter, move);
}

/**
 * Decision 0108: a failed delivery attempt is a move that also appends the attempt to `deliveryAttempts`, in the same
 * one guarded write (so the count the next attempt is checked against is the count the write left).
 */
export function recordFailedAttempt(
  id: string,
  guard: { version: number; milestone: string | null },
  move: MoveChange & { attempt: Record<string, unknown> },
): Promise<BookingRecord | null> {
  return recordMove(id, guard, move);
}

/** Stores the quote only if none is stored yet; answers the booking as it now is (with whichever quote won). */
export async function storeQuoteOnce(id: string, quote: Record<string, unknown>): Promise<{ booking: BookingRecord | null; stored: boolean }> {
  const updated = await writeBooking({ _id: byId(id), quote: null }, { set: { quote } }, { runValidators: false });
  if (updated) return { booking: updated, stored: true };
  return { booking: await findBookingById(id), stored: false };
}

function movePaymentStatus(id: Id, from: readonly string[], paymentStatus: string): Promise<BookingRecord | null> {
  return writeBooking({ _id: byId(id), paymentStatus: mongoose.trusted({ $in: [...from] }) }, { set: { paymentStatus } }, { runValidators: false });
}

/** An unpaid booking becomes paid; null when it is not unpaid (already paid, invoiced or refunded). */
export function markPaid(id: Id): Promise<BookingRecord | null> {
  return movePaymentStatus(id, ['unpaid'], 'paid');
}

/** An unpaid booking goes on invoice terms; null when it is not unpaid. */
export function markInvoiced(id: Id): Promise<BookingRecord | null> {
  return movePaymentStatus(id, ['unpaid'], 'invoiced');
}

/** The money of a paid (or invoiced) booking is given back; null when it no longer reads `from`. */
export function markRefunded(id: Id, from: 'paid' | 'invoiced'): Promise<BookingRecord | null> {
  return movePaymentStatus(id, [from], 'refunded');
}

/** Names the booking's invoice, once: a booking that already names one keeps it (null then). */
export function linkInvoice(bookingId: Id, invoiceId: Id): Promise<BookingRecord | null> {
  return writeBooking({ _id: byId(bookingId), invoiceId: null }, { set: { invoiceId: byId(invoiceId) } }, { runValidators: false });
}

/**
 * One atomic write that only lands on the organization's delivered, not yet rated booking: of two racing ratings one
 * matches and the other gets null, so a shipment is rated once.
 */
export function recordRating(id: string, organizationId: string, rating: { stars: number; comment?: string; ratedAt: Date }): Promise<BookingRecord | null> {
  return writeBooking(
    { _id: byId(id), organizationId: byId(organizationId), status: 'delivered', rating: mongoose.trusted({ $in: [null] }) },
    { set: { rating } },
  );
}

/**
 * Decision 0112: the receiver's window and instructions, through their signed link. Lands only on the version read and
 * a shipment still active and not out for delivery (the driver is on the way with what was set); null otherwise.
 */
export function setDeliveryPreferences(
  id: Id,
  guard: { version: number },
  preferences: { window?: DeliveryWindow | null | undefined; instructions?: string | undefined },
): Promise<BookingRecord | null> {
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  if (preferences.window) set.deliveryWindow = preferences.window;
  else if (preferences.window === null) unset.deliveryWindow = 1;
  if (preferences.instructions) set.deliveryInstructions = preferences.instructions;
  else if (preferences.instructions === '') unset.deliveryInstructions = 1;
  return writeBooking(
    {
      _id: byId(id),
      version: guard.version,
      status: mongoose.trusted({ $in: ['pending', 'confirmed', 'in-transit'] }),
      milestone: mongoose.trusted({ $nin: ['out-for-delivery'] }),
    },
    { set, unset },
  );
}
