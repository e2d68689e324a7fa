import { RATING_MESSAGES, type Booking, type RatingInput } from '@meridian/contracts';
import { conflict, notFound } from '../../lib/errors';
import { findOwnedBooking, BOOKING_NOT_FOUND, recordRating, toBooking } from '../bookings/bookings.service';
import { organizationOf, type Actor } from '../../lib/auth';

/** A member of the booking's organization rates a delivered shipment once (1-5 stars, optional comment); it feeds the reports' KPIs (decision 0026). */
export async function rateBooking(id: string, input: RatingInput, actor: Actor): Promise<Booking> {
  const rating = { stars: input.stars, ...(input.comment ? { comment: input.comment } : {}), ratedAt: new Date() };
  const saved = await recordRating(id, organizationOf(actor), rating);
  if (saved) return toBooking(saved);
  // Why it did not land: someone else's booking answers like a missing one (no existence leak).
  const current = await findOwnedBooking(id, organizationOf(actor));
  if (!current) throw notFound(BOOKING_NOT_FOUND);
  if (current.status !== 'delivered') throw conflict(RATING_MESSAGES.notDelivered);
  throw conflict(RATING_MESSAGES.alreadyRated);
}
