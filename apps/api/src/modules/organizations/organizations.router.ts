// Decision 0054: the caller's organization. Members, invitations, API keys and webhooks hang below /organization.
import { Router } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { currentUser } from '../users/users.service';
import { organizationOf } from './organizations.service';

export function organizationRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (_req, res) => {
    sendData(res, 200, 'Organization fetched successfully', await organizationOf(currentActor(res), currentUser(res).companyName));
  });

  return router;
}
