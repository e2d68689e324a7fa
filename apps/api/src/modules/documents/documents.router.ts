import { bookingDocumentsSchema, CONSIGNMENT_NOTE_MESSAGES, documentDigestParamsSchema, idParamsSchema } from '@meridian/contracts';
import { Router, type Response } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { writeConsignmentNotePdf } from './consignment-note.pdf';
import { bookingDocuments, consignmentNoteDocument, consignmentNoteFor, verifyDocument, type TemperatureVerifier } from './documents.service';

const bookingId = (res: Response) => valid<{ id: string }>(res, 'params').id;

/** GET /bookings/{id}/consignment-note(.pdf) and /bookings/{id}/documents: like the booking's other documents. */
export function bookingDocumentsRouter({ requireAuth, appBaseUrl }: { requireAuth: AuthMiddleware; appBaseUrl: string }): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();
  const read = [requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND })];

  router.get('/:id/consignment-note', ...read, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, 200, CONSIGNMENT_NOTE_MESSAGES.found, await consignmentNoteFor(bookingId(res), currentActor(res)));
  });

  router.get('/:id/consignment-note.pdf', ...read, async (_req, res) => {
    const { note, filename, digest } = await consignmentNoteDocument(bookingId(res), currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    // The number is the type's prefix and the tracking number (letters, digits, hyphens), so quoting it is enough.
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeConsignmentNotePdf(note, digest, { verifyBaseUrl: `${appBaseUrl}/verify/` }, res);
  });

  router.get('/:id/documents', ...read, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, 200, 'Documents', bookingDocumentsSchema.parse({ documents: await bookingDocuments(bookingId(res), currentActor(res)) }));
  });

  return router;
}

/** GET /documents/{digest}: public, budgeted per address like tracking; consignment notes and temperature reports alike. */
export function documentsRouter({ rate, verifyTemperatureReport }: { rate: { windowMs: number; limit: number }; verifyTemperatureReport: TemperatureVerifier }): Router {
  const router = Router();
  router.get(
    '/:digest',
    limitPerIp({ ...rate, name: 'documents' }),
    validate({ params: documentDigestParamsSchema }, { notFound: CONSIGNMENT_NOTE_MESSAGES.notFound }),
    async (_req, res) => {
      const answer = await verifyDocument(valid<{ digest: string }>(res, 'params').digest, verifyTemperatureReport);
      // A later signature changes `superseded`, so the answer is cached only briefly.
      res.setHeader('Cache-Control', 'public, max-age=60');
      sendData(res, 200, CONSIGNMENT_NOTE_MESSAGES.verified, answer);
    },
  );
  return router;
}
