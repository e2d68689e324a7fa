// Decision 0056: bulk booking from CSV. GET /bookings/import/template.csv, POST /bookings/import (?dryRun=true).
import { pipeline } from 'node:stream/promises';
import { BULK_IMPORT_MESSAGES, bookingImportQuerySchema, todayCalendarDate } from '@meridian/contracts';
import { Router } from 'express';
import { currentNamedActor, type AuthMiddleware } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readIdempotencyKey } from '../../lib/idempotency-key';
import { valid, validate } from '../../lib/validate';
import { bookingTemplateCsv, importBookings } from './bulk-import.service';
import { receiveCsv } from './bulk-import.upload';

const DAY_MS = 86_400_000;
const dateIn = (days: number) => todayCalendarDate(new Date(Date.now() + days * DAY_MS), 'UTC');

export function bulkImportRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();

  router.get('/import/template.csv', requireAuth.orApiKey('bookings:read'), async (_req, res) => {
    res.status(200);
    res.type('text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="booking-import-template.csv"');
    await pipeline(bookingTemplateCsv(dateIn(7), dateIn(10)), res);
  });

  router.post('/import', requireAuth.orApiKey('bookings:write'), validate({ query: bookingImportQuerySchema }), async (req, res) => {
    const { dryRun } = valid<{ dryRun: boolean }>(res, 'query');
    // The key is checked before the upload is read, so a client without one learns it at once.
    const idempotencyKey = readIdempotencyKey(req);
    if (!dryRun && !idempotencyKey) throw badRequest(BULK_IMPORT_MESSAGES.keyRequired, { 'Idempotency-Key': BULK_IMPORT_MESSAGES.keyRequired });
    const file = await receiveCsv(req);
    const { result, replayed } = await importBookings(events, file, currentNamedActor(res), { dryRun, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    const message = dryRun ? `${result.validCount} bookings ready to import` : `${result.created.length} bookings created`;
    sendData(res, 200, message, result);
  });

  return router;
}
