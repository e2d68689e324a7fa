import type { EventBus } from '../../lib/domain-events';
import {
  KYC_MESSAGES,
  totalPagesFor,
  type KycDecisionInput,
  type KycQueue,
  type KycQueueQuery,
  type KycSubmission,
} from '@meridian/contracts';
import { conflict, forbidden, notFound } from '../../lib/errors';
import {
  countPendingProfiles,
  findPendingProfiles,
  findProfileById,
  findProfileByUser,
  recordKycDecision,
  toCompanyProfile,
  type CompanyProfileRecord,
} from '../company-profile/company-profile.service';
import { findUserById, findUsersByIds, setOrganizationVerified, type UserRecord } from '../users/users.service';

type Owner = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'email'>;

const ownerOf = (owner: Owner | undefined | null, userId: unknown) => ({
  _id: String(owner?._id ?? userId),
  firstName: owner?.firstName ?? '',
  lastName: owner?.lastName ?? '',
  email: owner?.email ?? '',
});

export async function listKycQueue(query: KycQueueQuery): Promise<KycQueue> {
  const [docs, totalRecords] = await Promise.all([findPendingProfiles((query.page - 1) * query.limit, query.limit), countPendingProfiles()]);
  const owners = new Map((await findUsersByIds(docs.map((d) => d.userId))).map((u) => [String(u._id), u]));
  return {
    records: docs.map((doc) => ({
      _id: String(doc._id),
      companyName: doc.companyName ?? '',
      businessType: doc.businessType ?? null,
      country: doc.country ?? null,
      submittedAt: new Date(doc.submittedAt ?? doc.updatedAt).toISOString(),
      resubmission: doc.submissionCount > 1,
      owner: ownerOf(owners.get(String(doc.userId)), doc.userId),
    })),
    pagination: { currentPage: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords, limit: query.limit },
  };
}

async function submissionOf(doc: CompanyProfileRecord): Promise<KycSubmission> {
  const owner = await findUserById(String(doc.userId));
  return { ...toCompanyProfile(doc, { showReviewer: true }), owner: ownerOf(owner, doc.userId) };
}

export async function getKycSubmission(profileId: string): Promise<KycSubmission> {
  const doc = await findProfileById(profileId);
  if (!doc) throw notFound(KYC_MESSAGES.profileNotFound);
  return submissionOf(doc);
}

/**
 * Decision 0029: nobody reviews their own company, whether it is their own account's profile or a profile carrying
 * the registration number of the company their own profile names.
 */
async function isOwnCompany(reviewer: UserRecord, doc: CompanyProfileRecord): Promise<boolean> {
  if (String(doc.userId) === String(reviewer._id)) return true;
  const own = await findProfileByUser(String(reviewer._id));
  const number = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return Boolean(own?.registrationNumber && number(own.registrationNumber) === number(doc.registrationNumber) && own.country === doc.country);
}

export async function decideKyc(events: EventBus, profileId: string, input: KycDecisionInput, reviewer: UserRecord): Promise<KycSubmission> {
  const doc = await findProfileById(profileId);
  if (!doc) throw notFound(KYC_MESSAGES.profileNotFound);
  if (await isOwnCompany(reviewer, doc)) throw forbidden(KYC_MESSAGES.selfReview);
  const decision = input.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await recordKycDecision(profileId, {
    decision,
    reasons: decision === 'rejected' ? (input.reasons ?? []) : [],
    note: input.note ? input.note : null,
    reviewerId: reviewer._id,
    reviewerName: `${reviewer.firstName} ${reviewer.lastName}`.trim(),
    decidedAt: new Date(),
  });
  if (!decided) throw conflict(KYC_MESSAGES.notPending);
  // Decision 0023: invoice terms follow the company's `verified`, which only an approval sets.
  await setOrganizationVerified(decided.organizationId ?? decided.userId, decision === 'approved');
  const owner = await findUserById(String(decided.userId));
  const last = decided.reviewHistory.at(-1);
  if (owner && last) {
    await events.publish({
      kind: 'kyc-decided',
      user: { id: String(owner._id), email: owner.email, firstName: owner.firstName },
      profileId: String(decided._id),
      reviewCount: decided.reviewHistory.length,
      companyName: decided.companyName ?? owner.companyName,
      decision: last.decision,
      reasons: [...last.reasons],
      ...(last.note ? { note: last.note } : {}),
    });
  }
  return submissionOf(decided);
}
