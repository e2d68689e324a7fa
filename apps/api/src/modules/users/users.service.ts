import type { ProfileUpdate, SessionUser } from '@meridian/contracts';
import { conflict, notFound } from '../../lib/errors';
import type { UserDoc } from './user.model';
import { updateUserProfile } from './users.repository';

export const EMAIL_EXISTS = 'An account with this email already exists';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** The session user as the web stores it (spec 3): profile fields, never the hash. */
export function toSessionUser(user: UserDoc): SessionUser {
  return {
    _id: String(user._id),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address,
    companyName: user.companyName,
    clientCategory: user.clientCategory as SessionUser['clientCategory'],
    verified: Boolean(user.verified),
    role: user.role as SessionUser['role'],
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

export async function saveProfile(userId: string, update: ProfileUpdate): Promise<SessionUser> {
  try {
    const saved = await updateUserProfile(userId, update);
    if (!saved) throw notFound('Account not found');
    return toSessionUser(saved);
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(EMAIL_EXISTS, { email: 'Email already registered' });
    throw error;
  }
}
