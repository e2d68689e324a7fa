import { PassThrough, type Writable } from 'node:stream';
import { brand } from '@meridian/brand';
import { formatMoney, formatTrackingNumber, INVOICE_STATUS_LABELS, toCents, type Invoice } from '@meridian/contracts';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
const INK = '#111827';
const MUTED = '#6b7280';
const ACCENT = '#1e3a8a';

const money = (major: number) => formatMoney(toCents(major));
const calendar = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const pdfDate = (date: string) => calendar.format(new Date(`${date.slice(0, 10)}T00:00:00.000Z`));

export function newMoneyDocument(title: string, subject: string): PDFKit.PDFDocument {
  return new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: brand.legalName, Subject: subject } });
}

export function drawLetterhead(doc: PDFKit.PDFDocument, heading: string, reference: string): void {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(brand.tagline);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(heading, MARGIN, MARGIN, { align: 'right' });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(reference, { align: 'right' });
  const rule = Math.max(doc.y, MARGIN + 40) + 8;
  doc.lineWidth(1).strokeColor(ACCENT).moveTo(MARGIN, rule).lineTo(doc.page.width - MARGIN, rule).stroke();
  doc.y = rule + 14;
}

function block(doc: PDFKit.PDFDocument, x: number, top: number, width: number, title: string, lines: string[]): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width });
  return doc.y;
}

export function drawRows(doc: PDFKit.PDFDocument, rows: [string, string][], labelWidth = 130): void {
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, top, { width: labelWidth });
    doc.font('Helvetica').fillColor(INK).text(value, MARGIN + labelWidth + 10, top, { width: doc.page.width - MARGIN * 2 - labelWidth - 10 });
    doc.moveDown(0.35);
  }
}

/** Streams the invoice as one A4 page into `out`; every figure is the JSON's, formatted as the screens format it. */
export function writeInvoicePdf(invoice: Invoice, out: Writable): void {
  const doc = newMoneyDocument(`Invoice ${invoice.invoiceNumber}`, 'Invoice');
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
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Shipment', MARGIN);
  doc.moveDown(0.3);
  drawRows(doc, [
    ['From', invoice.shipment.from],
    ['To', invoice.shipment.to],
    ['Service', invoice.shipment.service],
    ['Weight', invoice.shipment.weight],
    ['Dimensions', invoice.shipment.dimensions],
    ['Pickup', pdfDate(invoice.shipment.pickupDate)],
    ['Delivery', pdfDate(invoice.shipment.deliveryDate)],
  ]);

  doc.moveDown(0.8);
  const right = doc.page.width - MARGIN;
  const amountX = right - 110;
  const headTop = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('Description', MARGIN, headTop);
  doc.text('Amount', amountX, headTop, { width: 110, align: 'right' });
  doc.lineWidth(0.5).strokeColor('#d1d5db').moveTo(MARGIN, doc.y + 3).lineTo(right, doc.y + 3).stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica').fillColor(INK);
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
  if (invoice.refund) totals.push([`Refunded ${pdfDate(invoice.refund.at)}`, money(invoice.refund.amount), false]);
  for (const [label, value, strong] of totals) {
    const rowTop = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
    doc.text(label, amountX - 120, rowTop, { width: 120 });
    doc.text(value, amountX, rowTop, { width: 110, align: 'right' });
    doc.moveDown(0.3);
  }

  const footer = invoice.terms === 'net-30' ? `Payment due by ${pdfDate(invoice.dueDate)}. Questions: ${invoice.company.email}.` : `Paid in full. Questions: ${invoice.company.email}.`;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(footer, MARGIN, doc.page.height - MARGIN - 20, { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false });
  doc.end();
}

/** The whole document in memory, for a mail attachment (small: one page of text). */
export async function renderToBuffer(write: (out: Writable) => void): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  write(out);
  await done;
  return Buffer.concat(chunks);
}
