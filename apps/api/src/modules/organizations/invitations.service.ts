import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  maskEmail,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_ROLE_LABELS,
  type Invitation,
  type InvitationCheck,
  type InvitationCreateInput,
  type InvitationList,
  type Organization,
  type OrganizationRole,
} from '@meridian/contracts';
import { actorOf, organizationOf, type Actor } from '../../lib/auth';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { enqueueMail } from '../mail/mail.service';
import { findOrganizationMemberByEmail, type UserRecord } from '../users/users.service';
import type { InvitationDoc } from './invitations.model';
import { claimInvitation, deleteInvitation, findInvitationById, findInvitationByTokenHash, listPendingInvitations, restoreInvitation, upsertInvitation } from './invitations.repository';
import { joinOrganization } from './members.service';
import { findOrganizationById } from './organizations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const invalidLink = () => new AppError(400, ORGANIZATION_MESSAGES.invitationInvalid, { fields: { token: ORGANIZATION_MESSAGES.invitationInvalid } });

function toInvitation(doc: InvitationDoc): Invitation {
  return {
    id: String(doc._id),
    email: doc.email,
    role: doc.role as OrganizationRole,
    expiresAt: doc.expiresAt.toISOString(),
    invitedBy: { id: String(doc.invitedBy), name: doc.invitedByName },
  };
}

const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

async function organizationName(organizationId: string): Promise<string> {
  const organization = await findOrganizationById(organizationId);
  if (!organization) throw notFound(ORGANIZATION_MESSAGES.invitationNotFound);
  return organization.name;
}

/**
 * POST /organization/invitations (admins), decision 0055: a random token, stored only as its hash, good for
 * INVITATION_TTL_DAYS and once; the link goes out through the mail queue. Inviting a pending address again replaces its
 * invitation (the old link stops working); inviting a member is 409.
 */
export async function inviteMember(actor: Actor, inviter: UserRecord, input: InvitationCreateInput, appBaseUrl: string, now = new Date()): Promise<Invitation> {
  const organizationId = organizationOf(actor);
  const email = input.email.toLowerCase();
  if (await findOrganizationMemberByEmail(organizationId, email)) throw conflict(ORGANIZATION_MESSAGES.alreadyMember, { email: ORGANIZATION_MESSAGES.alreadyMember });
  const name = await organizationName(organizationId);
  const token = randomBytes(32).toString('base64url');
  const saved = await upsertInvitation({
    organizationId,
    email,
    role: input.role,
    tokenHash: sha256(token),
    invitedBy: actor.id,
    invitedByName: fullName(inviter),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
  });
  await enqueueMail({
    to: email,
    template: 'organization-invitation',
    data: {
      organizationName: name,
      inviterName: fullName(inviter),
      role: ORGANIZATION_ROLE_LABELS[input.role],
      // Decision 0086: the link carries the address it was sent to, so sign-up can fill it in; it names nothing that the
      // mailbox does not already know, and the API still checks it against the invitation.
      acceptUrl: `${appBaseUrl}/auth/accept-invitation?token=${token}&email=${encodeURIComponent(email)}`,
      expiresInDays: INVITATION_TTL_DAYS,
    },
  });
  return toInvitation(saved);
}

export async function listInvitations(actor: Actor, now = new Date()): Promise<InvitationList> {
  return { records: (await listPendingInvitations(organizationOf(actor), now)).map(toInvitation) };
}

export async function revokeInvitation(actor: Actor, id: string): Promise<void> {
  if (!(await deleteInvitation(organizationOf(actor), id))) throw notFound(ORGANIZATION_MESSAGES.invitationNotFound);
}

async function findUsable(token: string, now: Date): Promise<InvitationDoc | null> {
  const found = await findInvitationByTokenHash(sha256(token));
  return found && found.expiresAt > now ? found : null;
}

/** POST /organization/invitations/check: what the link offers, without using it up (the accept page shows it first). */
export async function checkInvitation(token: string, now = new Date()): Promise<InvitationCheck> {
  const found = await findUsable(token, now);
  const organization = found ? await findOrganizationById(String(found.organizationId)) : null;
  if (!found || !organization) return { valid: false, organizationName: null, role: null, email: null, invitedBy: null, expiresAt: null };
  return {
    valid: true,
    organizationName: organization.name,
    role: found.role as OrganizationRole,
    email: maskEmail(found.email),
    invitedBy: found.invitedByName,
    expiresAt: found.expiresAt.toISOString(),
  };
}

/**
 * POST /organization/invitations/accept by the signed-in invitee: the account's e-mail must be the invited one (403
 * naming it only masked); an expired or used link is 400. The account moves in with the invited role; the link is
 * used up first, so two tabs accepting at once join once.
 */
export async function acceptInvitation(actor: Actor, user: UserRecord, token: string, now = new Date()): Promise<Organization> {
  if (!actor.organizationId) throw forbidden(ORGANIZATION_MESSAGES.invitationInvalid);
  const found = await findUsable(token, now);
  if (!found) throw invalidLink();
  if (found.email !== user.email.toLowerCase()) throw forbidden(ORGANIZATION_MESSAGES.invitationWrongAccount(maskEmail(found.email)));
  if (String(found.organizationId) === actor.organizationId) throw conflict(ORGANIZATION_MESSAGES.alreadyMember);
  return joinWith(actor, found, now);
}

/** Uses the invitation up, then moves the account in with the invited role. */
async function joinWith(actor: Actor, found: InvitationDoc, now: Date): Promise<Organization> {
  const organizationId = String(found.organizationId);
  const role = found.role as OrganizationRole;
  const name = await organizationName(organizationId);
  const claimed = await claimInvitation(found._id, found.tokenHash, now);
  if (!claimed) throw invalidLink();
  try {
    await joinOrganization(actor, organizationId, role);
  } catch (error) {
    // Refused (the last admin of an organization with members left behind): the link still works once that is fixed.
    await restoreInvitation(claimed);
    throw error;
  }
  return { id: organizationId, name, role };
}

/**
 * Decision 0086: sign-up by invitation. The link must still work and be for this e-mail (a wrong one is told so
 * without naming the invited one); the organization's name becomes the account's company.
 */
export async function invitationForSignUp(token: string, email: string, now = new Date()): Promise<{ invitationId: string; organizationName: string }> {
  const found = await findUsable(token, now);
  if (!found) throw invalidLink();
  if (found.email !== email.toLowerCase()) {
    throw new AppError(403, ORGANIZATION_MESSAGES.invitationOtherEmail, { fields: { email: ORGANIZATION_MESSAGES.invitationOtherEmail } });
  }
  return { invitationId: String(found._id), organizationName: await organizationName(String(found.organizationId)) };
}

/**
 * Decision 0086: an account made by invitation joins when its address is proved (the link alone is not enough, as for
 * accepting). An invitation revoked, replaced or expired meanwhile joins nothing: the account keeps its own organization.
 */
export async function joinPendingInvitation(user: UserRecord, now = new Date()): Promise<Organization | null> {
  if (!user.pendingInvitationId) return null;
  const found = await findInvitationById(String(user.pendingInvitationId));
  if (!found || found.expiresAt <= now || found.email !== user.email.toLowerCase()) return null;
  try {
    return await joinWith(actorOf(user), found, now);
  } catch (error) {
    // Used up by a racing accept: the account stays where it is.
    if (error instanceof AppError) return null;
    throw error;
  }
}
