import { claimNextAction, fromCents, type Claim, type ClaimAttachment, type ClaimEvidence, type ClaimStatus, type ClaimSummary } from '@meridian/contracts';
import type { ClaimDoc } from './claims.model';

// The stored claim as the API answers it (contracts: claimSchema): money in major units, instants as ISO strings.

const iso = (value: Date | string | null | undefined) => new Date(value ?? 0).toISOString();

type StoredAttachment = ClaimDoc['attachments'][number];

function toAttachment(a: StoredAttachment): ClaimAttachment {
  return { _id: String(a._id), filename: a.filename, contentType: a.contentType, size: a.size, uploadedAt: iso(a.uploadedAt), byName: a.byName ?? '' };
}

export function toClaimSummary(doc: ClaimDoc, now = new Date()): ClaimSummary {
  const status = doc.status as ClaimStatus;
  const decision = doc.decision?.outcome
    ? { outcome: doc.decision.outcome, amount: fromCents(doc.decision.amountCents ?? 0), reason: doc.decision.reason ?? '', at: iso(doc.decision.at), byName: doc.decision.byName ?? '' }
    : null;
  const s = doc.settlement;
  const settlement = s?.method
    ? {
        method: s.method,
        amount: fromCents(s.amountCents ?? 0),
        at: iso(s.at),
        creditNote: s.creditNote?.number ? { number: s.creditNote.number, amount: fromCents(s.creditNote.amountCents ?? 0) } : null,
        refund: s.refund?.at ? { amount: fromCents(s.refund.amountCents ?? 0), at: iso(s.refund.at) } : null,
      }
    : null;
  return {
    _id: String(doc._id),
    number: doc.number,
    bookingId: String(doc.bookingId),
    trackingNumber: doc.trackingNumber ?? '',
    type: doc.type,
    status,
    description: doc.description,
    amountClaimed: fromCents(doc.amountClaimedCents),
    currency: doc.currency,
    pieces: [...(doc.pieces ?? [])],
    deadline: {
      noticeBy: iso(doc.deadline.noticeBy),
      rule: doc.deadline.rule ?? '',
      convention: doc.deadline.convention ?? 'cmr',
      earliest: doc.deadline.earliest ? iso(doc.deadline.earliest) : null,
    },
    late: doc.late,
    liability: { limit: fromCents(doc.liability.limitCents ?? 0), currency: doc.liability.currency ?? doc.currency, basis: doc.liability.basis ?? '', sdrRate: doc.liability.sdrRate ?? 0 },
    decision,
    settlement,
    nextAction: claimNextAction({ status, submittedAt: doc.createdAt, now }),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    createdByName: doc.createdByName ?? '',
  };
}

export function toClaim(doc: ClaimDoc, now = new Date()): Claim {
  const attachments = (doc.attachments ?? []).map(toAttachment);
  const byId = new Map(attachments.map((a) => [a._id, a]));
  return {
    ...toClaimSummary(doc, now),
    evidence: doc.evidence as ClaimEvidence,
    attachments,
    messages: (doc.messages ?? []).map((m) => ({
      _id: String(m._id),
      body: m.body,
      at: iso(m.at),
      byName: m.byName ?? '',
      fromStaff: m.fromStaff,
      attachments: (m.attachmentIds ?? []).flatMap((id) => byId.get(String(id)) ?? []),
    })),
  };
}
