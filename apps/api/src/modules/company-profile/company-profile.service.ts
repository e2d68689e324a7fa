import { actorOf, actsFor, isStaff, organizationOf } from '../../lib/auth';
import {
  companyDetailsSchema,
  DOCUMENTS_INCOMPLETE,
  firstErrorPerField,
  KYC_MESSAGES,
  REQUIRED_DOCUMENTS,
  type CompanyProfile,
  type CompanyProfileDraft,
  type DocumentKind,
  type DocumentQuery,
  type ReviewStatus,
} from '@meridian/contracts';
import type { Request } from 'express';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { enqueueMail } from '../mail/mail.service';
import { setOrganizationVerified, type UserRecord } from '../users/users.service';
import { openDocumentDownload } from './company-documents.repository';
import type { CompanyProfileDoc } from './company-profile.model';
import { ensureProfile, findProfileById, findProfileByOrganization, markSubmitted, pushDocument, updateProfileFields } from './company-profile.repository';
import { detailsOf, toCompanyProfile } from './company-profile.view';
import { receiveDocument } from './document-upload';

// The module's public surface: what other modules may use of it (docs/architecture.md). The company-profiles
// collection is this module's alone: the KYC review reads its queue and records its decisions through these.
export {
  countPendingProfiles,
  findPendingProfiles,
  findProfileById,
  findProfileByOrganization,
  findProfileByUser,
  recordKycDecision,
  
} from './company-profile.repository';
export { toCompanyProfile } from './company-profile.view';

/** A company profile as other modules see it: its stored fields as a plain object (a lean read), never a mongoose document. */
export type CompanyProfileRecord = CompanyProfileDoc;

const ownerView = (doc: CompanyProfileDoc) => toCompanyProfile(doc, { showReviewer: false });
// Decision 0055: the profile is the account's organization's.
const organizationOfUser = (user: UserRecord) => organizationOf(actorOf(user));
const profileOwner = (doc: CompanyProfileDoc) => doc.organizationId ?? doc.userId;

/** Null until the account saves anything: the company profile is not started. */
export async function getOwnProfile(user: UserRecord): Promise<CompanyProfile | null> {
  const doc = await findProfileByOrganization(organizationOfUser(user));
  return doc ? ownerView(doc) : null;
}

/**
 * Decision 0029: changing a profile under review or approved withdraws it to draft (the reviewed facts are no longer
 * the facts), and an approval is withdrawn with the company's `verified`; a rejected profile stays rejected, reasons
 * visible, until it is resubmitted.
 */
async function withdrawnStatus(doc: CompanyProfileDoc): Promise<ReviewStatus | undefined> {
  if (doc.reviewStatus === 'approved') await setOrganizationVerified(profileOwner(doc), false);
  return doc.reviewStatus === 'pending' || doc.reviewStatus === 'approved' ? 'draft' : undefined;
}

export async function saveDraft(user: UserRecord, draft: CompanyProfileDraft): Promise<CompanyProfile> {
  const doc = await ensureProfile(organizationOfUser(user), String(user._id));
  const stored = detailsOf(doc);
  const changed = Object.fromEntries(Object.entries(draft).filter(([key, value]) => (stored[key] ?? '') !== (value ?? '')));
  // The wizard saves every step on Next; a step passed through unchanged must not withdraw anything.
  if (Object.keys(changed).length === 0) return ownerView(doc);
  const reviewStatus = await withdrawnStatus(doc);
  const saved = await updateProfileFields(doc._id, { ...changed, ...(reviewStatus ? { reviewStatus } : {}) });
  if (!saved) throw notFound(KYC_MESSAGES.profileNotFound);
  return ownerView(saved);
}

