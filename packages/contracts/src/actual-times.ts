import type { Booking } from './booking';

export type ActualTimes = { pickedUpAt: string | null; deliveredAt: string | null };

/**
 * Decision 0084: when the freight was really picked up and delivered, from the booking's history and its proof of
 * delivery. Once a step has happened every screen shows this time instead of the planned calendar date.
 */
export function actualTimes(booking: Pick<Booking, 'statusHistory' | 'proofOfDelivery'>): ActualTimes {
  const reached = (milestone: string) => booking.statusHistory.find((entry) => entry.milestone === milestone)?.at ?? null;
  return { pickedUpAt: reached('picked-up'), deliveredAt: booking.proofOfDelivery?.deliveredAt ?? reached('delivered') };
}
