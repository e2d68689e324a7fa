import { z } from 'zod';

// ---- Credit notes and claim settlement (issue 51, decision 0106) -----------------------------------------------------
// A credit note is numbered like an invoice, in its own gap-free sequence per UTC year: CN-2026-000123.

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6}$/;
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

/** How much of each credit note a payment drew, oldest note first (decision 0106). */
export type CreditDraw = { creditNoteId: string; number: string; amountCents: number };

/**
 * Pure: what a payment of `amountDueCents` draws from the organization's credit notes, oldest first, never more than
 * is due nor more than a note has left. Integer cents in, integer cents out.
 */
export function allocateCredit(amountDueCents: number, notes: readonly { creditNoteId: string; number: string; remainingCents: number }[]): CreditDraw[] {
  const draws: CreditDraw[] = [];
  let due = Math.max(0, Math.trunc(amountDueCents));
  for (const note of notes) {
    if (due === 0) break;
    const take = Math.min(due, Math.max(0, note.remainingCents));
    if (take === 0) continue;
    draws.push({ creditNoteId: note.creditNoteId, number: note.number, amountCents: take });
    due -= take;
  }
  return draws;
}

/** The most a claim may still refund to the booking's card: what was charged, less every refund already made. */
export function refundableCents(chargedCents: number, refundedCents: number): number {
  return Math.max(0, chargedCents - refundedCents);
}

/** A credit note as the API reads it out of its collection (the claim's answer carries `{ number, amount }`). */
export type CreditNote = {
  _id: string;
  /** CN-YYYY-NNNNNN */
  number: string;
  claimId: string;
  claimNumber: string;
  bookingId: string;
  trackingNumber: string;
  /** Major units */
  amount: number;
  /** What the organization has not yet drawn on its next invoices, major units */
  remaining: number;
  currency: string;
  issuedAt: string;
};

/** The credit an invoice drew from credit notes (shown as a line that reduces what was charged). */
export const invoiceCreditSchema = z.object({ number: z.string(), amount: z.number() }).meta({ id: 'InvoiceCredit' });

export const SETTLEMENT_MESSAGES = {
  keyRequired: 'Idempotency-Key header is required',
  keyInFlight: 'This settlement is still being made; try again in a moment',
  staffOnly: 'Only operators and admins settle claims',
  notPaidByCard: 'This booking was not paid by card or PayPal, so nothing can be refunded to it; settle by credit note',
  refundOverPaid: (refundable: string) => `A refund cannot be more than was paid less earlier refunds (${refundable}); settle by credit note`,
  creditNoteNotFound: 'Credit note not found',
} as const;
