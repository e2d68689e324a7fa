import type { CompanyProfileDraft, ReviewStatus } from '@meridian/contracts';
import mongoose from 'mongoose';
import { UserModel } from '../users/users.service';
import { CompanyProfileModel, type CompanyProfileDoc, type DocumentFileDoc } from './company-profile.model';

const { ObjectId } = mongoose.Types;
const asId = (id: string | mongoose.Types.ObjectId) => new ObjectId(String(id));

export function findProfileByUser(userId: string): Promise<CompanyProfileDoc | null> {
  return CompanyProfileModel.findOne({ userId: asId(userId) }).lean<CompanyProfileDoc>().exec();
}

/** The organization's profile (decision 0055). */
export function findProfileByOrganization(organizationId: string): Promise<CompanyProfileDoc | null> {
  return CompanyProfileModel.findOne({ organizationId: asId(organizationId) }).lean<CompanyProfileDoc>().exec();
}

export function findProfileById(id: string): Promise<CompanyProfileDoc | null> {
  return CompanyProfileModel.findById(asId(id)).lean<CompanyProfileDoc>().exec();
}

/** The organization's profile, created as an empty draft (started by this account) the first time anything is saved. */
export async function ensureProfile(organizationId: string, userId: string): Promise<CompanyProfileDoc> {
  const doc = await CompanyProfileModel.findOneAndUpdate(
    { organizationId: asId(organizationId) },
    { $setOnInsert: { organizationId: asId(organizationId), userId: asId(userId), reviewStatus: 'draft', submissionCount: 0 } },
    { upsert: true, returnDocument: 'after' },
  )
    .lean<CompanyProfileDoc>()
    .exec();
  if (!doc) throw new Error('company profile missing after upsert');
  return doc;
}

/** Saves fields and, when the change withdraws a submission or an approval, the new review status. */
export function updateProfileFields(id: mongoose.Types.ObjectId, set: CompanyProfileDraft & { reviewStatus?: ReviewStatus }) {
  return CompanyProfileModel.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' }).lean<CompanyProfileDoc>().exec();
}

export function pushDocument(id: mongoose.Types.ObjectId, file: DocumentFileDoc, reviewStatus?: ReviewStatus) {
  return CompanyProfileModel.findOneAndUpdate(
    { _id: id },
    { $push: { documents: file }, ...(reviewStatus ? { $set: { reviewStatus } } : {}) },
    { returnDocument: 'after' },
  )
    .lean<CompanyProfileDoc>()
    .exec();
}

/** Draft or rejected -> pending in one atomic write, so a double click submits once. */
export function markSubmitted(id: mongoose.Types.ObjectId, at: Date) {
  return CompanyProfileModel.findOneAndUpdate(
    { _id: id, reviewStatus: mongoose.trusted({ $in: ['draft', 'rejected'] }) },
    { $set: { reviewStatus: 'pending', submittedAt: at }, $inc: { submissionCount: 1 } },
    { returnDocument: 'after' },
  )
    .lean<CompanyProfileDoc>()
    .exec();
}

/** The Verified badge is the organization's (decision 0055): every member carries it (the `organization_members` index). */
export async function setCompanyVerified(organizationId: mongoose.Types.ObjectId | string, verified: boolean): Promise<void> {
  await UserModel.updateMany({ organizationId: asId(organizationId) }, { $set: { verified } }).exec();
}
