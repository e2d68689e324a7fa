import { z } from 'zod';
import { isStaffRole, type UserRole } from './user';
import { RETURNED_LABEL } from './delivery-attempts';

// Status values, compared case-insensitively.
// 'returned' (decision 0108): after the third failed delivery attempt the shipment goes back to the sender; it is final
// like delivered and cancelled.
export const BOOKING_STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled', 'returned'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function normalizeStatus(value: string | null | undefined): BookingStatus | undefined {
  const lower = (value ?? '').trim().toLowerCase();
  return (BOOKING_STATUSES as readonly string[]).includes(lower) ? (lower as BookingStatus) : undefined;
}

export const bookingStatusSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(BOOKING_STATUSES, { error: 'Select a valid status' }));

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  'in-transit': 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: RETURNED_LABEL,
};

// Active means pending, confirmed or in-transit.
export function isActiveStatus(status: string | null | undefined): boolean {
  const s = normalizeStatus(status);
  return s === 'pending' || s === 'confirmed' || s === 'in-transit';
}

// Cancel is offered only when the booking is neither cancelled nor delivered.
export function isCancellable(status: string | null | undefined): boolean {
  return isActiveStatus(status);
}

export function isFinalStatus(status: string | null | undefined): boolean {
  const s = normalizeStatus(status);
  return s === 'delivered' || s === 'cancelled' || s === 'returned';
}

// Decision 0004: pending -> confirmed -> in-transit -> delivered; cancelled from any non-final state. Decision 0108:
// in-transit -> returned is made only by the third failed delivery attempt (a move), never by a status edit.
const FORWARD: Record<BookingStatus, BookingStatus | undefined> = {
  pending: 'confirmed',
  confirmed: 'in-transit',
  'in-transit': 'delivered',
  delivered: undefined,
  cancelled: undefined,
  returned: undefined,
};

export function isLegalTransition(from: BookingStatus, to: BookingStatus): boolean {
  if (from === to) return true;
  if (to === 'cancelled') return isActiveStatus(from);
  // Only the delivery-failed move returns a shipment (it counts the attempts); no status edit does.
  if (to === 'returned') return false;
  return FORWARD[from] === to;
}

// Who may make a move: a customer only cancels; moving a shipment forward is the carrier's job.
export function canRoleMakeTransition(role: UserRole, from: BookingStatus, to: BookingStatus): boolean {
  if (!isLegalTransition(from, to)) return false;
  if (from === to) return true;
  if (to === 'cancelled') return true;
  return isStaffRole(role);
}

/** The statuses the Edit dialog offers a role from `from` (the current one first), per the table above (decisions 0004, 0014). */
export function allowedStatusTargets(role: UserRole, from: BookingStatus): BookingStatus[] {
  return [from, ...BOOKING_STATUSES.filter((to) => to !== from && canRoleMakeTransition(role, from, to))];
}

export function transitionErrorMessage(from: BookingStatus, to: BookingStatus): string {
  if (isFinalStatus(from)) {
    return `This booking is ${STATUS_LABELS[from].toLowerCase()} and its status can no longer change.`;
  }
  if (!isLegalTransition(from, to)) {
    return `A booking cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`;
  }
  return `Only the carrier can move a booking from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}. You can cancel it or contact support.`;
}
