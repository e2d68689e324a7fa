// Operator console's read side: router (HTTP, staff only) -> service (search, customers) -> repository.
import { driverListQuerySchema, idParamsSchema, opsBookingListQuerySchema, type DriverListQuery, type OpsBookingListQuery } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { getQueueBooking, listDrivers, listQueue } from './ops.service';

export function opsRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.get('/bookings', validate({ query: opsBookingListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Bookings fetched successfully', await listQueue(valid<OpsBookingListQuery>(res, 'query')));
  });

  router.get('/bookings/:id', validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    sendData(res, 200, 'Booking fetched successfully', await getQueueBooking(valid<{ id: string }>(res, 'params').id));
  });

  router.get('/drivers', validate({ query: driverListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Drivers fetched successfully', await listDrivers(valid<DriverListQuery>(res, 'query').date));
  });

  return router;
}
