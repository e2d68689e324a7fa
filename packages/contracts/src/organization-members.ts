import { z } from 'zod';
import { objectIdSchema } from './envelope';
import { organizationRoleSchema } from './organization';
import { emailField } from './text';

// Decision 0055: an organization's members and the invitations that bring new ones in.

/** An invitation link works for this long, once. */
export const INVITATION_TTL_DAYS = 7;

export const ORGANIZATION_MESSAGES = {
  lastAdmin: 'An organization needs at least one admin. Make another member an admin first.',
  // The lone admin has no other member to promote; their way out of the role starts with an invitation.
  lastAdminAlone: 'An organization needs at least one admin. To step down, invite a colleague as an admin first.',
  memberNotFound: 'Member not found',
  alreadyMember: 'This person is already a member of your organization.',
  invitationNotFound: 'Invitation not found',
  invitationInvalid: 'This invitation link is invalid, has expired or has already been used. Ask your admin for a new one.',
  invitationWrongAccount: (masked: string) =>
    `This invitation was sent to ${masked}. Sign in with that address (or create an account with it) to accept.`,
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  // Decision 0086: sign-up by invitation names no address, so a guessed link learns nothing from a wrong one.
  invitationOtherEmail: 'This invitation was sent to another address. Use the address it was sent to.',
  joined: (name: string) => `You joined ${name}`,
  roleChanged: 'Role changed',
  removed: 'Member removed',
  left: 'You left the organization',
} as const;

/** `j***@example.com`: enough for the invitee to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export const organizationMemberSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: organizationRoleSchema,
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'OrganizationMember' });
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;
export const organizationMemberListSchema = z.object({ records: z.array(organizationMemberSchema) }).meta({ id: 'OrganizationMemberList' });
export type OrganizationMemberList = z.infer<typeof organizationMemberListSchema>;

/**
 * What an organization's last admin may not do (decision 0055), so a screen does not offer it: change their own role, or
 * leave while others stay (alone, they may leave and the organization is empty). The API refuses both with 409 anyway,
 * which still covers two admins demoting each other at once.
 */
export function lastAdminLimits(members: ReadonlyArray<Pick<OrganizationMember, 'id' | 'role'>>, memberId: string): { mayChangeRole: boolean; mayLeave: boolean } {
  const isLastAdmin = members.some((m) => m.id === memberId && m.role === 'admin') && members.filter((m) => m.role === 'admin').length === 1;
  return { mayChangeRole: !isLastAdmin, mayLeave: !isLastAdmin || members.length === 1 };
}

export const memberParamsSchema = z.strictObject({ userId: objectIdSchema });
export const memberRoleUpdateSchema = z.strictObject({ role: organizationRoleSchema }).meta({ id: 'OrganizationMemberRoleUpdate' });
export type MemberRoleUpdate = z.infer<typeof memberRoleUpdateSchema>;

export const invitationCreateSchema = z.strictObject({ email: emailField(), role: organizationRoleSchema }).meta({ id: 'OrganizationInvitationRequest' });
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: organizationRoleSchema,
    expiresAt: z.iso.datetime(),
    invitedBy: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'OrganizationInvitation' });
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ records: z.array(invitationSchema) }).meta({ id: 'OrganizationInvitationList' });
export type InvitationList = z.infer<typeof invitationListSchema>;
export const invitationParamsSchema = z.strictObject({ id: objectIdSchema });

// The link's token: random, base64url; anything else names no invitation.
export const invitationTokenField = z.string().trim().regex(/^[A-Za-z0-9_-]{20,200}$/, ORGANIZATION_MESSAGES.invitationInvalid);
export const invitationTokenSchema = z
  .strictObject({ token: invitationTokenField })
  .meta({ id: 'OrganizationInvitationToken' });
export type InvitationTokenInput = z.infer<typeof invitationTokenSchema>;

/** POST /organization/invitations/check: what the link offers, without using it up. */
export const invitationCheckSchema = z
  .object({
    valid: z.boolean(),
    organizationName: z.string().nullable(),
    role: organizationRoleSchema.nullable(),
    email: z.string().nullable(),
    invitedBy: z.string().nullable(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OrganizationInvitationCheck' });
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;
