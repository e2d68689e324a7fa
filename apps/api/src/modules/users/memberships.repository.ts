import type { OrganizationRole } from '@meridian/contracts';
import mongoose from 'mongoose';
import { UserModel, type UserDoc } from './users.model';

// Decision 0054: an account's organization and its role there are fields of the account, so the organizations module
// reads and moves members through these (by way of users.service.ts); the users collection is this module's alone.

const { ObjectId } = mongoose.Types;
const oid = (id: string) => new ObjectId(id);

/** A member as the organization's screens show them: who, their role, and since when. */
export type MemberRecord = Pick<UserDoc, '_id' | 'firstName' | 'lastName' | 'email' | 'organizationRole' | 'organizationJoinedAt' | 'createdAt' | 'companyName'>;
const MEMBER_FIELDS = { _id: 1, firstName: 1, lastName: 1, email: 1, organizationRole: 1, organizationJoinedAt: 1, createdAt: 1, companyName: 1 } as const;

/** The organization's members by name, through the `organization_members` index. */
export function membersOfOrganization(organizationId: string): Promise<MemberRecord[]> {
  return UserModel.find({ organizationId: oid(organizationId) }, MEMBER_FIELDS)
    .sort({ firstName: 1, lastName: 1, _id: 1 })
    .lean<MemberRecord[]>()
    .exec();
}

export function findOrganizationMember(organizationId: string, userId: string): Promise<MemberRecord | null> {
  return UserModel.findOne({ _id: oid(userId), organizationId: oid(organizationId) }, MEMBER_FIELDS).lean<MemberRecord>().exec();
}

export function findOrganizationMemberByEmail(organizationId: string, email: string): Promise<MemberRecord | null> {
  return UserModel.findOne({ email: email.toLowerCase(), organizationId: oid(organizationId) }, MEMBER_FIELDS).lean<MemberRecord>().exec();
}

export function countOrganizationAdmins(organizationId: string): Promise<number> {
  return UserModel.countDocuments({ organizationId: oid(organizationId), organizationRole: 'admin' }).exec();
}

/** Admins who can still act as one: an account that became staff keeps its membership but no longer manages it. */
export function countActingOrganizationAdmins(organizationId: string): Promise<number> {
  return UserModel.countDocuments({ organizationId: oid(organizationId), organizationRole: 'admin', role: 'customer' }).exec();
}

export function countOrganizationMembers(organizationId: string): Promise<number> {
  return UserModel.countDocuments({ organizationId: oid(organizationId) }).exec();
}

/**
 * Moves an account between organizations (or changes its role in one) only if it is still where the caller saw it:
 * one guarded write, so a racing move of the same account lands once. Answers whether it landed.
 */
export async function moveMember(
  userId: string,
  from: { organizationId: string; role?: OrganizationRole },
  to: { organizationId: string; role: OrganizationRole; joinedAt?: Date; verified?: boolean },
): Promise<boolean> {
  const filter: Record<string, unknown> = { _id: oid(userId), organizationId: oid(from.organizationId) };
  if (from.role) filter.organizationRole = from.role;
  const set: Record<string, unknown> = { organizationId: oid(to.organizationId), organizationRole: to.role };
  if (to.joinedAt) set.organizationJoinedAt = to.joinedAt;
  if (to.verified !== undefined) set.verified = to.verified;
  const result = await UserModel.updateOne(filter, { $set: set }).exec();
  return result.modifiedCount === 1;
}

/** The Verified badge is the organization's (decision 0055): every member carries it (the `organization_members` index). */
export async function setOrganizationVerified(organizationId: mongoose.Types.ObjectId | string, verified: boolean): Promise<void> {
  await UserModel.updateMany({ organizationId: oid(String(organizationId)) }, { $set: { verified } }).exec();
}
