import type { Writable } from 'node:stream';
import { formatMoney, formatTrackingNumber, INVOICE_STATUS_LABELS, toCents, type Invoice } from '@meridian/contracts';
import { drawLetterhead, drawRows, FONT, FONT_BOLD, INK, MARGIN, MUTED, newPdfDocument, RULE } from '../../lib/pdf';

const money = (major: number) => formatMoney(toCents(major));
const calendar = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const pdfDate = (date: string) => calendar.format(new Date(`${date.slice(0, 10)}T00:00:00.000Z`));

function block(doc: PDFKit.PDFDocument, x: number, top: number, width: number, title: string, lines: string[]): number {
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width });
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width });
  return doc.y;
}

/** Streams the invoice as one A4 page into `out`; every figure is the JSON's, formatted as the screens format it. */
export function writeInvoicePdf(invoice: Invoice, out: Writable): void {
  const doc = newPdfDocument(`Invoice ${invoice.invoiceNumber}`, 'Invoice');
  doc.pipe(out);
  drawLetterhead(doc, 'INVOICE', invoice.invoiceNumber);

  const width = (doc.page.width - MARGIN * 2 - 20) / 2;
  const top = doc.y;
  const leftEnd = block(doc, MARGIN, top, width, 'From', [invoice.company.name, invoice.company.address, invoice.company.email, invoice.company.phone]);
  const rightEnd = block(doc, MARGIN + width + 20, top, width, 'Bill to', [
    invoice.billTo.name,
    invoice.billTo.company,
    invoice.billTo.address,
    invoice.billTo.email,
    invoice.billTo.phone,
  ]);
  doc.y = Math.max(leftEnd, rightEnd) + 14;

  drawRows(doc, [
    ['Invoice number', invoice.invoiceNumber],
    // The shipment by the one name people know it by (decision 0085), never the database id.
    ['Shipment', formatTrackingNumber(invoice.trackingNumber)],
    ['Date', pdfDate(invoice.date)],
    ['Due date', pdfDate(invoice.dueDate)],
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
  ]);
  doc.moveDown(0.6);
  doc.font(FONT_BOLD).fontSize(12).fillColor(INK).text('Shipment', MARGIN);
  doc.moveDown(0.3);
  drawRows(doc, [
    ['From', invoice.shipment.from],
    ['To', invoice.shipment.to],
    ['Service', invoice.shipment.service],
    ['Weight', invoice.shipment.weight],
    ['Dimensions', invoice.shipment.dimensions],
    ['Pickup', pdfDate(invoice.shipment.pickupDate)],
    ['Delivery', pdfDate(invoice.shipment.deliveryDate)],
    ...(invoice.shipment.co2e ? [['CO2e', invoice.shipment.co2e] as [string, string]] : []),
  ]);

  doc.moveDown(0.8);
  const right = doc.page.width - MARGIN;
  const amountX = right - 110;
  const headTop = doc.y;
  doc.font(FONT_BOLD).fontSize(10).fillColor(MUTED).text('Description', MARGIN, headTop);
  doc.text('Amount', amountX, headTop, { width: 110, align: 'right' });
  doc.lineWidth(0.5).strokeColor(RULE).moveTo(MARGIN, doc.y + 3).lineTo(right, doc.y + 3).stroke();
  doc.moveDown(0.5);
  doc.font(FONT).fillColor(INK);
  for (const line of invoice.charges) {
    const rowTop = doc.y;
    doc.text(line.description, MARGIN, rowTop, { width: amountX - MARGIN - 10 });
    doc.text(money(line.amount), amountX, rowTop, { width: 110, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.lineWidth(0.5).moveTo(amountX - 120, doc.y + 2).lineTo(right, doc.y + 2).stroke();
  doc.moveDown(0.5);
  const totals: [string, string, boolean][] = [
    ['Subtotal', money(invoice.subtotal), false],
    [`Tax (${invoice.taxRatePercent}%)`, money(invoice.tax), false],
    ['Total', money(invoice.total), true],
  ];
  // Decision 0106: each credit note drawn on is a line off the total, then what was charged (or is due) after it.
  for (const credit of invoice.credits ?? []) totals.push([`Credit ${credit.number}`, `-${money(credit.amount)}`, false]);
  if (invoice.amountDue !== undefined) totals.push([invoice.terms === 'net-30' ? 'Amount due' : 'Amount charged', money(invoice.amountDue), true]);
  if (invoice.refund) totals.push([`Refunded ${pdfDate(invoice.refund.at)}`, money(invoice.refund.amount), false]);
  for (const [label, value, strong] of totals) {
    const rowTop = doc.y;
    doc.font(strong ? FONT_BOLD : FONT).fontSize(strong ? 12 : 10);
    doc.text(label, amountX - 120, rowTop, { width: 120 });
    doc.text(value, amountX, rowTop, { width: 110, align: 'right' });
    doc.moveDown(0.3);
  }

  const footer = invoice.terms === 'net-30' ? `Payment due by ${pdfDate(invoice.dueDate)}. Questions: ${invoice.company.email}.` : `Paid in full. Questions: ${invoice.company.email}.`;
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(footer, MARGIN, doc.page.height - MARGIN - 20, { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false });
  doc.end();
}
