import { DOCUMENT_KINDS, type CompanyDocument, type CompanyProfile, type KycRejectionReason } from '@meridian/contracts';
import type { CompanyProfileDoc, DocumentFileDoc } from './company-profile.model';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

const DETAIL_FIELDS = [
  'companyName',
  'businessType',
  'registrationNumber',
  'taxId',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'contactPerson',
  'phoneNumber',
  'businessEmail',
  'website',
] as const;

/** The profile's typed fields that have a value, as the wizard prefills them. */
export function detailsOf(doc: CompanyProfileDoc): Record<string, string> {
  const source = doc as unknown as Record<string, unknown>;
  return Object.fromEntries(DETAIL_FIELDS.flatMap((key) => (typeof source[key] === 'string' ? [[key, source[key]]] : [])));
}

function versionOf(file: DocumentFileDoc) {
  return { version: file.version, fileName: file.fileName, size: file.size, contentType: file.contentType, uploadedAt: new Date(file.uploadedAt).toISOString() };
}

/** Per kind: the newest upload, with the ones it replaced (newest first). */
function currentDocuments(doc: CompanyProfileDoc): CompanyDocument[] {
  return DOCUMENT_KINDS.flatMap((kind) => {
    const versions = (doc.documents ?? []).filter((d) => d.kind === kind).sort((a, b) => b.version - a.version);
    const [latest, ...older] = versions;
    return latest ? [{ kind, ...versionOf(latest), history: older.map(versionOf) }] : [];
  });
}

/** The profile as the API answers it; only staff see who decided. */
export function toCompanyProfile(doc: CompanyProfileDoc, { showReviewer }: { showReviewer: boolean }): CompanyProfile {
  const history = doc.reviewHistory ?? [];
  const last = history.at(-1);
  return {
    ...(detailsOf(doc) as Partial<CompanyProfile>),
    _id: String(doc._id),
    reviewStatus: doc.reviewStatus,
    submittedAt: iso(doc.submittedAt),
    resubmission: (doc.submissionCount ?? 0) > 1,
    rejection:
      doc.reviewStatus === 'rejected' && last?.decision === 'rejected'
        ? { reasons: last.reasons as KycRejectionReason[], note: last.note ?? null }
        : null,
    documents: currentDocuments(doc),
    reviewHistory: history.map((entry) => ({
      decision: entry.decision,
      reasons: entry.reasons as KycRejectionReason[],
      note: entry.note ?? null,
      decidedAt: new Date(entry.decidedAt).toISOString(),
      ...(showReviewer ? { reviewer: { _id: String(entry.reviewerId), name: entry.reviewerName } } : {}),
    })),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
