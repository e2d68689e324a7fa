// Shipments: router (HTTP) -> shipments.service (access, lifecycle, idempotent moves) / proof-of-delivery.service
// (files by content, the PDF) -> repositories (bookings, GridFS, Idempotency-Keys).
import { deliveryAttemptPhotoParamsSchema, EVENT_BODY_LIMIT_BYTES, idParamsSchema, pieceScanPhotoParamsSchema, shipmentEventSchema, type DeliveryAttemptPhotoParams, type PieceScanPhotoParams, type ShipmentEvent } from '@meridian/contracts';
import express, { Router, type RequestHandler, type Response } from 'express';
import { currentNamedActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { readIdempotencyKey } from '../../lib/idempotency-key';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { deliveryAttemptPhoto, pieceScanPhoto, proofDocument, proofImage, senderSignatureImage } from './proof-of-delivery.service';
import { writeProofPdf } from './proof-of-delivery.pdf';
import { assertMayMoveShipments, sendShipmentEvent, type MoveActor, type ShipmentDeps } from './shipments.service';

const EVENTS_PATH = '/api/v1/bookings/:id/events';

/**
 * A move may carry a signature and a photo as data URLs, so its route reads bodies up to EVENT_BODY_LIMIT_BYTES.
 * Mounted before the app's 100 kB parser, which then sees the body already read; a larger one still answers 413
 * in the envelope through the one error handler.
 */
export const eventsBodyParser: Router = Router().post(EVENTS_PATH, express.json({ limit: EVENT_BODY_LIMIT_BYTES, strict: true }));

// The one actor every route decides with (lib/auth.ts): with the organization and role the account or key has now, so a
// proof of delivery follows the organization, not the account that once booked it.
const moverOf = (res: Response): MoveActor => currentNamedActor(res);

// A customer is refused before the body is even looked at: the answer is 403 whatever they send.
const moversOnly: RequestHandler = (_req, res, next) => {
  assertMayMoveShipments(moverOf(res).role);
  next();
};

const bookingNotFound = { notFound: BOOKING_NOT_FOUND };
const bookingId = (res: Response) => valid<{ id: string }>(res, 'params').id;

export function shipmentsRouter({ requireAuth, ...deps }: ShipmentDeps & { requireAuth: AuthMiddleware }): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();

  router.post('/:id/events', requireAuth, moversOnly, validate({ params: idParamsSchema, body: shipmentEventSchema }, bookingNotFound), async (req, res) => {
    const result = await sendShipmentEvent(deps, bookingId(res), valid<ShipmentEvent>(res, 'body'), moverOf(res), readIdempotencyKey(req));
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    sendData(res, result.replayed ? 200 : result.status, result.message, result.data);
  });

  router.get('/:id/proof-of-delivery', requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
    const { filename, input } = await proofDocument(bookingId(res), moverOf(res), deps.coldChainStatement);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeProofPdf(input, res);
  });

  for (const field of ['signature', 'photo'] as const) {
    router.get(`/:id/proof-of-delivery/${field}`, requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
      const file = await proofImage(bookingId(res), field, moverOf(res));
      res.status(200);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(file.bytes);
    });
  }

  // Decision 0100: the sender's signature and the pieces' scan photos, to the same people as the proof of delivery.
  router.get('/:id/proof-of-pickup/signature', requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
    sendImage(res, await senderSignatureImage(bookingId(res), moverOf(res)));
  });

  router.get('/:id/pieces/:sscc/scans/:n/photo', requireAuth.orApiKey('documents:read'), validate({ params: pieceScanPhotoParamsSchema }, bookingNotFound), async (_req, res) => {
    const { id, sscc, n } = valid<PieceScanPhotoParams>(res, 'params');
    sendImage(res, await pieceScanPhoto(id, sscc, n, moverOf(res)));
  });

  // Decision 0108: a failed attempt's photo, to the same people as the proof of delivery.
  router.get('/:id/delivery-attempts/:n/photo', requireAuth.orApiKey('documents:read'), validate({ params: deliveryAttemptPhotoParamsSchema }, bookingNotFound), async (_req, res) => {
    const { id, n } = valid<DeliveryAttemptPhotoParams>(res, 'params');
    sendImage(res, await deliveryAttemptPhoto(id, n, moverOf(res)));
  });

  return router;
}

function sendImage(res: Response, file: { bytes: Buffer; contentType: string }): void {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(file.bytes);
}
