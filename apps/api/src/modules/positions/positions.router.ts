// POST /driver/positions (decision 0109): router (HTTP, drivers only) -> service -> repository.
import { driverPositionsRequestSchema, type DriverPositionsRequest } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { currentUser } from '../users/users.service';
import { recordPositions } from './positions.service';

export function positionsRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();
  router.post('/positions', requireAuth, requireRole('driver'), validate({ body: driverPositionsRequestSchema }), async (_req, res) => {
    const result = await recordPositions(events, String(currentUser(res)._id), valid<DriverPositionsRequest>(res, 'body'));
    sendData(res, 200, 'Positions received', result);
  });
  return router;
}
