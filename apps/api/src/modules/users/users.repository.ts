import type { ProfileUpdate, SignUpInput } from '@meridian/contracts';
import mongoose from 'mongoose';
import { UserModel, type UserDoc } from './users.model';

export type NewUser = Omit<SignUpInput, 'password'> & { passwordHash: string };

export async function insertUser(user: NewUser): Promise<UserDoc> {
  const created = await UserModel.create({ ...user, email: user.email.toLowerCase() });
  return created.toObject() as UserDoc;
}

export function findUserById(id: string): Promise<UserDoc | null> {
  if (!mongoose.isValidObjectId(id)) return Promise.resolve(null);
  return UserModel.findById(id).lean<UserDoc>().exec();
}

export function findUserByEmail(email: string): Promise<UserDoc | null> {
  return UserModel.findOne({ email: email.toLowerCase() }).lean<UserDoc>().exec();
}

export function updateUserProfile(id: string, update: ProfileUpdate, emailChanged = false): Promise<UserDoc | null> {
  const set = { ...update, email: update.email.toLowerCase(), ...(emailChanged ? { emailVerified: false } : {}) };
  return UserModel.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', runValidators: true })
    .lean<UserDoc>()
    .exec();
}

/** A new password ends every session: the session version moves on, so tokens signed before it are refused. */
export function updateUserPassword(id: string, passwordHash: string): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(id, { $set: { passwordHash, passwordChangedAt: new Date() }, $inc: { sessionVersion: 1 } }, { returnDocument: 'after' })
    .lean<UserDoc>()
    .exec();
}

export function markUserEmailVerified(id: string): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(id, { $set: { emailVerified: true } }, { returnDocument: 'after' }).lean<UserDoc>().exec();
}
