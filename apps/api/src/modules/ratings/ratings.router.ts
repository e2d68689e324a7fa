// Ratings: router (HTTP) -> ratings.service (owner, delivered, once) -> ratings.repository (one atomic write).
import { canBookFor, idParamsSchema, ratingInputSchema, RATING_MESSAGES, type RatingInput } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, ORGANIZATION_ROLE_ERRORS, requireOrganizationRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { rateBooking } from './ratings.service';

export function ratingsRouter(requireAuth: AuthMiddleware): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();
  // Decision 0055: rating speaks for the organization, so a viewer may not.
  const mayRate = requireOrganizationRole(canBookFor, ORGANIZATION_ROLE_ERRORS.book);
  router.post('/:id/rating', requireAuth, mayRate, validate({ params: idParamsSchema, body: ratingInputSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    const booking = await rateBooking(valid<{ id: string }>(res, 'params').id, valid<RatingInput>(res, 'body'), currentActor(res));
    sendData(res, 201, RATING_MESSAGES.rated, booking);
  });
  return router;
}
