import type { Booking } from '@meridian/contracts';

// Where the claims screens live (issue 51), for the booking page's "Report a problem" and the lists that link a claim.
export const newClaimPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/claim`;
export const claimPath = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;
export const opsClaimPath = (claimId: string) => `/ops/claims/${encodeURIComponent(claimId)}`;

/**
 * "Report a problem" is offered on a delivered booking, and on one still running past its planned delivery date (late,
 * or lost). The API decides (CLAIM_MESSAGES.notClaimable); this only hides a button that would be refused.
 */
export function mayReportProblem(booking: Pick<Booking, 'status' | 'estimatedDeliveryDate'>, today = new Date()): boolean {
  if (booking.status === 'delivered') return true;
  if (booking.status === 'cancelled' || !booking.estimatedDeliveryDate) return false;
  return booking.estimatedDeliveryDate.slice(0, 10) < today.toISOString().slice(0, 10);
}
