import {
  bookingListQuerySchema,
  createBookingSchema,
  idempotencyKeySchema,
  idParamsSchema,
  MESSAGES,
  updateBookingSchema,
  type BookingListQuery,
  type CreateBookingInput,
  type UpdateBookingInput,
} from '@meridian/contracts';
import { Router, type Response } from 'express';
import { currentUser, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { valid, validate } from '../../lib/validate';
import { cancelBooking, createBooking, editBooking, getOwnBooking, listOwnBookings, type Actor } from './bookings.service';

function actorOf(res: Response): Actor {
  const user = currentUser(res);
  return { id: String(user._id), role: (user.role ?? 'customer') as Actor['role'] };
}

// spec 8: an e-mail problem has its own words on the create screen.
function createMessage(fields: Record<string, string>): string {
  const emailProblem = Object.entries(fields).some(([path, message]) => /email$/i.test(path) && message === MESSAGES.booking.createEmailField);
  return emailProblem ? MESSAGES.booking.createEmail : MESSAGES.booking.createValidation;
}

export function bookingsRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth);

  router.post('/', validate({ body: createBookingSchema }, { message: createMessage }), async (req, res) => {
    const rawKey = req.get('idempotency-key');
    let key: string | undefined;
    if (rawKey !== undefined) {
      const parsed = idempotencyKeySchema.safeParse(rawKey);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key', { 'Idempotency-Key': 'Invalid' });
      key = parsed.data;
    }
    const { booking, replayed } = await createBooking(valid<CreateBookingInput>(res, 'body'), actorOf(res), key);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    sendData(res, replayed ? 200 : 201, MESSAGES.booking.createSuccess, booking);
  });

  router.get('/', validate({ query: bookingListQuerySchema }), async (_req, res) => {
    const list = await listOwnBookings(valid<BookingListQuery>(res, 'query'), actorOf(res));
    sendData(res, 200, 'Bookings fetched successfully', list);
  });

  router.patch('/cancel/:id', validate({ params: idParamsSchema }), async (_req, res) => {
    const booking = await cancelBooking(valid<{ id: string }>(res, 'params').id, actorOf(res));
    sendData(res, 200, 'Booking cancelled successfully', booking);
  });

  router.get('/:id', validate({ params: idParamsSchema }), async (_req, res) => {
    const booking = await getOwnBooking(valid<{ id: string }>(res, 'params').id, actorOf(res));
    sendData(res, 200, 'Booking fetched successfully', booking);
  });

  router.patch('/:id', validate({ params: idParamsSchema, body: updateBookingSchema }), async (_req, res) => {
    const booking = await editBooking(valid<{ id: string }>(res, 'params').id, valid<UpdateBookingInput>(res, 'body'), actorOf(res));
    sendData(res, 200, 'Booking updated successfully', booking);
  });

  return router;
}
