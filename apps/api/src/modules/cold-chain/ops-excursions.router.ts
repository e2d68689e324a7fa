import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { listExcursionsForConsole } from './excursions.service';

/** GET /ops/excursions: the console's excursions across shipments, those still to acknowledge first. */
export function opsExcursionsRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));
  router.get('/', async (_req, res) => {
    sendData(res, 200, 'Excursions fetched successfully', { records: await listExcursionsForConsole() });
  });
  return router;
}
