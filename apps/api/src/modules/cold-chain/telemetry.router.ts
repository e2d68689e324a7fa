import { telemetryBatchSchema, type TelemetryBatch } from '@meridian/contracts';
import { Router } from 'express';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { authenticateDevice } from './device-keys.service';
import { ingestTelemetry, telemetryFailureMessage } from './telemetry.service';

/** POST /telemetry/readings: a sensor's batch, authenticated by its device key (no user session). */
export function telemetryRouter({ events }: { events: EventBus }): Router {
  const router = Router();
  router.post(
    '/readings',
    async (req, res, next) => {
      res.locals.device = await authenticateDevice(req.get('x-device-key'));
      next();
    },
    validate({ body: telemetryBatchSchema }, { message: telemetryFailureMessage }),
    async (_req, res) => {
      const result = await ingestTelemetry(events, res.locals.device as { id: string; vehicleId: string }, valid<TelemetryBatch>(res, 'body'));
      sendData(res, 200, 'Readings received', result);
    },
  );
  return router;
}
