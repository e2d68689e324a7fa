// Ratings: router (HTTP) -> ratings.service (owner, delivered, once) -> ratings.repository (one atomic write).
import { idParamsSchema, ratingInputSchema, RATING_MESSAGES, type RatingInput, type UserRole } from '@meridian/contracts';
import { Router } from 'express';
import { type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { rateBooking } from './ratings.service';

export function ratingsRouter(requireAuth: AuthMiddleware): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();
  router.post('/:id/rating', requireAuth, validate({ params: idParamsSchema, body: ratingInputSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    const user = currentUser(res);
    const booking = await rateBooking(valid<{ id: string }>(res, 'params').id, valid<RatingInput>(res, 'body'), { id: String(user._id), role: (user.role ?? 'customer') as UserRole });
    sendData(res, 201, RATING_MESSAGES.rated, booking);
  });
  return router;
}
