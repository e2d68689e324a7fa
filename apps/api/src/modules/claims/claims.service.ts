import {
  CLAIM_MESSAGES,
  CLAIM_TRANSITIONS,
  canManageOrganization,
  canBookFor,
  claimDecideBy,
  claimNextAction,
  isOpenClaimStatus,
  toCents,
  totalPagesFor,
  type Claim,
  type ClaimAttachment,
  type ClaimChange,
  type ClaimDecisionInput,
  type ClaimList,
  type ClaimMessageInput,
  type ClaimPreview,
  type ClaimStatus,
  type CreateClaimInput,
  type OrganizationRole,
  type SettlementMethod,
} from '@meridian/contracts';
import type { Request } from 'express';
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';
import { isStaff, organizationOf, type Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { badRequest, conflict, forbidden, isDuplicateKeyError, notFound, type AppError } from '../../lib/errors';
import { receiveUpload } from '../../lib/file-upload';
import { BOOKING_NOT_FOUND, findBookingById, findOwnedBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';
import { deleteAttachmentFile, openAttachmentDownload, openAttachmentUpload } from './claim-attachments.repository';
import { affectedPieces, assertClaimable, claimTerms, freezeEvidence, liabilityAnswer, type TemperatureEvidence } from './claim-terms';
import { toClaim, toClaimSummary } from './claim-view';
import type { ClaimDoc } from './claims.model';
import { countClaims, countQueue, findClaimById, hasOpenClaim, insertClaim, listClaimOpenDates, listClaims, listQueue, ONE_OPEN_CLAIM_INDEX, updateClaimIf } from './claims.repository';

// Issue 51, decision 0105: opening a claim on a booking, its thread and files, the operator's review and decision.
// Every status change goes through `moveClaim` (the transitions table in contracts' claims.ts); settlement (decision
// 0106) reads `claimForSettlement` and writes `recordSettlement`.

export type ClaimsDeps = { events: EventBus; temperature: TemperatureEvidence; sdrRate: number };
export type NamedActor = Actor & { name: string };

const MAX_ATTACHMENTS = 30;
const { ObjectId } = mongoose.Types;

// ---- Who may do what -------------------------------------------------------------------------------------------------

/** A customer writing to a claim or opening one: an admin or booker of the organization (viewers read only). */
function assertCustomerWriter(actor: Actor): void {
  const role = actor.organizationRole as OrganizationRole | undefined;
  if (!(canBookFor(role) || canManageOrganization(role))) throw forbidden(CLAIM_MESSAGES.viewersCannotClaim);
}

/** The claim if this actor sees it: staff see every claim; a customer their organization's; anyone else nothing. */
async function visibleClaim(id: string, actor: Actor): Promise<ClaimDoc> {
  const doc = await findClaimById(id);
  if (!doc) throw notFound(CLAIM_MESSAGES.notFound);
  if (isStaff(actor)) return doc;
  // Another organization's claim answers exactly like a missing one (no existence leak; decision 0055).
  if (actor.role !== 'customer' || String(doc.organizationId) !== organizationOf(actor)) throw notFound(CLAIM_MESSAGES.notFound);
  return doc;
}

// ---- The one place a claim's status changes --------------------------------------------------------------------------

const fromStatusesFor = (to: ClaimStatus): ClaimStatus[] => (Object.keys(CLAIM_TRANSITIONS) as ClaimStatus[]).filter((from) => CLAIM_TRANSITIONS[from].includes(to));

/** When the carrier's next step on a claim in `status` is due, for the console's queue; null once nothing is owed. */
function queueDueAt(status: ClaimStatus, submittedAt: Date): Date | null {
  const next = claimNextAction({ status, submittedAt });
  if (!next) return null;
  return new Date(next.dueBy ?? claimDecideBy(submittedAt));
}

/**
 * Moves a claim to `to` (or keeps its status when `to` is null) with `set` and `push`, only from a status the
 * transitions table allows; a closing status frees its booking and type for a new claim. Null when the claim was not
 * in a status it could move from.
 */
async function moveClaim(doc: ClaimDoc, to: ClaimStatus | null, change: { set?: Record<string, unknown>; push?: Record<string, unknown> }): Promise<ClaimDoc | null> {
  const from = to ? fromStatusesFor(to) : [doc.status as ClaimStatus];
  const $set: Record<string, unknown> = { ...change.set };
  const update: Record<string, unknown> = { $set };
  if (to) {
    $set.status = to;
    $set.queueDueAt = queueDueAt(to, doc.createdAt);
    if (!isOpenClaimStatus(to)) {
      $set.closedAt = new Date();
      update.$unset = { openKey: '' };
    }
  }
  if (change.push) update.$push = change.push;
  return updateClaimIf(String(doc._id), from, update);
}

/** Why a change found the claim elsewhere: decided, closed, or gone. */
async function refusal(id: string): Promise<AppError> {
  const now = await findClaimById(id);
  if (!now) return notFound(CLAIM_MESSAGES.notFound);
  if (['approved', 'approved_partial', 'rejected'].includes(now.status)) return conflict(CLAIM_MESSAGES.alreadyDecided);
  return conflict(CLAIM_MESSAGES.closed);
}

async function announce(events: EventBus, doc: ClaimDoc, change: ClaimChange, fromStaff: boolean, step: string, message?: string): Promise<void> {
  const booking = await findBookingById(String(doc.bookingId));
  if (!booking) return;
  await events.publish({
    kind: change === 'submitted' ? 'claim-submitted' : change === 'settled' ? 'claim-settled' : 'claim-updated',
    claim: toClaimSummary(doc),
    booking: toBooking(booking),
    organizationId: String(doc.organizationId),
    createdBy: String(doc.createdBy),
    change,
    fromStaff,
    step: `${String(doc._id)}:${change}:${step}`,
    ...(message ? { message } : {}),
  });
}

// ---- Opening ----------------------------------------------------------------------------------------------------------

async function ownBookingFor(bookingId: string, actor: Actor): Promise<BookingRecord> {
  if (actor.role !== 'customer') throw forbidden(CLAIM_MESSAGES.viewersCannotClaim);
  const booking = await findOwnedBooking(bookingId, organizationOf(actor));
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** GET /bookings/{id}/claims/preview: the deadline and the limit a claim would get now, before it is submitted. */
export async function previewClaim(deps: ClaimsDeps, bookingId: string, input: { type: CreateClaimInput['type']; pieces?: string[] | undefined }, actor: Actor): Promise<ClaimPreview> {
  const booking = await ownBookingFor(bookingId, actor);
  const pieces = affectedPieces(booking, input.pieces);
  const terms = claimTerms(booking, input.type, pieces, deps.sdrRate, new Date());
  return { deadline: terms.deadline, late: terms.late, liability: liabilityAnswer(terms), pieces: pieces.map((p) => p.sscc ?? '') };
}

export async function openClaim(deps: ClaimsDeps, bookingId: string, input: CreateClaimInput, actor: NamedActor): Promise<Claim> {
  const booking = await ownBookingFor(bookingId, actor);
  assertCustomerWriter(actor);
  const now = new Date();
  assertClaimable(booking, input.type, now);
  const pieces = affectedPieces(booking, input.pieces);
  const openKey = `${String(booking._id)}:${input.type}`;
  if (await hasOpenClaim(openKey)) throw conflict(CLAIM_MESSAGES.oneOpenPerType);
  const terms = claimTerms(booking, input.type, pieces, deps.sdrRate, now);
  const evidence = await freezeEvidence(booking, pieces, deps.temperature, now);
  let doc: ClaimDoc;
  try {
    doc = await insertClaim(
      {
        bookingId: booking._id,
        organizationId: new ObjectId(organizationOf(actor)),
        trackingNumber: booking.trackingNumber ?? '',
        vehicleType: booking.vehicleType,
        type: input.type,
        status: 'submitted',
        openKey,
        description: input.description,
        amountClaimedCents: toCents(input.amountClaimed),
        currency: terms.currency,
        pieces: pieces.map((p) => p.sscc ?? ''),
        deadline: {
          noticeBy: new Date(terms.deadline.noticeBy),
          rule: terms.deadline.rule,
          convention: terms.deadline.convention,
          earliest: terms.deadline.earliest ? new Date(terms.deadline.earliest) : null,
        },
        late: terms.late,
        liability: { limitCents: terms.limitCents, currency: terms.currency, basis: terms.basis, sdrRate: terms.sdrRate },
        evidence,
        attachments: [],
        messages: [],
        decision: null,
        settlement: null,
        queueDueAt: queueDueAt('submitted', now),
        acknowledgedAt: null,
        closedAt: null,
        createdBy: new ObjectId(actor.id),
        createdByName: actor.name,
      } as never,
      now.getUTCFullYear(),
    );
  } catch (error) {
    // Two racing submissions of the same type: the unique open key lets one in.
    if (isDuplicateKeyError(error) && String((error as Error).message).includes(ONE_OPEN_CLAIM_INDEX)) throw conflict(CLAIM_MESSAGES.oneOpenPerType);
    throw error;
  }
  await announce(deps.events, doc, 'submitted', false, 'open');
  return toClaim(doc);
}

// ---- Reading ----------------------------------------------------------------------------------------------------------

export async function getClaim(id: string, actor: Actor): Promise<Claim> {
  return toClaim(await visibleClaim(id, actor));
}

export async function listOrganizationClaims(query: { status?: ClaimStatus | undefined; bookingId?: string | undefined; page: number; limit: number }, actor: Actor): Promise<ClaimList> {
  if (!isStaff(actor) && actor.role !== 'customer') throw forbidden(CLAIM_MESSAGES.notFound);
  const filter = { ...(isStaff(actor) ? {} : { organizationId: organizationOf(actor) }), status: query.status, bookingId: query.bookingId };
  const [docs, totalRecords] = await Promise.all([listClaims(filter, (query.page - 1) * query.limit, query.limit), countClaims(filter)]);
  return { claims: docs.map((d) => toClaimSummary(d)), page: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords };
}

/** GET /ops/claims: open claims, the next due step first (so the overdue ones lead). */
export async function listClaimQueue(query: { status?: ClaimStatus | undefined; page: number; limit: number }): Promise<ClaimList> {
  const [docs, totalRecords] = await Promise.all([listQueue(query.status, (query.page - 1) * query.limit, query.limit), countQueue(query.status)]);
  return { claims: docs.map((d) => toClaimSummary(d)), page: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords };
}

// ---- Files ------------------------------------------------------------------------------------------------------------

function assertWriter(actor: Actor): void {
  if (!isStaff(actor)) assertCustomerWriter(actor);
}

/** POST /claims/{id}/attachments: the KYC upload rules (lib/file-upload.ts), stored in the claims' own bucket. */
export async function addAttachment(deps: ClaimsDeps, id: string, req: Request, actor: NamedActor): Promise<ClaimAttachment> {
  const doc = await visibleClaim(id, actor);
  assertWriter(actor);
  if (!isOpenClaimStatus(doc.status as ClaimStatus)) throw conflict(CLAIM_MESSAGES.closed);
  if ((doc.attachments ?? []).length >= MAX_ATTACHMENTS) throw conflict(`A claim holds at most ${MAX_ATTACHMENTS} files`);
  const file = await receiveUpload(req, {
    open: (contentType) => openAttachmentUpload(`${id}-attachment`, { claimId: doc._id, contentType }),
    remove: deleteAttachmentFile,
    defaultName: 'attachment',
  });
  const attachment = {
    _id: file.fileId,
    filename: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: new Date(),
    by: new ObjectId(actor.id),
    byName: actor.name,
    fromStaff: isStaff(actor),
  };
  const saved = await moveClaim(doc, null, { push: { attachments: attachment } });
  if (!saved) {
    await deleteAttachmentFile(file.fileId);
    throw await refusal(id);
  }
  return toClaim(saved).attachments.find((a) => a._id === String(file.fileId))!;
}

export async function openAttachment(id: string, attachmentId: string, actor: Actor): Promise<{ stream: Readable; attachment: ClaimAttachment }> {
  const doc = await visibleClaim(id, actor);
  const attachment = toClaim(doc).attachments.find((a) => a._id === attachmentId);
  if (!attachment) throw notFound('Attachment not found');
  return { stream: openAttachmentDownload(new ObjectId(attachmentId)), attachment };
}

// ---- Thread, review, decision, withdrawal --------------------------------------------------------------------------------

/**
 * POST /claims/{id}/messages. A staff message acknowledges a submitted claim (in review); `requestInfo` asks the
 * customer for more (information requested), and the customer's next message puts it back in review.
 */
export async function postMessage(deps: ClaimsDeps, id: string, input: ClaimMessageInput, actor: NamedActor): Promise<Claim> {
  const doc = await visibleClaim(id, actor);
  assertWriter(actor);
  const staff = isStaff(actor);
  if (input.requestInfo && !staff) throw forbidden('Only our claims team can request information');
  const status = doc.status as ClaimStatus;
  if (!isOpenClaimStatus(status)) throw conflict(CLAIM_MESSAGES.closed);
  const known = new Set((doc.attachments ?? []).map((a) => String(a._id)));
  const unknown = (input.attachmentIds ?? []).find((a) => !known.has(a));
  if (unknown) throw badRequest('Upload the file to this claim first', { attachmentIds: 'Upload the file to this claim first' });
  let to: ClaimStatus | null = null;
  let change: ClaimChange = 'message';
  if (staff && input.requestInfo && status !== 'approved' && status !== 'approved_partial') [to, change] = ['info_requested', 'info-requested'];
  else if (staff && status === 'submitted') [to, change] = ['in_review', 'acknowledged'];
  else if (!staff && status === 'info_requested') [to, change] = ['in_review', 'answered'];
  const messageId = new ObjectId();
  const message = {
    _id: messageId,
    body: input.body,
    at: new Date(),
    by: new ObjectId(actor.id),
    byName: actor.name,
    fromStaff: staff,
    requestInfo: Boolean(input.requestInfo),
    attachmentIds: (input.attachmentIds ?? []).map((a) => new ObjectId(a)),
  };
  const saved = await moveClaim(doc, to, { push: { messages: message }, ...(change === 'acknowledged' ? { set: { acknowledgedAt: new Date() } } : {}) });
  if (!saved) throw await refusal(id);
  await announce(deps.events, saved, change, staff, String(messageId), input.body);
  return toClaim(saved);
}

/** POST /claims/{id}/review: staff acknowledge a submitted claim; a claim already in review is answered as it is. */
export async function reviewClaim(deps: ClaimsDeps, id: string, actor: NamedActor): Promise<Claim> {
  const doc = await visibleClaim(id, actor);
  if (doc.status !== 'submitted') {
    if (!isOpenClaimStatus(doc.status as ClaimStatus)) throw conflict(CLAIM_MESSAGES.closed);
    return toClaim(doc);
  }
  const saved = await moveClaim(doc, 'in_review', { set: { acknowledgedAt: new Date() } });
  if (!saved) return toClaim((await findClaimById(id)) ?? doc);
  await announce(deps.events, saved, 'acknowledged', true, 'review');
  return toClaim(saved);
}

/** POST /claims/{id}/decision: once; never more than claimed; above the liability limit only an admin. */
export async function decideClaim(deps: ClaimsDeps, id: string, input: ClaimDecisionInput, actor: NamedActor): Promise<Claim> {
  const doc = await visibleClaim(id, actor);
  const amountCents = input.outcome === 'rejected' ? 0 : toCents(input.amount ?? 0);
  if (['approved', 'approved_partial', 'rejected'].includes(doc.status) || doc.status === 'settled') throw conflict(CLAIM_MESSAGES.alreadyDecided);
  if (doc.status === 'withdrawn') throw conflict(CLAIM_MESSAGES.closed);
  if (amountCents > doc.amountClaimedCents) throw badRequest(CLAIM_MESSAGES.overClaimed, { amount: CLAIM_MESSAGES.overClaimed });
  if (amountCents > (doc.liability.limitCents ?? 0) && actor.role !== 'admin') throw forbidden(CLAIM_MESSAGES.overLimitNeedsAdmin);
  const decision = { outcome: input.outcome, amountCents, reason: input.reason, at: new Date(), by: new ObjectId(actor.id), byName: actor.name };
  const saved = await moveClaim(doc, input.outcome, { set: { decision, ...(doc.acknowledgedAt ? {} : { acknowledgedAt: decision.at }) } });
  if (!saved) throw await refusal(id);
  await announce(deps.events, saved, 'decided', true, 'decision');
  return toClaim(saved);
}

/** POST /claims/{id}/withdraw: the customer takes back a claim not yet decided. */
export async function withdrawClaim(deps: ClaimsDeps, id: string, reason: string | undefined, actor: NamedActor): Promise<Claim> {
  const doc = await visibleClaim(id, actor);
  if (isStaff(actor)) throw forbidden('Only the customer can withdraw a claim');
  assertCustomerWriter(actor);
  const push = reason
    ? { messages: { _id: new ObjectId(), body: `Withdrawn: ${reason}`, at: new Date(), by: new ObjectId(actor.id), byName: actor.name, fromStaff: false, requestInfo: false, attachmentIds: [] } }
    : undefined;
  const saved = await moveClaim(doc, 'withdrawn', push ? { push } : {});
  if (!saved) throw await refusal(id);
  await announce(deps.events, saved, 'withdrawn', false, 'withdraw');
  return toClaim(saved);
}

// ---- The settlement's seam (decision 0106) ----------------------------------------------------------------------------

/** What a settlement needs of a claim: who owns it, what was approved, and whether it is settled already. */
export type ClaimForSettlement = {
  id: string;
  number: string;
  bookingId: string;
  organizationId: string;
  createdBy: string;
  status: ClaimStatus;
  approvedCents: number;
  currency: string;
  settlement: Claim['settlement'];
};

export async function claimForSettlement(id: string, actor?: Actor): Promise<ClaimForSettlement> {
  const doc = actor ? await visibleClaim(id, actor) : await findClaimById(id);
  if (!doc) throw notFound(CLAIM_MESSAGES.notFound);
  return {
    id: String(doc._id),
    number: doc.number,
    bookingId: String(doc.bookingId),
    organizationId: String(doc.organizationId),
    createdBy: String(doc.createdBy),
    status: doc.status as ClaimStatus,
    approvedCents: doc.decision?.amountCents ?? 0,
    currency: doc.currency,
    settlement: toClaimSummary(doc).settlement,
  };
}

export type SettlementRecord = {
  method: SettlementMethod;
  amountCents: number;
  at: Date;
  creditNote?: { number: string; amountCents: number } | null;
  refund?: { amountCents: number; at: Date } | null;
};

/**
 * Marks an approved claim settled, once: a repeat (a retry, the sweeper finishing a cut-short settlement) finds it
 * settled and answers it unchanged, announcing it again in case the first run died before it could; every listener
 * keys `claim-settled` by the claim's step, so no one is told twice.
 */
export async function recordSettlement(deps: Pick<ClaimsDeps, 'events'>, id: string, settlement: SettlementRecord): Promise<Claim> {
  const doc = await findClaimById(id);
  if (!doc) throw notFound(CLAIM_MESSAGES.notFound);
  if (doc.status === 'settled') {
    // A settlement cut short after this write and before its announcement is announced by the retry; the webhook's
    // event id, the mail's and the notification's keys come from the same step, so a repeat tells no one twice.
    await announce(deps.events, doc, 'settled', true, 'settlement');
    return toClaim(doc);
  }
  if (doc.status !== 'approved' && doc.status !== 'approved_partial') throw conflict(CLAIM_MESSAGES.notSettleable);
  const saved = await moveClaim(doc, 'settled', {
    set: { settlement: { method: settlement.method, amountCents: settlement.amountCents, at: settlement.at, creditNote: settlement.creditNote ?? null, refund: settlement.refund ?? null } },
  });
  if (!saved) {
    const again = await findClaimById(id);
    if (again?.status === 'settled') return toClaim(again);
    throw conflict(CLAIM_MESSAGES.notSettleable);
  }
  await announce(deps.events, saved, 'settled', true, 'settlement');
  return toClaim(saved);
}

/** Decision 0106: when each claim opened in [from, toExclusive) was opened, of one organization or all (the reports). */
export function claimsOpenedBetween(from: Date, toExclusive: Date, organizationId?: string): Promise<Date[]> {
  return listClaimOpenDates(from, toExclusive, organizationId);
}
