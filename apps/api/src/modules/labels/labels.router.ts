// Labels: router (HTTP) -> labels.service (access, what the labels say) -> labels.pdf / labels.zpl (the two formats).
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { idParamsSchema } from '@meridian/contracts';
import { Router, type Response } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { coalesceChunks } from '../../lib/coalesce-chunks';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { labelSheetFor, type LabelLinks } from './labels.service';
import { writeLabelsPdf } from './labels.pdf';
import { zplLabels } from './labels.zpl';

type Deps = LabelLinks & { requireAuth: AuthMiddleware };

const bookingNotFound = { notFound: BOOKING_NOT_FOUND };

function download(res: Response, contentType: string, filename: string): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  // The name is built from the tracking number (letters and digits), so quoting it is enough.
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
}

/** GET /bookings/{id}/labels.pdf and /labels.zpl: a 4 x 6 in label per piece (decision 0101). */
export function labelsRouter({ requireAuth, ...links }: Deps): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();
  const sheetFor = (res: Response) => labelSheetFor(valid<{ id: string }>(res, 'params').id, currentActor(res), links);

  router.get('/:id/labels.pdf', requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
    const sheet = await sheetFor(res);
    download(res, 'application/pdf', sheet.filename('pdf'));
    await writeLabelsPdf(sheet, res);
  });

  router.get('/:id/labels.zpl', requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, bookingNotFound), async (_req, res) => {
    const sheet = await sheetFor(res);
    download(res, 'application/zpl; charset=utf-8', sheet.filename('zpl'));
    await pipeline(Readable.from(zplLabels(sheet)), coalesceChunks(), res);
  });

  return router;
}
