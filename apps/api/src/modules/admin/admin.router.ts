// Roles administration: router (HTTP, admins only) -> service (the self-demotion rule) -> repository.
import { idParamsSchema, roleUpdateSchema, USER_NOT_FOUND, userListQuerySchema, type RoleUpdate, type UserListQuery } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { changeRole, listUsers } from './admin.service';

export function adminRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('admin'));

  router.get('/users', validate({ query: userListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Users fetched successfully', await listUsers(valid<UserListQuery>(res, 'query')));
  });

  router.patch('/users/:id/role', validate({ params: idParamsSchema, body: roleUpdateSchema }, { notFound: USER_NOT_FOUND }), async (_req, res) => {
    const user = await changeRole(String(currentUser(res)._id), valid<{ id: string }>(res, 'params').id, valid<RoleUpdate>(res, 'body').role);
    sendData(res, 200, 'Role updated', user);
  });

  return router;
}
