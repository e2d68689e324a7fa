import type { CompanyProfileDraft, KycDecisionInput, ReviewStatus } from '@meridian/contracts';
import mongoose from 'mongoose';
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

const PENDING = { reviewStatus: 'pending' } as const;

/** The KYC review queue: pending submissions, the one waiting longest first. */
export function findPendingProfiles(skip: number, limit: number): Promise<CompanyProfileDoc[]> {
  return CompanyProfileModel.find(PENDING).sort({ submittedAt: 1, _id: 1 }).skip(skip).limit(limit).lean<CompanyProfileDoc[]>().exec();
}

export function countPendingProfiles(): Promise<number> {
  return CompanyProfileModel.countDocuments(PENDING).exec();
}

export type KycDecisionEntry = {
  decision: 'approved' | 'rejected';
  reasons: NonNullable<KycDecisionInput['reasons']>;
  note: string | null;
  reviewerId: mongoose.Types.ObjectId;
  reviewerName: string;
  decidedAt: Date;
};

/** Pending -> approved or rejected in one atomic write: two operators deciding at once, one wins, the other gets null. */
export function recordKycDecision(profileId: string, entry: KycDecisionEntry): Promise<CompanyProfileDoc | null> {
  return CompanyProfileModel.findOneAndUpdate(
    { _id: asId(profileId), ...PENDING },
    { $set: { reviewStatus: entry.decision }, $push: { reviewHistory: entry } },
    { returnDocument: 'after' },
  )
    .lean<CompanyProfileDoc>()
    .exec();
}
