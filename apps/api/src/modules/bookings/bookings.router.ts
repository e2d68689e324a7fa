// Bookings: router (HTTP) -> service (ownership, lifecycle, idempotent create, optimistic concurrency) -> repository -> models.
import {
  bookingListQuerySchema,
  canBookFor,
  bookingValidationFailure,
  createBookingSchema,
  idParamsSchema,
  MESSAGES,
  updateBookingSchema,
  type BookingListQuery,
  type CreateBookingInput,
  type UpdateBookingInput,
} from '@meridian/contracts';
import { Router } from 'express';
import { currentActor as actorOf, currentNamedActor, ORGANIZATION_ROLE_ERRORS, requireOrganizationRole, type AuthMiddleware } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { readIdempotencyKey } from '../../lib/idempotency-key';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND, cancelBooking, createBooking, editBooking, getOwnBooking, listOwnBookings } from './bookings.service';

// The create screen's banner (an e-mail problem has its own words) comes from the contracts.
const createFailureMessage = (fields: Record<string, string>) => bookingValidationFailure(fields).message;
// A malformed id names no booking, so those routes answer it like a missing one.
const bookingNotFound = { notFound: BOOKING_NOT_FOUND };
// Decision 0055: a viewer reads the organization's bookings but writes none.
const mayBook = requireOrganizationRole(canBookFor, ORGANIZATION_ROLE_ERRORS.book);

export function bookingsRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();
  // Decision 0056: each route names the API-key scope it accepts; a session passes them all.
  const read = requireAuth.orApiKey('bookings:read');
  const write = requireAuth.orApiKey('bookings:write');

  router.post('/', write, mayBook, validate({ body: createBookingSchema }, { message: createFailureMessage }), async (req, res) => {
    const { booking, replayed } = await createBooking(events, valid<CreateBookingInput>(res, 'body'), currentNamedActor(res), readIdempotencyKey(req));
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    sendData(res, replayed ? 200 : 201, MESSAGES.booking.createSuccess, booking);
  });

  router.get('/', read, validate({ query: bookingListQuerySchema }), async (_req, res) => {
    const list = await listOwnBookings(valid<BookingListQuery>(res, 'query'), actorOf(res));
    sendData(res, 200, 'Bookings fetched successfully', list);
  });

  router.patch('/cancel/:id', write, mayBook, validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
    const booking = await cancelBooking(events, valid<{ id: string }>(res, 'params').id, actorOf(res));
    sendData(res, 200, 'Booking cancelled successfully', booking);
  });

  router.get('/:id', read, validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
    const booking = await getOwnBooking(valid<{ id: string }>(res, 'params').id, actorOf(res));
    sendData(res, 200, 'Booking fetched successfully', booking);
  });

  router.patch('/:id', write, mayBook, validate({ params: idParamsSchema, body: updateBookingSchema }, bookingNotFound), async (_req, res) => {
    const booking = await editBooking(events, valid<{ id: string }>(res, 'params').id, valid<UpdateBookingInput>(res, 'body'), actorOf(res));
    sendData(res, 200, 'Booking updated successfully', booking);
  });

  return router;
}
