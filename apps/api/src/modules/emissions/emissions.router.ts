// Emissions: router (HTTP) -> emissions.service (who may read, iLEAP shape) -> the bookings module's finders.
import { idParamsSchema } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { shipmentFootprint } from './emissions.service';

export function emissionsRouter(requireAuth: AuthMiddleware): Router {
  // Authentication per route: the router shares /bookings with the bookings module and must not touch its requests.
  const router = Router();
  // Decision 0056: a shipper's sustainability tool reads it with a key that may read bookings.
  const read = requireAuth.orApiKey('bookings:read');
  router.get('/:id/shipment-footprint', read, validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    sendData(res, 200, 'Shipment footprint fetched successfully', await shipmentFootprint(valid<{ id: string }>(res, 'params').id, currentActor(res)));
  });
  return router;
}
