// The fleet: router (HTTP, operators and admins) -> vehicles.service (rules) -> repository.
import {
  VEHICLE_NOT_FOUND,
  vehicleCreateSchema,
  vehicleListQuerySchema,
  vehicleParamsSchema,
  vehicleUpdateSchema,
  type VehicleCreate,
  type VehicleListQuery,
  type VehicleUpdate,
} from '@meridian/contracts';
import { Router, type Response } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { createVehicle, listVehicles, retireVehicle, updateVehicle } from './vehicles.service';

const vehicleId = (res: Response) => valid<{ id: string }>(res, 'params').id;
const byId = { notFound: VEHICLE_NOT_FOUND };

/** /ops/vehicles: the fleet an operator assigns from (decision 0047); customers and drivers are refused (403). */
export function vehiclesRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.get('/', validate({ query: vehicleListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Vehicles fetched successfully', { records: await listVehicles(valid<VehicleListQuery>(res, 'query')) });
  });

  router.post('/', validate({ body: vehicleCreateSchema }), async (_req, res) => {
    sendData(res, 201, 'Vehicle added', await createVehicle(valid<VehicleCreate>(res, 'body')));
  });

  router.patch('/:id', validate({ params: vehicleParamsSchema, body: vehicleUpdateSchema }, byId), async (_req, res) => {
    sendData(res, 200, 'Vehicle updated', await updateVehicle(vehicleId(res), valid<VehicleUpdate>(res, 'body')));
  });

  router.post('/:id/retire', validate({ params: vehicleParamsSchema }, byId), async (_req, res) => {
    sendData(res, 200, 'Vehicle retired', await retireVehicle(vehicleId(res)));
  });

  return router;
}
