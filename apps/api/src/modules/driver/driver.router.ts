// The driver view's read side: router (HTTP, drivers only) -> service -> repository.
import { driverJobListQuerySchema, idParamsSchema, type DriverJobListQuery } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { getDriverJob, listDriverJobs } from './driver.service';

export function driverRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('driver'));

  router.get('/jobs', validate({ query: driverJobListQuerySchema }), async (_req, res) => {
    const jobs = await listDriverJobs(String(currentUser(res)._id), valid<DriverJobListQuery>(res, 'query').tz);
    sendData(res, 200, 'Jobs fetched successfully', jobs);
  });

  router.get('/jobs/:id', validate({ params: idParamsSchema }, { notFound: BOOKING_NOT_FOUND }), async (_req, res) => {
    sendData(res, 200, 'Job fetched successfully', await getDriverJob(String(currentUser(res)._id), valid<{ id: string }>(res, 'params').id));
  });

  return router;
}
