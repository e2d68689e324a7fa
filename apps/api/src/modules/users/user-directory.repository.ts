import { foldSearchText, prefixPattern, STAFF_ROLES, type UserRole } from '@meridian/contracts';
import mongoose from 'mongoose';
import { UserModel, type UserDoc } from './users.model';

// Accounts as the console and the admin find them: by search, by role, by id. Other modules reach these through
// users.service.ts; the users collection is this module's alone.

function userFilter(role: UserRole | undefined, q: string | undefined): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (role) filter.role = role;
  if (q) {
    // Decision 0048: a prefix of the folded name/company keys, or of the e-mail as typed, read from the `search` index.
    const prefixes = [...new Set([foldSearchText(q), q.trim().toLowerCase()])].filter(Boolean);
    filter.$or = prefixes.length > 0 ? prefixes.map((prefix) => ({ search: prefixPattern(prefix) })) : [{ _id: mongoose.trusted({ $in: [] }) }];
  }
  return filter;
}

/** The admin's user list: one page of the accounts with this role (any when none) whose keys start with `q`, by name. */
export function searchUsers(role: UserRole | undefined, q: string | undefined, skip: number, limit: number): Promise<UserDoc[]> {
  return UserModel.find(userFilter(role, q)).sort({ firstName: 1, lastName: 1, _id: 1 }).skip(skip).limit(limit).lean<UserDoc[]>().exec();
}

export function countMatchingUsers(role: UserRole | undefined, q: string | undefined): Promise<number> {
  return UserModel.countDocuments(userFilter(role, q)).exec();
}

/** Sets a role by id; null when no such user. */
export function setUserRole(id: string, role: UserRole): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(new mongoose.Types.ObjectId(id), { $set: { role } }, { returnDocument: 'after', runValidators: true })
    .lean<UserDoc>()
    .exec();
}

/** Sets a role by e-mail (the CLI); null when no such user. */
export function setUserRoleByEmail(email: string, role: UserRole): Promise<UserDoc | null> {
  return UserModel.findOneAndUpdate({ email: email.trim().toLowerCase() }, { $set: { role } }, { returnDocument: 'after', runValidators: true })
    .lean<UserDoc>()
    .exec();
}

/** Ids of the users whose name, company or e-mail keys start with one of `prefixes` (decision 0048), at most `cap` of them. */
export async function findUserIdsBySearchPrefix(prefixes: readonly string[], cap: number): Promise<mongoose.Types.ObjectId[]> {
  if (prefixes.length === 0) return [];
  const users = await UserModel.find({ $or: prefixes.map((prefix) => ({ search: prefixPattern(prefix) })) }, { _id: 1 })
    .limit(cap)
    .lean<{ _id: mongoose.Types.ObjectId }[]>()
    .exec();
  return users.map((u) => u._id);
}

export function findUsersByIds(ids: readonly mongoose.Types.ObjectId[]): Promise<UserDoc[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return UserModel.find({ _id: mongoose.trusted({ $in: [...ids] }) })
    .lean<UserDoc[]>()
    .exec();
}

/** Every driver, by name (the console's driver picker). */
export function findDrivers(): Promise<UserDoc[]> {
  return UserModel.find({ role: 'driver' }).sort({ firstName: 1, lastName: 1, _id: 1 }).lean<UserDoc[]>().exec();
}

/** The ids of every staff account: who hears about events addressed to staff. */
export async function findStaffIds(): Promise<string[]> {
  const staff = await UserModel.collection.find({ role: { $in: [...STAFF_ROLES] } }, { projection: { _id: 1 } }).toArray();
  return staff.map((user) => String(user._id));
}

/** A customer named by account id or e-mail (staff's report filter); null for no such account or one that is staff. */
export async function findCustomerId(customer: string): Promise<string | null> {
  const filter = mongoose.Types.ObjectId.isValid(customer) && /^[0-9a-f]{24}$/i.test(customer) ? { _id: new mongoose.Types.ObjectId(customer) } : { email: customer.toLowerCase() };
  const user = await UserModel.findOne(filter).select({ _id: 1, role: 1 }).lean<{ _id: mongoose.Types.ObjectId; role?: string }>().exec();
  return user && (user.role ?? 'customer') === 'customer' ? String(user._id) : null;
}
