import type { Writable } from 'node:stream';
import { CARD_BRAND_LABELS, formatMoney, formatTrackingNumber, toCents, type Payment } from '@meridian/contracts';
import { drawLetterhead, drawRows, FONT, MUTED, newPdfDocument, type PdfRow } from '../../lib/pdf';

export type ReceiptPdfInput = { payment: Payment; invoiceNumber: string; customerName: string; trackingNumber: string };

// Decision 0085: named for the shipment and its invoice, which the customer knows, not for a database id.
export const receiptFilename = (trackingNumber: string, invoiceNumber: string) => `receipt-${[formatTrackingNumber(trackingNumber), invoiceNumber].filter(Boolean).join('-')}.pdf`;

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

function methodLine(payment: Payment): string {
  if (payment.card) return `${CARD_BRAND_LABELS[payment.card.brand]} ending in ${payment.card.last4}`;
  return payment.method === 'paypal' ? 'PayPal' : 'Invoice';
}

/** Streams the payment receipt (one A4 page) into `out`. */
export function writeReceiptPdf({ payment, invoiceNumber, customerName, trackingNumber }: ReceiptPdfInput, out: Writable): void {
  const doc = newPdfDocument(`Receipt for shipment ${formatTrackingNumber(trackingNumber)}`, 'Payment receipt');
  doc.pipe(out);
  drawLetterhead(doc, 'RECEIPT', `Shipment ${formatTrackingNumber(trackingNumber)}`);
  const rows: PdfRow[] = [
    ['Received from', customerName],
    ['Amount paid', formatMoney(toCents(payment.amount), payment.currency)],
    ['Paid on', payment.paidAt ? when(payment.paidAt) : ''],
    ['Payment method', methodLine(payment)],
    ['Invoice', invoiceNumber],
    // The shipment by the name the customer knows it by, never the database id (decision 0044).
    ['Shipment', formatTrackingNumber(trackingNumber)],
  ];
  if (payment.refund) rows.push(['Refunded', `${formatMoney(toCents(payment.refund.amount), payment.currency)} on ${when(payment.refund.at)}`]);
  drawRows(doc, rows);
  doc.moveDown(1).font(FONT).fontSize(10).fillColor(MUTED).text('Thank you for shipping with us. Keep this receipt for your records.');
  doc.end();
}
