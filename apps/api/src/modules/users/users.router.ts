// Users: router (HTTP) -> service (the profile rules, the one "e-mail taken" answer) -> repository -> model.
import { profileUpdateSchema, type ProfileUpdate } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { type AuthMiddleware } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { currentUser } from './users.service';
import { noStore } from '../../lib/no-store';
import { valid, validate } from '../../lib/validate';
import { saveProfile, toSessionUser } from './users.service';

export function usersRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();
  router.use(noStore, requireAuth);

  // GET /user/ is the web's session check at start; data.user holds the profile fields.
  router.get('/', (_req, res) => {
    sendData(res, 200, 'Profile loaded', { user: toSessionUser(currentUser(res)) });
  });

  router.patch('/', validate({ body: profileUpdateSchema }), async (_req, res) => {
    const user = await saveProfile(events, currentUser(res), valid<ProfileUpdate>(res, 'body'));
    sendData(res, 200, 'Profile saved', { user });
  });

  return router;
}
