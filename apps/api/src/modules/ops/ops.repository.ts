import { prefixPattern } from '@meridian/contracts';
import mongoose from 'mongoose';
import { UserModel, type UserDoc } from '../users/users.service';

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

export function findDrivers(): Promise<UserDoc[]> {
  return UserModel.find({ role: 'driver' }).sort({ firstName: 1, lastName: 1, _id: 1 }).lean<UserDoc[]>().exec();
}
