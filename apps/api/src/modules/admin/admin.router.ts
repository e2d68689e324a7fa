// Roles administration: router (HTTP, admins only) -> service (the self-demotion rule) -> repository.
import {
  ADMIN_ORGANIZATION_MESSAGES,
  adminOrganizationKeyParamsSchema,
  adminOrganizationMemberParamsSchema,
  adminOrganizationParamsSchema,
  adminOrganizationWebhookParamsSchema,
  idParamsSchema,
  roleUpdateSchema,
  USER_NOT_FOUND,
  userListQuerySchema,
  type RoleUpdate,
  type UserListQuery,
} from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, requireRole, type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { disableOrganizationWebhook, getAdminOrganization, listAdminOrganizations, promoteOrganizationMember, revokeOrganizationKey } from './admin-organizations.service';
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

  // Every organization, and one with its members, invitations, keys and webhooks (admin-organizations.service.ts).
  const notFound = { notFound: ADMIN_ORGANIZATION_MESSAGES.notFound };
  router.get('/organizations', async (_req, res) => {
    sendData(res, 200, 'Organizations fetched successfully', await listAdminOrganizations());
  });
  router.get('/organizations/:id', validate({ params: adminOrganizationParamsSchema }, notFound), async (_req, res) => {
    sendData(res, 200, 'Organization fetched successfully', await getAdminOrganization(valid<{ id: string }>(res, 'params').id, currentActor(res)));
  });
  router.post('/organizations/:id/api-keys/:keyId/revoke', validate({ params: adminOrganizationKeyParamsSchema }, notFound), async (_req, res) => {
    const { id, keyId } = valid<{ id: string; keyId: string }>(res, 'params');
    sendData(res, 200, ADMIN_ORGANIZATION_MESSAGES.keyRevoked, await revokeOrganizationKey(id, keyId, currentActor(res)));
  });
  router.post('/organizations/:id/webhooks/:webhookId/disable', validate({ params: adminOrganizationWebhookParamsSchema }, notFound), async (_req, res) => {
    const { id, webhookId } = valid<{ id: string; webhookId: string }>(res, 'params');
    sendData(res, 200, ADMIN_ORGANIZATION_MESSAGES.webhookDisabled, await disableOrganizationWebhook(id, webhookId, currentActor(res)));
  });
  router.post('/organizations/:id/members/:userId/promote', validate({ params: adminOrganizationMemberParamsSchema }, notFound), async (_req, res) => {
    const { id, userId } = valid<{ id: string; userId: string }>(res, 'params');
    sendData(res, 200, ADMIN_ORGANIZATION_MESSAGES.memberPromoted, await promoteOrganizationMember(id, userId, currentActor(res)));
  });

  return router;
}
