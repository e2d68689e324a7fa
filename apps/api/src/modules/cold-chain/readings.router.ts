import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { EXCURSION_NOT_FOUND, excursionAcknowledgeSchema, excursionParamsSchema, idParamsSchema, type ExcursionAcknowledgeInput } from '@meridian/contracts';
import { stringify } from 'csv-stringify';
import { Router } from 'express';
import { currentActor, currentNamedActor, requireRole, type AuthMiddleware } from '../../lib/auth';
import { coalesceChunks } from '../../lib/coalesce-chunks';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { acknowledgeExcursion } from './excursions.service';
import { coldChainReport, loadReadableBooking, loadReportBooking, temperatureCsvRows, temperatureLogFor } from './readings.service';
import { writeTemperatureReportPdf } from './temperature-report.pdf';

const CSV_COLUMNS = ['at', 'celsius', 'source', 'inBand'] as const;

type Deps = { requireAuth: AuthMiddleware; events: EventBus; appBaseUrl: string };

/**
 * GET /bookings/{id}/readings (JSON, or CSV with Accept: text/csv), GET /bookings/{id}/temperature-report.pdf and
 * POST /bookings/{id}/excursions/{excursionId}/acknowledgement.
 */
export function readingsRouter({ requireAuth, events, appBaseUrl }: Deps): Router {
  const router = Router();
  router.get('/:id/readings', requireAuth.orApiKey('bookings:read'), validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (req, res) => {
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
    await pipeline(Readable.from(rows), stringify({ header: true, columns: [...CSV_COLUMNS] }), coalesceChunks(), res);
  });

  router.get('/:id/temperature-report.pdf', requireAuth.orApiKey('documents:read'), validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    const report = await coldChainReport(await loadReportBooking(valid<{ id: string }>(res, 'params').id, currentActor(res)));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="temperature-report-${report.booking.trackingNumber || report.booking._id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeTemperatureReportPdf(report, { verifyBaseUrl: `${appBaseUrl}/verify/` }, res);
  });

  router.post(
    '/:id/excursions/:excursionId/acknowledgement',
    requireAuth,
    requireRole('operator', 'admin'),
    validate({ params: excursionParamsSchema, body: excursionAcknowledgeSchema }, { notFound: EXCURSION_NOT_FOUND }),
    async (_req, res) => {
      const { id, excursionId } = valid<{ id: string; excursionId: string }>(res, 'params');
      const excursion = await acknowledgeExcursion(events, { bookingId: id, excursionId }, currentNamedActor(res), valid<ExcursionAcknowledgeInput>(res, 'body'));
      sendData(res, 200, 'Excursion acknowledged', excursion);
    },
  );
  return router;
}
