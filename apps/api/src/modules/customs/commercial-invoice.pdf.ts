import type { Writable } from 'node:stream';
import { EXPORT_REASON_LABELS, formatMoney, formatTrackingNumber, INCOTERM_LABELS, VEHICLE_TYPE_LABELS, type StoredLocation } from '@meridian/contracts';
import { drawLetterhead, drawRows, FONT, FONT_BOLD, INK, MARGIN, MUTED, newPdfDocument, RULE } from '../../lib/pdf';
import type { CommercialInvoice } from './customs.service';

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** "United Kingdom (GB)": customs officers read the name, systems the code. */
const country = (code: string | undefined) => (code ? `${regions.of(code) ?? code} (${code})` : '');
const calendar = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (at: Date | string) => calendar.format(typeof at === 'string' ? new Date(`${at.slice(0, 10)}T00:00:00.000Z`) : at);
const kg = (value: number) => `${Number(value.toFixed(3))} kg`;

function party(doc: PDFKit.PDFDocument, x: number, top: number, width: number, title: string, lines: string[]): number {
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width });
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width });
  return doc.y;
}

const address = (place: StoredLocation) => [place.address, [place.postalCode, place.city, place.state].filter(Boolean).join(' '), country(place.country)];

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

/** Streams the commercial invoice (decision 0104) into `out` (an HTTP response); money as every screen formats it. */
export function writeCommercialInvoicePdf(invoice: CommercialInvoice, out: Writable): void {
  const { booking, customs, totals, currency } = invoice;
  const tracking = formatTrackingNumber(booking.trackingNumber);
  const money = (cents: number) => formatMoney(cents, currency);
  const doc = newPdfDocument(`Commercial invoice ${tracking}`, 'Commercial invoice');
  doc.pipe(out);
  drawLetterhead(doc, 'COMMERCIAL INVOICE', invoice.number);

  const width = (doc.page.width - MARGIN * 2 - 20) / 2;
  const top = doc.y;
  const exporter = party(doc, MARGIN, top, width, 'Exporter (sender)', [
    booking.pickupPerson.name,
    booking.customerType === 'Business' && booking.fullNameOrBusiness !== booking.pickupPerson.name ? booking.fullNameOrBusiness : '',
    ...address(booking.pickupLocation),
    booking.pickupPerson.phone,
    booking.pickupPerson.email,
    customs.exporterEori ? `EORI ${customs.exporterEori}` : '',
  ]);
  const importer = party(doc, MARGIN + width + 20, top, width, 'Importer (receiver)', [
    booking.receiverPerson.name,
    ...address(booking.dropoffLocation),
    booking.receiverPerson.phone,
    booking.receiverPerson.email,
  ]);
  doc.y = Math.max(exporter, importer) + 14;

  drawRows(doc, [
    ['Invoice date', day(invoice.issuedAt)],
    ['Tracking number', tracking],
    ['Shipment date', day(booking.estimatedPickupDate)],
    ['Transport', VEHICLE_TYPE_LABELS[booking.vehicleType] ?? booking.vehicleType],
    ['Country of export', country(booking.pickupLocation.country)],
    ['Country of destination', country(booking.dropoffLocation.country)],
    ['Incoterms 2020', INCOTERM_LABELS[customs.incoterm]],
    ['Reason for export', EXPORT_REASON_LABELS[customs.reasonForExport]],
    ['Exporter EORI', customs.exporterEori ?? 'Not given'],
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
  doc.end();
}
