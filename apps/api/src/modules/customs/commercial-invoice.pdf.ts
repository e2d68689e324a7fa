import type { Writable } from 'node:stream';
import { EXPORT_REASON_LABELS, formatMoney, formatTrackingNumber, INCOTERM_LABELS, VEHICLE_TYPE_LABELS, type CommercialInvoiceDocument } from '@meridian/contracts';
import { ACCENT, drawLetterhead, drawQr, drawRows, FONT, FONT_BOLD, FONT_MONO, formatUtc, INK, MARGIN, MUTED, newPdfDocument, RULE } from '../../lib/pdf';

type Party = CommercialInvoiceDocument['exporter'];

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** "United Kingdom (GB)": customs officers read the name, systems the code. */
const country = (code: string | undefined) => (code ? `${regions.of(code) ?? code} (${code})` : '');
const calendar = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (at: string) => calendar.format(new Date(`${at.slice(0, 10)}T00:00:00.000Z`));
const kg = (value: number) => `${Number(value.toFixed(3))} kg`;

function party(doc: PDFKit.PDFDocument, x: number, top: number, width: number, title: string, lines: string[]): number {
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width });
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width });
  return doc.y;
}

const address = (place: Party) => [place.address, [place.postalCode, place.city, place.state].filter(Boolean).join(' '), country(place.country)];

// Description, HS code, origin, quantity, unit value, line total, net weight: widths sum to the A4 text width (495 pt).
const COLUMNS = [
  { title: 'Description', width: 148, align: 'left' },
  { title: 'HS code', width: 62, align: 'left' },
  { title: 'Origin', width: 38, align: 'left' },
  { title: 'Qty', width: 40, align: 'right' },
  { title: 'Unit value', width: 70, align: 'right' },
  { title: 'Line total', width: 77, align: 'right' },
  { title: 'Net weight', width: 60, align: 'right' },
] as const;

function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? FONT_BOLD : FONT).fontSize(9).fillColor(bold ? MUTED : INK);
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.text(cell, x + 2, top, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 3;
  doc.lineWidth(0.5).strokeColor(RULE).moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).stroke();
  doc.y += 4;
}

/** The digest of this version and a QR code to its verify page (decision 0115), as a consignment note closes (0103). */
function drawVerify(doc: PDFKit.PDFDocument, invoice: CommercialInvoiceDocument, digest: string, verifyBaseUrl: string): void {
  const qrSize = 96;
  if (doc.y + qrSize + 20 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y + 6;
  const textWidth = doc.page.width - MARGIN * 2 - qrSize - 16;
  const url = `${verifyBaseUrl}${digest}`;
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text('Verify this document', MARGIN, top, { width: textWidth });
  doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(`Version ${invoice.version}, issued ${formatUtc(invoice.issued)}. SHA-256 of the canonical JSON (RFC 8785) of this invoice:`, MARGIN, doc.y + 4, { width: textWidth });
  doc.font(FONT_MONO).fontSize(8).fillColor(INK).text(digest, MARGIN, doc.y + 3, { width: textWidth });
  doc.font(FONT).fontSize(8.5).fillColor(MUTED).text('Scan the code, or open:', MARGIN, doc.y + 5, { width: textWidth });
  doc.fontSize(7.5).fillColor(ACCENT).text(url, MARGIN, doc.y + 2, { width: textWidth, link: url, underline: true });
  drawQr(doc, url, doc.page.width - MARGIN - qrSize, top, qrSize);
  doc.y = Math.max(doc.y, top + qrSize);
}

/** Streams the sealed commercial invoice (decisions 0104, 0115) into `out` (an HTTP response); money as every screen formats it. */
export function writeCommercialInvoicePdf(invoice: CommercialInvoiceDocument, digest: string, options: { verifyBaseUrl: string }, out: Writable): void {
  const { totals, currency } = invoice;
  const tracking = formatTrackingNumber(invoice.trackingNumber);
  const money = (cents: number) => formatMoney(cents, currency);
  const doc = newPdfDocument(`Commercial invoice ${tracking}`, 'Commercial invoice');
  doc.pipe(out);
  drawLetterhead(doc, 'COMMERCIAL INVOICE', invoice.number);

  const width = (doc.page.width - MARGIN * 2 - 20) / 2;
  const top = doc.y;
  const { exporter: ex, importer: im } = invoice;
  const exporter = party(doc, MARGIN, top, width, 'Exporter (sender)', [ex.name, ex.company ?? '', ...address(ex), ex.phone ?? '', ex.email ?? '', ex.eori ? `EORI ${ex.eori}` : '']);
  const importer = party(doc, MARGIN + width + 20, top, width, 'Importer (receiver)', [im.name, ...address(im), im.phone ?? '', im.email ?? '']);
  doc.y = Math.max(exporter, importer) + 14;

  drawRows(doc, [
    ['Invoice date', day(invoice.issued)],
    ['Tracking number', tracking],
    ['Shipment date', day(invoice.shipmentDate)],
    ['Transport', VEHICLE_TYPE_LABELS[invoice.transport] ?? invoice.transport],
    ['Country of export', country(invoice.countryOfExport)],
    ['Country of destination', country(invoice.countryOfDestination)],
    ['Incoterms 2020', INCOTERM_LABELS[invoice.incoterm]],
    ['Reason for export', EXPORT_REASON_LABELS[invoice.reasonForExport]],
    ['Exporter EORI', ex.eori ?? 'Not given'],
    ['Currency', currency],
  ]);

  doc.moveDown(0.8);
  tableRow(doc, COLUMNS.map((c) => c.title), true);
  for (const line of invoice.lines) {
    if (doc.y > doc.page.height - MARGIN - 60) {
      doc.addPage();
      tableRow(doc, COLUMNS.map((c) => c.title), true);
    }
    tableRow(doc, [line.description, line.hsCode, line.originCountry, String(line.quantity), money(line.unitValueCents), money(line.lineTotalCents), kg(line.netWeightKg)]);
  }

  if (doc.y > doc.page.height - MARGIN - 160) doc.addPage();
  doc.moveDown(0.6);
  drawRows(doc, [
    ['Total value', `${money(totals.valueCents)} ${currency}`],
    ['Total net weight', kg(totals.netWeightKg)],
    ['Total gross weight', kg(totals.grossWeightKg)],
    ['Number of pieces', String(totals.pieces)],
    ['Units of goods', String(totals.units)],
  ]);

  doc.moveDown(1.2).font(FONT).fontSize(9).fillColor(MUTED);
  doc.text('I declare that the information on this invoice is true and correct and that the goods are of the origin shown.', MARGIN);
  doc.moveDown(2).fillColor(INK).text('Signature of the exporter: ______________________________    Date: ______________', MARGIN);
  doc.moveDown(1.5);
  drawVerify(doc, invoice, digest, options.verifyBaseUrl);
  doc.end();
}
