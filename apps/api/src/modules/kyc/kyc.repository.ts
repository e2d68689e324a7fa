import type { KycDecisionInput } from '@meridian/contracts';
import mongoose from 'mongoose';
import { CompanyProfileModel, type CompanyProfileDoc } from '../company-profile/company-profile.service';
import { UserModel, type UserDoc } from '../users/users.service';

const { ObjectId } = mongoose.Types;
const PENDING = { reviewStatus: 'pending' } as const;

/** The review queue: pending submissions, the one waiting longest first. */
export function listPending(skip: number, limit: number): Promise<CompanyProfileDoc[]> {
  return CompanyProfileModel.find(PENDING).sort({ submittedAt: 1, _id: 1 }).skip(skip).limit(limit).lean<CompanyProfileDoc[]>().exec();
}

export function countPending(): Promise<number> {
  return CompanyProfileModel.countDocuments(PENDING).exec();
}

export type Owner = Pick<UserDoc, '_id' | 'firstName' | 'lastName' | 'email'>;

export async function findOwners(ids: mongoose.Types.ObjectId[]): Promise<Map<string, Owner>> {
  const users = await UserModel.find({ _id: mongoose.trusted({ $in: ids }) }, { firstName: 1, lastName: 1, email: 1 })
    .lean<Owner[]>()
    .exec();
  return new Map(users.map((u) => [String(u._id), u]));
}

export type DecisionEntry = {
  decision: 'approved' | 'rejected';
  reasons: NonNullable<KycDecisionInput['reasons']>;
  note: string | null;
  reviewerId: mongoose.Types.ObjectId;
  reviewerName: string;
  decidedAt: Date;
};

/** Pending -> approved or rejected in one atomic write: two operators deciding at once, one wins, the other gets null. */
export function recordDecision(profileId: string, entry: DecisionEntry): Promise<CompanyProfileDoc | null> {
  return CompanyProfileModel.findOneAndUpdate(
    { _id: new ObjectId(profileId), ...PENDING },
    { $set: { reviewStatus: entry.decision }, $push: { reviewHistory: entry } },
    { returnDocument: 'after' },
  )
    .lean<CompanyProfileDoc>()
    .exec();
}
