import { COMMERCIAL_INVOICE_MESSAGES, idParamsSchema } from '@meridian/contracts';
import { Router, type Response } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { writeCommercialInvoicePdf } from './commercial-invoice.pdf';
import { commercialInvoiceFor } from './customs.service';

const bookingId = (res: Response) => valid<{ id: string }>(res, 'params').id;

/** GET /bookings/{id}/commercial-invoice(.pdf) (decisions 0104, 0115): like the booking's other documents. */
export function commercialInvoiceRouter({ requireAuth, appBaseUrl }: { requireAuth: AuthMiddleware; appBaseUrl: string }): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();
  const read = [requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND })];

  router.get('/:id/commercial-invoice', ...read, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, 200, COMMERCIAL_INVOICE_MESSAGES.found, await commercialInvoiceFor(bookingId(res), currentActor(res)));
  });

  router.get('/:id/commercial-invoice.pdf', ...read, async (_req, res) => {
    const { invoice, digest } = await commercialInvoiceFor(bookingId(res), currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    // The name is built from the tracking number (letters, digits, hyphens), so quoting it is enough.
    res.setHeader('Content-Disposition', `attachment; filename="commercial-invoice-${invoice.trackingNumber}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeCommercialInvoicePdf(invoice, digest, { verifyBaseUrl: `${appBaseUrl}/verify/` }, res);
  });
  return router;
}
