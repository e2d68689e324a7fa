// Decision 0054: the caller's organization. Members and invitations (decision 0055), API keys and webhooks hang below /organization.
import {
  canManageOrganization,
  invitationCreateSchema,
  invitationParamsSchema,
  invitationTokenSchema,
  memberParamsSchema,
  memberRoleUpdateSchema,
  ORGANIZATION_MESSAGES,
  type InvitationCreateInput,
  type InvitationTokenInput,
  type MemberRoleUpdate,
} from '@meridian/contracts';
import { Router, type RequestHandler } from 'express';
import { currentActor, ORGANIZATION_ROLE_ERRORS, requireOrganizationRole, requireVerifiedEmail, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { noStore } from '../../lib/no-store';
import { limitPerIp } from '../../lib/rate-limit';
import { forbidden, ERRORS } from '../../lib/errors';
import { valid, validate } from '../../lib/validate';
import { currentUser } from '../users/users.service';
import { acceptInvitation, checkInvitation, inviteMember, listInvitations, revokeInvitation } from './invitations.service';
import { changeMemberRole, listOrganizationMembers, removeMember } from './members.service';
import { organizationOf } from './organizations.service';

const adminsOnly = requireOrganizationRole(canManageOrganization, ORGANIZATION_ROLE_ERRORS.manage);
// Staff belong to no organization, so nothing here is theirs (decision 0054).
const customersOnly: RequestHandler = (_req, res, next) => next(currentActor(res).organizationId ? undefined : forbidden(ERRORS.forbidden));
const memberId = validate({ params: memberParamsSchema }, { notFound: ORGANIZATION_MESSAGES.memberNotFound });
const invitationId = validate({ params: invitationParamsSchema }, { notFound: ORGANIZATION_MESSAGES.invitationNotFound });
const token = validate({ body: invitationTokenSchema });

export function organizationRouter({ requireAuth, appBaseUrl, checkRate }: { requireAuth: AuthMiddleware; appBaseUrl: string; checkRate: { windowMs: number; limit: number } }): Router {
  const router = Router();
  // Before sign-in: the accept page shows what a link offers to someone who may not have an account yet. Public, so
  // limited per address like the reset-link check (a token is guessed by asking often), never cached, and the invitee's
  // address is answered masked (decision 0087).
  router.post('/invitations/check', limitPerIp({ ...checkRate, name: 'invitation-check' }), noStore, token, async (_req, res) => {
    sendData(res, 200, 'Invitation checked', await checkInvitation(valid<InvitationTokenInput>(res, 'body').token));
  });

  router.use(requireAuth);

  router.get('/', async (_req, res) => {
    sendData(res, 200, 'Organization fetched successfully', await organizationOf(currentActor(res), currentUser(res).companyName));
  });

  router.get('/members', customersOnly, async (_req, res) => {
    sendData(res, 200, 'Members fetched successfully', await listOrganizationMembers(currentActor(res)));
  });

  router.patch('/members/:userId', customersOnly, adminsOnly, memberId, validate({ body: memberRoleUpdateSchema }), async (_req, res) => {
    const member = await changeMemberRole(currentActor(res), valid<{ userId: string }>(res, 'params').userId, valid<MemberRoleUpdate>(res, 'body').role);
    sendData(res, 200, ORGANIZATION_MESSAGES.roleChanged, member);
  });

  // An admin removes anyone; every member may remove themselves (leave).
  router.delete('/members/:userId', customersOnly, memberId, async (_req, res, next) => {
    const actor = currentActor(res);
    const { userId } = valid<{ userId: string }>(res, 'params');
    if (userId !== actor.id && actor.organizationRole !== 'admin') return next(forbidden(ORGANIZATION_ROLE_ERRORS.manage));
    await removeMember(actor, userId);
    sendData(res, 200, userId === actor.id ? ORGANIZATION_MESSAGES.left : ORGANIZATION_MESSAGES.removed, null);
  });

  // The invited address must be proved (decision 0028) before it joins anyone's organization: the link alone is not enough.
  router.post('/invitations/accept', customersOnly, requireVerifiedEmail, token, async (_req, res) => {
    const joined = await acceptInvitation(currentActor(res), currentUser(res), valid<InvitationTokenInput>(res, 'body').token);
    sendData(res, 200, ORGANIZATION_MESSAGES.joined(joined.name), joined);
  });

  router.get('/invitations', customersOnly, adminsOnly, async (_req, res) => {
    sendData(res, 200, 'Invitations fetched successfully', await listInvitations(currentActor(res)));
  });

  router.post('/invitations', customersOnly, adminsOnly, validate({ body: invitationCreateSchema }), async (_req, res) => {
    const invitation = await inviteMember(currentActor(res), currentUser(res), valid<InvitationCreateInput>(res, 'body'), appBaseUrl);
    sendData(res, 201, ORGANIZATION_MESSAGES.invitationSent(invitation.email), invitation);
  });

  router.delete('/invitations/:id', customersOnly, adminsOnly, invitationId, async (_req, res) => {
    await revokeInvitation(currentActor(res), valid<{ id: string }>(res, 'params').id);
    sendData(res, 200, 'Invitation revoked', null);
  });

  return router;
}
