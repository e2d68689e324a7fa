import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { idParamsSchema } from '@meridian/contracts';
import { stringify } from 'csv-stringify';
import { Router } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { loadReadableBooking, temperatureCsvRows, temperatureLogFor } from './readings.service';

export const CSV_COLUMNS = ['at', 'celsius', 'source', 'inBand'] as const;

/** GET /bookings/{id}/readings: the temperature log as JSON, or as a CSV download with Accept: text/csv. */
export function readingsRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.get('/:id/readings', requireAuth, validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (req, res) => {
    const booking = await loadReadableBooking(valid<{ id: string }>(res, 'params').id, currentActor(res));
    res.vary('Accept');
    if (req.accepts(['application/json', 'text/csv']) !== 'text/csv') {
      sendData(res, 200, 'Temperature log fetched successfully', await temperatureLogFor(booking));
      return;
    }
    const { rows, filename } = temperatureCsvRows(booking);
    res.status(200);
    res.type('text/csv; charset=utf-8');
    // The name is built from the tracking number (letters, digits, hyphens), so quoting it is enough.
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    await pipeline(Readable.from(rows), stringify({ header: true, columns: [...CSV_COLUMNS] }), res);
  });
  return router;
}
