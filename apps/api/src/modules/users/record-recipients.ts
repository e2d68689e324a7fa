import { findOrganizationAdmins, findUserById } from './users.repository';
import type { UserDoc } from './users.model';

/** An organization's record as far as who hears about it goes: who made it, and for which organization. */
export type RecordOwnership = { createdBy?: unknown; organizationId?: unknown };

/** Decision 0087: an account belongs to the organization on its record, or founded the one carrying its id (0054). */
function isMemberOf(user: Pick<UserDoc, '_id' | 'organizationId'>, organizationId: string): boolean {
  return String(user.organizationId ?? user._id) === organizationId;
}

/**
 * Decision 0087: who is told about an organization's record (notifications and e-mails): the account that made it
 * while that account is still a member, else the organization's admins. Someone who left never hears of it again,
 * though the record still names them as its creator.
 */
export async function recordRecipients(record: RecordOwnership): Promise<UserDoc[]> {
  const creatorId = record.createdBy == null ? '' : String(record.createdBy);
  const organizationId = String(record.organizationId ?? creatorId);
  if (!organizationId) return [];
  const creator = creatorId ? await findUserById(creatorId) : null;
  if (creator && isMemberOf(creator, organizationId)) return [creator];
  const admins = await findOrganizationAdmins(organizationId);
  return admins.sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

/**
 * A mail's dedupe key for one of a record's recipients: the creator keeps the key the record's mail always had, so a
 * replay after an upgrade queues nothing new; an admin told in their place gets a key of their own.
 */
export function recipientDedupeKey(base: string, recipient: Pick<UserDoc, '_id'>, record: RecordOwnership): string {
  return String(recipient._id) === String(record.createdBy ?? '') ? base : `${base}:${String(recipient._id)}`;
}