export async function uploadDocument(user: UserRecord, kind: DocumentKind, req: Request): Promise<CompanyProfile> {
  const doc = await ensureProfile(organizationOfUser(user), String(user._id));
  const file = await receiveDocument(req, { profileId: doc._id, kind });
  const version = Math.max(0, ...(doc.documents ?? []).filter((d) => d.kind === kind).map((d) => d.version)) + 1;
  const reviewStatus = await withdrawnStatus(doc);
  const saved = await pushDocument(doc._id, { kind, version, ...file, uploadedAt: new Date() }, reviewStatus);
  if (!saved) throw notFound(KYC_MESSAGES.profileNotFound);
  return ownerView(saved);
}

/** Field errors for whatever a submission still lacks: each typed field, and `documents` when any of the four is missing. */
function missingForSubmission(doc: CompanyProfileDoc | null): Record<string, string> {
  const details = companyDetailsSchema.safeParse(doc ? detailsOf(doc) : {});
  const fields = details.success ? {} : firstErrorPerField(details.error.issues);
  const uploaded = new Set((doc?.documents ?? []).map((d) => d.kind));
  const missing = REQUIRED_DOCUMENTS.filter((d) => !uploaded.has(d.kind));
  for (const d of missing) fields[`documents.${d.kind}`] = `${d.label} is required`;
  if (missing.length > 0) fields.documents = DOCUMENTS_INCOMPLETE;
  return fields;
}

export async function submitProfile(user: UserRecord): Promise<CompanyProfile> {
  const doc = await findProfileByOrganization(organizationOfUser(user));
  if (doc?.reviewStatus === 'pending') throw conflict(KYC_MESSAGES.alreadyPending);
  if (doc?.reviewStatus === 'approved') throw conflict(KYC_MESSAGES.alreadyApproved);
  const missing = missingForSubmission(doc);
  if (!doc || Object.keys(missing).length > 0) throw badRequest(KYC_MESSAGES.incomplete, missing);
  const submitted = await markSubmitted(doc._id, new Date());
  if (!submitted) throw conflict(KYC_MESSAGES.alreadyPending);
  await enqueueMail({
    to: user.email,
    template: 'kyc-submitted',
    data: { firstName: user.firstName, companyName: submitted.companyName ?? user.companyName, resubmission: submitted.submissionCount > 1 },
    dedupeKey: `kyc-submitted:${String(submitted._id)}:${submitted.submissionCount}`,
  });
  return ownerView(submitted);
}

export type DocumentStream = { stream: NodeJS.ReadableStream; fileName: string; size: number; contentType: string };

const DOWNLOAD_EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/**
 * SECURITY.md: the name a download is saved under comes from what the server knows (kind, version, upload date) with
 * the extension of the type the bytes showed; the uploader's own name (`poly.html`, an RTL-override `...fdp.exe`) is
 * only ever shown as text.
 */
function documentDownloadName(file: { kind: string; version: number; uploadedAt: Date | string; contentType: string }): string {
  const day = new Date(file.uploadedAt).toISOString().slice(0, 10);
  return `${file.kind}-v${file.version}-${day}${DOWNLOAD_EXTENSIONS[file.contentType] ?? '.bin'}`;
}

/**
 * The owner reads their own documents; operators and admins read anyone's with ?profileId=. Anyone else is told the
 * document does not exist, so a profile id reveals nothing.
 */
export async function openDocument(user: UserRecord, kind: DocumentKind, query: DocumentQuery): Promise<DocumentStream> {
  const doc = query.profileId ? await findProfileById(query.profileId) : await findProfileByOrganization(organizationOfUser(user));
  const actor = actorOf(user);
  if (!doc || (!actsFor(actor, profileOwner(doc)) && !isStaff(actor))) throw notFound(KYC_MESSAGES.documentNotFound);
  const versions = (doc.documents ?? []).filter((d) => d.kind === kind).sort((a, b) => b.version - a.version);
  const file = query.version ? versions.find((d) => d.version === query.version) : versions[0];
  if (!file) throw notFound(KYC_MESSAGES.documentNotFound);
  return { stream: openDocumentDownload(file.fileId), fileName: documentDownloadName(file), size: file.size, contentType: file.contentType };
}
