import { reportDigestParamsSchema, TEMPERATURE_REPORT_NOT_FOUND } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { verifyTemperatureReport } from './readings.service';

/** GET /temperature-reports/{digest}: public, budgeted per address like tracking (a digest is unguessable anyway). */
export function temperatureReportsRouter(rate: { windowMs: number; limit: number }): Router {
  const router = Router();
  router.get(
    '/:digest',
    limitPerIp({ ...rate, name: 'temperature-reports' }),
    validate({ params: reportDigestParamsSchema }, { notFound: TEMPERATURE_REPORT_NOT_FOUND }),
    async (_req, res) => {
      const summary = await verifyTemperatureReport(valid<{ digest: string }>(res, 'params').digest);
      // The summary never changes for a digest except for dispositions, so a minute of caching is safe.
      res.setHeader('Cache-Control', 'public, max-age=60');
      sendData(res, 200, 'Temperature report verified', summary);
    },
  );
  return router;
}
