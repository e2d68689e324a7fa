import { MESSAGES, type ProfileUpdate, type SessionUser } from '@meridian/contracts';
import type { Response } from 'express';
import type { EventBus } from '../../lib/domain-events';
import { conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import type { UserDoc } from './users.model';
import { insertUser, updateUserProfile, type NewUser } from './users.repository';

// The module's public surface: what other modules may use of it (docs/architecture.md). The users collection is this
// module's alone: others read and change accounts through these functions, never through its model.
export { toStaffMember } from './staff-member';
export { bookingUpdateChannels, notificationSettingsOf, saveNotificationSettings,  } from './notification-settings';
export { recipientDedupeKey, recordRecipients,  } from './record-recipients';
export { clearPendingInvitation, findOrganizationAdmins, findUserByEmail, findUserById, findUserForRequest, markUserEmailVerified, updateUserPassword } from './users.repository';
export {
  countMatchingUsers,
  findCustomerId,
  findDrivers,
  findStaffIds,
  findUserIdsBySearchPrefix,
  findUsersByIds,
  searchUsers,
  setUserRole,
  setUserRoleByEmail,
} from './user-directory.repository';
export {
  countActingOrganizationAdmins,
  countOrganizationAdmins,
  countOrganizationMembers,
  findOrganizationMember,
  findOrganizationMemberByEmail,
  membersOfOrganization,
  moveMember,
  setOrganizationVerified,
  type MemberRecord,
} from './memberships.repository';

/** An account as other modules see it: its stored fields as a plain object (a lean read), never a mongoose document. */
export type UserRecord = UserDoc;

/** After requireAuth: the signed-in account's record, as lib/auth left it on the response. */
export function currentUser(res: Response): UserRecord {
  return res.locals.user as UserRecord;
}

const EMAIL_EXISTS = 'An account with this email already exists';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** The session user as the web stores it: profile fields, never the hash. */
export function toSessionUser(user: UserRecord): SessionUser {
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
    emailVerified: Boolean(user.emailVerified),
    role: user.role as SessionUser['role'],
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

// The unique e-mail index is the one judge of "already registered", for sign-up and profile save alike, so two
// requests racing for one address cannot both win; the loser's field error names the e-mail.
async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(EMAIL_EXISTS, { email: MESSAGES.signup.emailExistsField });
    throw error;
  }
}

export function registerUser(user: NewUser): Promise<UserRecord> {
  return withUniqueEmail(() => insertUser(user));
}

/** SECURITY.md: a new e-mail address is unverified again, and the code flow sends a code to it (the email-changed event). */
export async function saveProfile(events: EventBus, user: UserRecord, update: ProfileUpdate): Promise<SessionUser> {
  const userId = String(user._id);
  const emailChanged = update.email.toLowerCase() !== user.email.toLowerCase();
  const saved = await withUniqueEmail(() => updateUserProfile(userId, update, emailChanged));
  if (!saved) throw notFound('Account not found');
  if (emailChanged) await events.publish({ kind: 'email-changed', userId });
  return toSessionUser(saved);
}
