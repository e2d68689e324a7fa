import { ORGANIZATION_MESSAGES, type OrganizationMember, type OrganizationMemberList, type OrganizationRole } from '@meridian/contracts';
import { organizationOf, type Actor } from '../../lib/auth';
import { conflict, notFound } from '../../lib/errors';
import { findProfileByOrganization } from '../company-profile/company-profile.service';
import {
  countOrganizationAdmins,
  countOrganizationMembers,
  findOrganizationMember,
  membersOfOrganization,
  moveMember,
  type MemberRecord,
} from '../users/users.service';
import { organizationNameFor } from './organization-name';
import { deleteOrganizationIfAbandoned, insertOrganization } from './members.repository';

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

/** The Verified badge follows the organization's KYC-approved company profile (decision 0055). */
async function isVerified(organizationId: string): Promise<boolean> {
  return (await findProfileByOrganization(organizationId))?.reviewStatus === 'approved';
}

function toMember(doc: MemberRecord): OrganizationMember {
  return {
    id: String(doc._id),
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    role: (doc.organizationRole ?? 'admin') as OrganizationRole,
    joinedAt: iso(doc.organizationJoinedAt ?? doc.createdAt),
  };
}

export async function listOrganizationMembers(actor: Actor): Promise<OrganizationMemberList> {
  return { records: (await membersOfOrganization(organizationOf(actor))).map(toMember) };
}

async function loadMember(organizationId: string, userId: string): Promise<MemberRecord> {
  const member = await findOrganizationMember(organizationId, userId);
  if (!member) throw notFound(ORGANIZATION_MESSAGES.memberNotFound);
  return member;
}

/**
 * Decision 0055: an organization never loses its last admin. The write lands first and the admins are counted after
 * it; if none is left (two admins demoting each other at once both see zero), the write is undone and answers 409.
 */
async function keepingAnAdmin(
  organizationId: string,
  change: () => Promise<boolean>,
  undo: () => Promise<unknown>,
  { mayEmpty = false }: { mayEmpty?: boolean } = {},
): Promise<boolean> {
  if (!(await change())) return false;
  if ((await countOrganizationAdmins(organizationId)) > 0) return true;
  if (mayEmpty && (await countOrganizationMembers(organizationId)) === 0) return true;
  await undo();
  throw conflict(ORGANIZATION_MESSAGES.lastAdmin);
}

/** PATCH /organization/members/{userId} (admins): the member's new role. */
export async function changeMemberRole(actor: Actor, userId: string, role: OrganizationRole): Promise<OrganizationMember> {
  const organizationId = organizationOf(actor);
  const member = await loadMember(organizationId, userId);
  const from = (member.organizationRole ?? 'admin') as OrganizationRole;
  if (from !== role) {
    const here = { organizationId };
    const landed = await keepingAnAdmin(
      organizationId,
      () => moveMember(userId, { ...here, role: from }, { ...here, role }),
      () => moveMember(userId, { ...here, role }, { ...here, role: from }),
    );
    // Someone changed or removed them between our read and write: answer with what is there now.
    if (!landed) return toMember(await loadMember(organizationId, userId));
  }
  return toMember({ ...member, organizationRole: role });
}

/**
 * DELETE /organization/members/{userId}: an admin removes a member, or a member leaves. They keep their account and
 * found a fresh organization of their own (named after their company, as its admin); their bookings stay behind.
 */
export async function removeMember(actor: Actor, userId: string): Promise<void> {
  const organizationId = organizationOf(actor);
  const member = await loadMember(organizationId, userId);
  // A quick refusal before any write; the count after the write below is what holds under races.
  if (member.organizationRole === 'admin' && (await countOrganizationAdmins(organizationId)) <= 1) throw conflict(ORGANIZATION_MESSAGES.lastAdmin);
  const fresh = await insertOrganization(organizationNameFor(member.companyName));
  const role = (member.organizationRole ?? 'admin') as OrganizationRole;
  try {
    const landed = await keepingAnAdmin(
      organizationId,
      () => moveMember(userId, { organizationId }, { organizationId: fresh, role: 'admin', joinedAt: new Date(), verified: false }),
      async () => moveMember(userId, { organizationId: fresh }, { organizationId, role, verified: await isVerified(organizationId) }),
    );
    if (!landed) throw notFound(ORGANIZATION_MESSAGES.memberNotFound);
  } finally {
    await deleteOrganizationIfAbandoned(fresh);
  }
}

/** Joining by invitation: the account moves in with the invited role; the organization it leaves keeps its bookings. */
export async function joinOrganization(actor: Actor, organizationId: string, role: OrganizationRole): Promise<boolean> {
  const previous = organizationOf(actor);
  const previousRole = actor.organizationRole ?? 'admin';
  const [verified, wasVerified] = await Promise.all([isVerified(organizationId), isVerified(previous)]);
  const landed = await keepingAnAdmin(
    previous,
    () => moveMember(actor.id, { organizationId: previous }, { organizationId, role, joinedAt: new Date(), verified }),
    () => moveMember(actor.id, { organizationId }, { organizationId: previous, role: previousRole, verified: wasVerified }),
    // A founder alone in their organization leaves nobody without an admin.
    { mayEmpty: true },
  );
  if (landed) await deleteOrganizationIfAbandoned(previous);
  return landed;
}
