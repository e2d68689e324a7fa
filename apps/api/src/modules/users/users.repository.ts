import { userSearchKeys, type ProfileUpdate, type SignUpInput } from '@meridian/contracts';
import mongoose from 'mongoose';
import { groupCalls } from '../../lib/group-calls';
import { UserModel, type UserDoc } from './users.model';

export type NewUser = Omit<SignUpInput, 'password'> & { passwordHash: string; pendingInvitationId?: string };

/** Sign-up: the new customer founds an organization that carries their id, as its admin (decision 0054). */
export async function insertUser(user: NewUser): Promise<UserDoc> {
  const _id = new mongoose.Types.ObjectId();
  const created = await UserModel.create({ ...user, _id, organizationId: _id, organizationRole: 'admin', email: user.email.toLowerCase() });
  return created.toObject() as UserDoc;
}

export function findUserById(id: string): Promise<UserDoc | null> {
  if (!mongoose.isValidObjectId(id)) return Promise.resolve(null);
  return UserModel.findById(id).lean<UserDoc>().exec();
}

/**
 * The account behind a request's session, read on every request so a reset or a role change holds at once. The
 * requests being authenticated at once are read in one query (decision 0070).
 */
export const findUserForRequest = (id: string): Promise<UserDoc | null> => (mongoose.isValidObjectId(id) ? usersForRequests(new mongoose.Types.ObjectId(id)) : Promise.resolve(null));

const usersForRequests = groupCalls(async (ids: mongoose.Types.ObjectId[]): Promise<(UserDoc | null)[]> => {
  // The driver's own find: the ids are ObjectIds already, so mongoose's casting has nothing to do.
  const found = (await UserModel.collection.find({ _id: { $in: ids } }).toArray()) as unknown as UserDoc[];
  const byId = new Map(found.map((user) => [String(user._id), user]));
  // Two requests of one account get a copy each, so neither sees what the other's handlers set on theirs.
  return ids.map((id) => {
    const user = byId.get(String(id));
    return user ? { ...user } : null;
  });
});

export function findUserByEmail(email: string): Promise<UserDoc | null> {
  return UserModel.findOne({ email: email.toLowerCase() }).lean<UserDoc>().exec();
}

export function updateUserProfile(id: string, update: ProfileUpdate, emailChanged = false): Promise<UserDoc | null> {
  // The update holds every identity field, so the search keys are rebuilt from it (decision 0048).
  const set = { ...update, email: update.email.toLowerCase(), search: userSearchKeys(update), ...(emailChanged ? { emailVerified: false } : {}) };
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

/** The account's invitation has been answered (joined, or it was gone): it is not tried again. */
export async function clearPendingInvitation(id: string): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $unset: { pendingInvitationId: 1 } }).exec();
}

type UserSearchSource = Pick<UserDoc, '_id' | 'firstName' | 'lastName' | 'companyName' | 'email'>;

/** Up to `limit` users written before search keys (decision 0048), found through the `search` index (no scan). */
export function findUsersWithoutSearchKeys(limit: number): Promise<UserSearchSource[]> {
  return UserModel.find({ search: null }, { _id: 1, firstName: 1, lastName: 1, companyName: 1, email: 1 }).limit(limit).lean<UserSearchSource[]>().exec();
}

/** Writes each user's keys only while they still have none (a profile change meanwhile wrote fresher ones). */
export async function fillUserSearchKeys(fills: { id: mongoose.Types.ObjectId; search: string[] }[]): Promise<number> {
  if (fills.length === 0) return 0;
  const result = await UserModel.bulkWrite(
    fills.map(({ id, search }) => ({ updateOne: { filter: { _id: id, search: null }, update: { $set: { search } } } })),
    { ordered: false },
  );
  return result.modifiedCount;
}

/**
 * The admins of an organization, to tell them about it (a webhook endpoint disabled). A founder with no organization
 * on record (before migration 0005) is its admin (decision 0054).
 */
export function findOrganizationAdmins(organizationId: string): Promise<UserDoc[]> {
  if (!mongoose.isValidObjectId(organizationId)) return Promise.resolve([]);
  const id = new mongoose.Types.ObjectId(organizationId);
  return UserModel.find({
    $or: [
      { organizationId: id, organizationRole: 'admin' },
      { _id: id, organizationId: null },
    ],
  })
    .lean<UserDoc[]>()
    .exec();
}

/** Decision 0111: the customer's channels for their bookings' step updates. */
export function updateNotificationSettings(id: string, settings: { email: boolean; sms: boolean; smsPhone: string | null }): Promise<UserDoc | null> {
  const { smsPhone, ...channels } = settings;
  return UserModel.findByIdAndUpdate(
    id,
    smsPhone ? { $set: { notificationSettings: { ...channels, smsPhone } } } : { $set: { notificationSettings: channels } },
    { returnDocument: 'after', runValidators: true },
  )
    .lean<UserDoc>()
    .exec();
}
