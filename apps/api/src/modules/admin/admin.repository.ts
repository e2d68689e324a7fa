import { foldSearchText, prefixPattern, type UserRole } from '@meridian/contracts';
import mongoose from 'mongoose';
import { UserModel, type UserDoc } from '../users/users.service';

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

export function findUsers(role: UserRole | undefined, q: string | undefined, skip: number, limit: number): Promise<UserDoc[]> {
  return UserModel.find(userFilter(role, q)).sort({ firstName: 1, lastName: 1, _id: 1 }).skip(skip).limit(limit).lean<UserDoc[]>().exec();
}

export function countUsers(role: UserRole | undefined, q: string | undefined): Promise<number> {
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
