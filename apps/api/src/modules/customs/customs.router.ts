import { idParamsSchema } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { writeCommercialInvoicePdf } from './commercial-invoice.pdf';
import { commercialInvoiceFor } from './customs.service';

/** GET /bookings/{id}/commercial-invoice.pdf (decision 0104): streamed, like the booking's other documents. */
export function commercialInvoiceRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.get('/:id/commercial-invoice.pdf', requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    const invoice = await commercialInvoiceFor(valid<{ id: string }>(res, 'params').id, currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    // The name is built from the tracking number (letters, digits, hyphens), so quoting it is enough.
    res.setHeader('Content-Disposition', `attachment; filename="commercial-invoice-${invoice.booking.trackingNumber || invoice.booking._id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeCommercialInvoicePdf(invoice, res);
  });
  return router;
}
