import { fromCents, type CreditDraw, type CreditNote } from '@meridian/contracts';
import { creditDrawnBy, creditNoteToBalance, remainingOf } from './credit-ledger';
import type { CreditNoteDoc } from './credit-notes.model';
import { findCreditNoteByClaim, insertNumberedCreditNote } from './credit-notes.repository';

export { creditLedger } from './credit-ledger';
export {  writeCreditNotePdf, type CreditNotePdfInput } from './credit-note.pdf';

export type CreditNoteInput = {
  claimId: string;
  claimNumber: string;
  bookingId: string;
  trackingNumber: string;
  organizationId: string;
  amountCents: number;
  currency: string;
  reason: string;
  billTo: { name: string; company: string; email: string; address: string };
};

/**
 * Decision 0106: the claim's one credit note, numbered gap-free in its UTC year, and its amount added to the
 * organization's credit. Safe to run again at any point: a second run finds the claim's note (one per claim) and adds
 * it to the balance only if that was missed.
 */
export async function issueCreditNote(input: CreditNoteInput, issuedAt = new Date()): Promise<CreditNoteDoc> {
  const note = (await findCreditNoteByClaim(input.claimId)) ?? (await insertOnce(input, issuedAt));
  await creditNoteToBalance(String(note.organizationId), { creditNoteId: String(note._id), number: note.number, amountCents: note.amountCents });
  return note;
}

async function insertOnce(input: CreditNoteInput, issuedAt: Date): Promise<CreditNoteDoc> {
  try {
    return await insertNumberedCreditNote(issuedAt.getUTCFullYear(), { ...input, issuedAt });
  } catch (error) {
    // A racing run for the same claim won (the claim's unique index): its note is the claim's note.
    const winner = await findCreditNoteByClaim(input.claimId);
    if (!winner) throw error;
    return winner;
  }
}

export function creditNoteOfClaim(claimId: string): Promise<CreditNoteDoc | null> {
  return findCreditNoteByClaim(claimId);
}

export async function toCreditNote(doc: CreditNoteDoc): Promise<CreditNote> {
  return {
    _id: String(doc._id),
    number: doc.number,
    claimId: String(doc.claimId),
    claimNumber: doc.claimNumber,
    bookingId: String(doc.bookingId),
    trackingNumber: doc.trackingNumber ?? '',
    amount: fromCents(doc.amountCents),
    remaining: fromCents(await remainingOf(String(doc.organizationId), String(doc._id))),
    currency: doc.currency,
    issuedAt: doc.issuedAt.toISOString(),
  };
}

/** The credit notes a payment drew on, for its invoice's lines (decision 0106). */
export function creditDrawnByPayment(organizationId: string, paymentId: string): Promise<CreditDraw[]> {
  return creditDrawnBy(organizationId, paymentId);
}

/** Credit notes issued in [from, to): the reports' amounts settled by credit. */
