// POST /driver/positions (decision 0109), GET and PUT /driver/route (decision 0116): router (HTTP, drivers only) ->
// service -> repository.
import { DRIVER_ROUTE_MESSAGES, driverPositionsRequestSchema, driverRouteRequestSchema, type DriverPositionsRequest, type DriverRouteRequest } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { currentUser } from '../users/users.service';
import { driverRoute, toDriverRoute } from './delivery-routes.service';
import { changeRoute, recordPositions } from './positions.service';

export function positionsRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();
  router.post('/positions', requireAuth, requireRole('driver'), validate({ body: driverPositionsRequestSchema }), async (_req, res) => {
    const result = await recordPositions(events, String(currentUser(res)._id), valid<DriverPositionsRequest>(res, 'body'));
    sendData(res, 200, 'Positions received', result);
  });
  router.get('/route', requireAuth, requireRole('driver'), async (_req, res) => {
    sendData(res, 200, 'Route', toDriverRoute(await driverRoute(String(currentUser(res)._id))));
  });
  router.put('/route', requireAuth, requireRole('driver'), validate({ body: driverRouteRequestSchema }), async (_req, res) => {
    const route = await changeRoute(events, String(currentUser(res)._id), valid<DriverRouteRequest>(res, 'body'));
    sendData(res, 200, DRIVER_ROUTE_MESSAGES.saved, route);
  });
  return router;
}
