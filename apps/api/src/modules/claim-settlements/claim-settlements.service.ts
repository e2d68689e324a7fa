import {
  CLAIM_MESSAGES,
  formatMoney,
  fromCents,
  SETTLEMENT_MESSAGES,
  type ClaimSettlementAnswer,
  type ClaimStatus,
  type SettlementMethod,
} from '@meridian/contracts';
import type { Types } from 'mongoose';
import { actsFor, isStaff, type Actor } from '../../lib/auth';
import { AppError, conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { findBookingById } from '../bookings/bookings.service';
import { creditNoteOfClaim, issueCreditNote, toCreditNote, type CreditNotePdfInput } from '../credit-notes/credit-notes.service';
import { claimRefundableCents, refundForClaim, type PaymentDeps } from '../payments/payments.service';
import { findUserById } from '../users/users.service';
import type { ClaimSettlementDoc } from './claim-settlements.model';
import { findSettlementById, findSettlementOfClaim, insertSettlement, listSettledBetween, listUnfinished, recordStep, removeUnsettled } from './claim-settlements.repository';

// Decision 0106: a claim is settled exactly once, by refund to the booking's card or by credit note. The settlement is
// written first (one per claim, its id the Idempotency-Key's attempt), then each step is done and recorded by one
// guarded write: the money (a credit note, one per claim; or a refund reserved on the charge and made at the provider
// under the settlement's reference), the claim marked settled, the announcement. Whoever finds it unfinished (the
// request, the client's resend after a crash, the payment sweep) does what is missing, and nothing twice.

/** What the settlement needs to know of a claim; the claims module answers it. */
type SettleableClaim = {
  id: string;
  number: string;
  bookingId: string;
  organizationId: string;
  status: ClaimStatus;
  /** The decision's amount in cents; 0 before a decision. */
  approvedCents: number;
  currency: string;
};

/** What the claim records of its settlement, in cents. */
type SettlementRecord = {
  method: SettlementMethod;
  amountCents: number;
  at: Date;
  creditNote: { number: string; amountCents: number } | null;
  refund: { amountCents: number; at: Date } | null;
};

/** The claims module's seam (composition.ts), so this module touches no claim itself. */
export type ClaimsSeam = {
  claimForSettlement(claimId: string): Promise<SettleableClaim | null>;
  /**
   * Marks the claim settled with this settlement (from approved or partly approved) and says so (`claim.settled`:
   * webhook, mail, notification). Called again after a crash, it finds the claim settled and changes nothing.
   */
  recordSettlement(claimId: string, settlement: SettlementRecord): Promise<void>;
  /** When each claim opened in [from, toExclusive) was opened, of one organization or all: the reports' claims. */
  claimsOpenedBetween(from: Date, toExclusive: Date, organizationId?: string): Promise<Date[]>;
};

export type SettlementDeps = { claims: ClaimsSeam; provider: PaymentDeps['provider'] };

const SETTLEABLE: readonly ClaimStatus[] = ['approved', 'approved_partial'];
const refundReference = (settlementId: Types.ObjectId | string) => `refund_claim_${String(settlementId)}`;

function toSettlementAnswer(doc: ClaimSettlementDoc): ClaimSettlementAnswer {
  const at = (doc.refund?.at ?? doc.creditNote?.at ?? doc.updatedAt).toISOString();
  return {
    method: doc.method as SettlementMethod,
    amount: fromCents(doc.amountCents),
    at,
    creditNote: doc.creditNote ? { number: doc.creditNote.number ?? '', amount: fromCents(doc.creditNote.amountCents ?? 0) } : null,
    refund: doc.refund ? { amount: fromCents(doc.refund.amountCents ?? 0), at: (doc.refund.at ?? doc.updatedAt).toISOString() } : null,
  };
}

function settlementRecord(doc: ClaimSettlementDoc): SettlementRecord {
  return {
    method: doc.method as SettlementMethod,
    amountCents: doc.amountCents,
    at: doc.refund?.at ?? doc.creditNote?.at ?? doc.updatedAt,
    creditNote: doc.creditNote ? { number: doc.creditNote.number ?? '', amountCents: doc.creditNote.amountCents ?? 0 } : null,
    refund: doc.refund ? { amountCents: doc.refund.amountCents ?? 0, at: doc.refund.at ?? doc.updatedAt } : null,
  };
}

export type SettleResult = { settlement: ClaimSettlementAnswer; replayed: boolean };

/** POST /claims/{id}/settlement, by an operator or admin, with an Idempotency-Key. */
export async function settleClaim(
  deps: SettlementDeps,
  claimId: string,
  method: SettlementMethod,
  staff: { id: string; name: string },
  idempotencyKey: string,
): Promise<SettleResult> {
  const { answer, replayed } = await runIdempotent(
    { scope: 'claims.settle', owner: staff.id, key: idempotencyKey, request: { claimId, method }, inFlightMessage: SETTLEMENT_MESSAGES.keyInFlight },
    async (attempt) => toSettlementAnswer(await beginOrResume(deps, claimId, method, staff, attempt.id)),
  );
  return { settlement: answer, replayed };
}

async function beginOrResume(deps: SettlementDeps, claimId: string, method: SettlementMethod, staff: { id: string; name: string }, attemptId: Types.ObjectId): Promise<ClaimSettlementDoc> {
  const begun = await findSettlementById(attemptId);
  if (begun) return finishSettlement(deps, begun);
  const claim = await deps.claims.claimForSettlement(claimId);
  if (!claim) throw notFound(CLAIM_MESSAGES.notFound);
  if (claim.status === 'settled' || (await findSettlementOfClaim(claimId))) throw conflict(CLAIM_MESSAGES.alreadySettled);
  if (!SETTLEABLE.includes(claim.status) || !claim.approvedCents) throw conflict(CLAIM_MESSAGES.notSettleable);
  if (method === 'refund') {
    const refundable = await claimRefundableCents(claim.bookingId);
    if (claim.approvedCents > refundable) throw conflict(SETTLEMENT_MESSAGES.refundOverPaid(formatMoney(refundable, claim.currency)));
  }
  let settlement: ClaimSettlementDoc;
  try {
    settlement = await insertSettlement({
      _id: attemptId,
      claimId: claim.id,
      claimNumber: claim.number,
      bookingId: claim.bookingId,
      organizationId: claim.organizationId,
      method,
      amountCents: claim.approvedCents,
      currency: claim.currency,
      reason: `Settlement of claim ${claim.number}`,
      byId: staff.id,
      byName: staff.name,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // A takeover racing the first request that is still alive drives the one settlement; anyone else was second.
    const same = await findSettlementById(attemptId);
    if (same) return finishSettlement(deps, same);
    throw conflict(CLAIM_MESSAGES.alreadySettled);
  }
  return finishSettlement(deps, settlement);
}

const reread = async (id: Types.ObjectId): Promise<ClaimSettlementDoc> => {
  const doc = await findSettlementById(id);
  if (!doc) throw notFound(CLAIM_MESSAGES.notFound);
  return doc;
};

/** Does whatever the settlement is missing, each step once: the money, then the claim marked settled and announced. */
async function finishSettlement(deps: SettlementDeps, begun: ClaimSettlementDoc): Promise<ClaimSettlementDoc> {
  const settlement = await moveMoney(deps, begun);
  if (settlement.settledAt) return settlement;
  await deps.claims.recordSettlement(String(settlement.claimId), settlementRecord(settlement));
  return (await recordStep(settlement._id, 'settledAt', { settledAt: new Date() })) ?? reread(settlement._id);
}

async function moveMoney(deps: SettlementDeps, settlement: ClaimSettlementDoc): Promise<ClaimSettlementDoc> {
  if (settlement.method === 'credit-note') {
    if (settlement.creditNote) return settlement;
    const note = await issueCreditNote({
      claimId: String(settlement.claimId),
      claimNumber: settlement.claimNumber,
      bookingId: String(settlement.bookingId),
      trackingNumber: (await findBookingById(String(settlement.bookingId)))?.trackingNumber ?? '',
      organizationId: String(settlement.organizationId),
      amountCents: settlement.amountCents,
      currency: settlement.currency,
      reason: settlement.reason ?? '',
      billTo: await billToOf(settlement),
    });
    const creditNote = { id: String(note._id), number: note.number, amountCents: note.amountCents, at: note.issuedAt };
    return (await recordStep(settlement._id, 'creditNote', { creditNote })) ?? reread(settlement._id);
  }
  if (settlement.refund) return settlement;
  let refund;
  try {
    refund = await refundForClaim(deps, String(settlement.bookingId), refundReference(settlement._id), settlement.amountCents);
  } catch (error) {
    // Refused before any money moved (another claim's refund took what was left): the claim may be settled otherwise.
    if (error instanceof AppError) await removeUnsettled(settlement._id);
    throw error;
  }
  return (await recordStep(settlement._id, 'refund', { refund })) ?? reread(settlement._id);
}

/** Bill To on the credit note: whoever booked, as their profile reads now. */
async function billToOf(settlement: ClaimSettlementDoc): Promise<{ name: string; company: string; email: string; address: string }> {
  const booking = await findBookingById(String(settlement.bookingId));
  const customer = booking?.createdBy ? await findUserById(String(booking.createdBy)) : null;
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    company: customer?.companyName ?? '',
    email: customer?.email ?? '',
    address: customer?.address ?? '',
  };
}

/**
 * The payment sweep's share (decision 0106): settlements a dead process left unfinished and nobody touched since
 * `before` are finished, with the same refund reference or the claim's one credit note. Answers how many.
 */
export async function sweepSettlements(deps: SettlementDeps, before: Date, limit = 100): Promise<number> {
  let finished = 0;
  for (const settlement of await listUnfinished(before, limit)) {
    try {
      await finishSettlement(deps, settlement);
      finished += 1;
    } catch (error) {
      // A refund refused after all removed its settlement; the claim is left approved for staff to settle otherwise.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return finished;
}

/** GET /claims/{id}/credit-note.pdf: the claim's organization (any role) and staff. */
export async function creditNoteDocument(deps: Pick<SettlementDeps, 'claims'>, claimId: string, actor: Actor): Promise<{ filename: string; input: CreditNotePdfInput }> {
  const claim = await deps.claims.claimForSettlement(claimId);
  if (!claim || (!actsFor(actor, claim.organizationId) && !isStaff(actor))) throw notFound(CLAIM_MESSAGES.notFound);
  const doc = await creditNoteOfClaim(claimId);
  if (!doc) throw notFound(SETTLEMENT_MESSAGES.creditNoteNotFound);
  return {
    filename: `${doc.number}.pdf`,
    input: {
      note: await toCreditNote(doc),
      billTo: { name: doc.billTo.name ?? '', company: doc.billTo.company ?? '', email: doc.billTo.email ?? '', address: doc.billTo.address ?? '' },
      reason: doc.reason ?? '',
    },
  };
}

/** Decision 0106: the reports' claims of a period: when claims were opened (the claims module) and what was settled. */
export function claimReportFacts(claims: Pick<ClaimsSeam, 'claimsOpenedBetween'>) {
  return async (scope: { from: Date; toExclusive: Date; organization?: string }): Promise<{ opened: Date[]; settled: { at: Date; amountCents: number; method: SettlementMethod }[] }> => {
    const [opened, settled] = await Promise.all([claims.claimsOpenedBetween(scope.from, scope.toExclusive, scope.organization), listSettledBetween(scope.from, scope.toExclusive, scope.organization)]);
    return { opened, settled: settled.map((s) => ({ at: s.settledAt ?? s.updatedAt, amountCents: s.amountCents, method: s.method as SettlementMethod })) };
  };
}
