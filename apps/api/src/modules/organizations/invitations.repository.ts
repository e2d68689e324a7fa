import type { OrganizationRole } from '@meridian/contracts';
import mongoose from 'mongoose';
import { InvitationModel, type InvitationDoc } from './invitations.model';

const { ObjectId } = mongoose.Types;
const oid = (id: string) => new ObjectId(id);

type NewInvitation = { organizationId: string; email: string; role: OrganizationRole; tokenHash: string; invitedBy: string; invitedByName: string; expiresAt: Date };

/** Inviting an address again replaces its pending invitation (new token, role and expiry): one upsert. */
export function upsertInvitation(invitation: NewInvitation): Promise<InvitationDoc> {
  const { organizationId, email, ...rest } = invitation;
  return InvitationModel.findOneAndUpdate(
    { organizationId: oid(organizationId), email: email.toLowerCase() },
    { $set: { ...rest, invitedBy: oid(rest.invitedBy) }, $setOnInsert: { organizationId: oid(organizationId), email: email.toLowerCase() } },
    { upsert: true, returnDocument: 'after', runValidators: true },
  )
    .lean<InvitationDoc>()
    .exec() as Promise<InvitationDoc>;
}

/** The organization's invitations still open, soonest to expire first. */
export function listPendingInvitations(organizationId: string, now: Date): Promise<InvitationDoc[]> {
  return InvitationModel.find({ organizationId: oid(organizationId), expiresAt: mongoose.trusted({ $gt: now }) })
    .sort({ email: 1 })
    .lean<InvitationDoc[]>()
    .exec();
}

export async function deleteInvitation(organizationId: string, id: string): Promise<boolean> {
  const result = await InvitationModel.deleteOne({ _id: oid(id), organizationId: oid(organizationId) }).exec();
  return result.deletedCount === 1;
}

export function findInvitationById(id: string): Promise<InvitationDoc | null> {
  if (!mongoose.isValidObjectId(id)) return Promise.resolve(null);
  return InvitationModel.findById(id).lean<InvitationDoc>().exec();
}

export function findInvitationByTokenHash(tokenHash: string): Promise<InvitationDoc | null> {
  return InvitationModel.findOne({ tokenHash }).lean<InvitationDoc>().exec();
}

/** Uses the invitation up: of two racing accepts exactly one gets it back. */
export function claimInvitation(id: mongoose.Types.ObjectId, tokenHash: string, now: Date): Promise<InvitationDoc | null> {
  return InvitationModel.findOneAndDelete({ _id: id, tokenHash, expiresAt: mongoose.trusted({ $gt: now }) })
    .lean<InvitationDoc>()
    .exec();
}

/** Puts a claimed invitation back when what followed the claim was refused, so the link still works. */
export async function restoreInvitation(doc: InvitationDoc): Promise<void> {
  await InvitationModel.create(doc);
}
