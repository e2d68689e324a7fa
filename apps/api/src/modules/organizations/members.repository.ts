import type { OrganizationRole } from '@meridian/contracts';
import mongoose from 'mongoose';
import { organizationHasBookings } from '../bookings/bookings.service';
import { UserModel, type UserDoc } from '../users/users.service';
import { OrganizationModel } from './organizations.model';

const { ObjectId } = mongoose.Types;
const oid = (id: string) => new ObjectId(id);

export type MemberDoc = Pick<UserDoc, '_id' | 'firstName' | 'lastName' | 'email' | 'organizationRole' | 'organizationJoinedAt' | 'createdAt' | 'companyName'>;
const MEMBER_FIELDS = { _id: 1, firstName: 1, lastName: 1, email: 1, organizationRole: 1, organizationJoinedAt: 1, createdAt: 1, companyName: 1 } as const;

/** The organization's members by name, through the `organization_members` index. */
export function listMembers(organizationId: string): Promise<MemberDoc[]> {
  return UserModel.find({ organizationId: oid(organizationId) }, MEMBER_FIELDS)
    .sort({ firstName: 1, lastName: 1, _id: 1 })
    .lean<MemberDoc[]>()
    .exec();
}

export function findMember(organizationId: string, userId: string): Promise<MemberDoc | null> {
  return UserModel.findOne({ _id: oid(userId), organizationId: oid(organizationId) }, MEMBER_FIELDS).lean<MemberDoc>().exec();
}

export function countAdmins(organizationId: string): Promise<number> {
  return UserModel.countDocuments({ organizationId: oid(organizationId), organizationRole: 'admin' }).exec();
}

/** Admins who can still act as one: an account that became staff keeps its membership but no longer manages it. */
export function countActingAdmins(organizationId: string): Promise<number> {
  return UserModel.countDocuments({ organizationId: oid(organizationId), organizationRole: 'admin', role: 'customer' }).exec();
}

export function countMembers(organizationId: string): Promise<number> {
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

export async function insertOrganization(name: string): Promise<string> {
  const created = await OrganizationModel.create({ name });
  return String(created._id);
}

/** An organization nobody belongs to and that holds no booking is removed; one with history stays. */
export async function deleteOrganizationIfAbandoned(organizationId: string): Promise<boolean> {
  const [members, booking] = await Promise.all([countMembers(organizationId), organizationHasBookings(organizationId)]);
  if (members > 0 || booking) return false;
  const result = await OrganizationModel.deleteOne({ _id: oid(organizationId) }).exec();
  return result.deletedCount === 1;
}

export function findMemberByEmail(organizationId: string, email: string): Promise<MemberDoc | null> {
  return UserModel.findOne({ email: email.toLowerCase(), organizationId: oid(organizationId) }, MEMBER_FIELDS).lean<MemberDoc>().exec();
}
