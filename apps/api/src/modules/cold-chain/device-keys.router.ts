import { deviceKeyCreateSchema, deviceKeyParamsSchema } from '@meridian/contracts';
import { Router } from 'express';
import type { z } from 'zod';
import { currentActor, requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { DEVICE_KEY_NOT_FOUND, issueDeviceKey, listKeys, revokeKey } from './device-keys.service';

/** /ops/device-keys: operators and admins issue (shown once), list and revoke the sensors' keys. */
export function deviceKeysRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.post('/', validate({ body: deviceKeyCreateSchema }), async (_req, res) => {
    const issued = await issueDeviceKey(valid<z.infer<typeof deviceKeyCreateSchema>>(res, 'body'), currentActor(res));
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, 201, 'Device key issued. Copy it now: it will not be shown again.', issued);
  });

  router.get('/', async (_req, res) => {
    sendData(res, 200, 'Device keys fetched successfully', await listKeys());
  });

  router.delete('/:id', validate({ params: deviceKeyParamsSchema }, { notFound: DEVICE_KEY_NOT_FOUND }), async (_req, res) => {
    sendData(res, 200, 'Device key revoked', await revokeKey(valid<{ id: string }>(res, 'params').id));
  });

  return router;
}
