// Quotes: the public price (POST /quotes) and a booking's stored quote (POST /bookings/{id}/quote).
import { canBookFor, idParamsSchema, quoteInputSchema, type QuoteInput } from '@meridian/contracts';
import { Router, type RequestHandler } from 'express';
import { currentActor, ORGANIZATION_ROLE_ERRORS, requireOrganizationRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { quoteBooking, quoteFor } from './quotes.service';

type Rate = { windowMs: number; limit: number };

/** Public, like the marketing site's calculator: no account needed to see a price, but limited per client. */
export function quotesRouter(rate: Rate, maxChargeCents: number): Router {
  const router = Router();
  router.post('/', limitPerIp({ ...rate, name: 'quotes' }), validate({ body: quoteInputSchema }), async (_req, res) => {
    sendData(res, 200, 'Quote calculated successfully', await quoteFor(valid<QuoteInput>(res, 'body'), maxChargeCents));
  });
  return router;
}

export function bookingQuoteRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  const params: RequestHandler = validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND });
  // Decision 0055: a stored quote is what payment later charges, so storing one is a booking write a viewer may not make.
  const mayBook = requireOrganizationRole(canBookFor, ORGANIZATION_ROLE_ERRORS.book);
  router.post('/:id/quote', requireAuth.orApiKey('bookings:write'), mayBook, params, async (_req, res) => {
    const { booking, created } = await quoteBooking(valid<{ id: string }>(res, 'params').id, currentActor(res));
    sendData(res, created ? 201 : 200, created ? 'Quote stored successfully' : 'Quote fetched successfully', booking);
  });
  return router;
}
