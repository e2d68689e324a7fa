import type { Writable } from 'node:stream';
import { formatMoney, formatTrackingNumber, toCents, type CreditNote } from '@meridian/contracts';
import { drawLetterhead, drawRows, FONT, formatUtc, MUTED, newPdfDocument } from '../../lib/pdf';

export type CreditNotePdfInput = { note: CreditNote; billTo: { name: string; company: string; email: string; address: string }; reason: string };

// Decision 0085: named for what the customer knows it by, never a database id.

/** Streams the credit note (one A4 page) into `out`: the same figures as its JSON. */
export function writeCreditNotePdf({ note, billTo, reason }: CreditNotePdfInput, out: Writable): void {
  const doc = newPdfDocument(`Credit note ${note.number}`, 'Credit note');
  doc.pipe(out);
  drawLetterhead(doc, 'CREDIT NOTE', note.number);
  drawRows(doc, [
    ['Credit note', note.number],
    ['Issued', formatUtc(new Date(note.issuedAt))],
    ['Credited to', [billTo.name, billTo.company].filter(Boolean).join(', ')],
    ['Address', billTo.address],
    ['E-mail', billTo.email],
    ['Claim', note.claimNumber],
    ['Shipment', formatTrackingNumber(note.trackingNumber)],
    ['Reason', reason],
    ['Amount credited', formatMoney(toCents(note.amount), note.currency)],
    ['Not yet drawn', formatMoney(toCents(note.remaining), note.currency)],
  ]);
  doc
    .moveDown(1)
    .font(FONT)
    .fontSize(10)
    .fillColor(MUTED)
    .text('This credit is deducted from the next invoices of your organization until it is used up; it is not paid out.');
  doc.end();
}
