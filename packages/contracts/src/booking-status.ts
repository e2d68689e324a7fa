import { z } from 'zod';
import { isStaffRole, type UserRole } from './user';

// Status values, compared case-insensitively.
export const BOOKING_STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'] as const;
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
  return s === 'delivered' || s === 'cancelled';
}

// Decision 0004: pending -> confirmed -> in-transit -> delivered; cancelled from any non-final state.
const FORWARD: Record<BookingStatus, BookingStatus | undefined> = {
  pending: 'confirmed',
  confirmed: 'in-transit',
  'in-transit': 'delivered',
  delivered: undefined,
  cancelled: undefined,
};

export function isLegalTransition(from: BookingStatus, to: BookingStatus): boolean {
  if (from === to) return true;
  if (to === 'cancelled') return isActiveStatus(from);
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
