import type { Writable } from 'node:stream';
import { brand } from '@meridian/brand';
import { EXCURSION_DISPOSITION_LABELS, formatTrackingNumber, type Booking, placeLabel, routeLabel } from '@meridian/contracts';
import type { ColdChainStatement } from './shipments.service';
import { drawRows, drawTitledHeader, FONT, FONT_BOLD, formatUtc, INK, MARGIN, MUTED, newPdfDocument, RULE, type PdfRow } from '../../lib/pdf';

export type ProofPdfInput = {
  booking: Booking;
  receiverName: string;
  deliveredAt: Date;
  place?: string;
  signature: Buffer;
  photo?: { bytes: Buffer; contentType: string };
  /** A perishable booking's band, time in band and excursions (decision 0041); absent for other goods. */
  coldChain?: ColdChainStatement;
};


function goodsLine(b: Booking): string {
  // The temperature is stated under "Cold chain" from the log, never as a promise kept.
  const flags = [b.isFragile ? 'fragile' : '', b.isPerishable ? 'perishable' : ''].filter(Boolean);
  return `${b.goodsType}, ${b.quantity} piece${b.quantity === 1 ? '' : 's'}, ${b.cargoWeightKg} kg${flags.length ? ` (${flags.join('; ')})` : ''}`;
}

const degrees = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} °C`;
const shortUtc = (at: string) => `${at.slice(0, 16).replace('T', ' ')} UTC`;

/** The cold chain as the log tells it: band, time in band and each excursion, or "no excursion". */
function coldChainRows(c: ColdChainStatement): PdfRow[] {
  const rows: PdfRow[] = [
    ['Temperature band', `${degrees(c.band.min)} to ${degrees(c.band.max)} (set ${degrees(c.band.target)})`],
    ['Time in band', c.timeInBandPercent === null ? 'No readings were logged' : `${c.timeInBandPercent}%`],
  ];
  if (c.excursions.length === 0) return [...rows, ['Excursions', c.timeInBandPercent === null ? 'None recorded' : 'No excursion']];
  c.excursions.forEach((e, i) => {
    const closed = e.closedAt ? `to ${shortUtc(e.closedAt)}${e.closedBy === 'delivery' ? ' (at delivery)' : ''}` : 'still open';
    const ack = e.acknowledgement ? `; ${EXCURSION_DISPOSITION_LABELS[e.acknowledgement.disposition].toLowerCase()}` : '; awaiting review';
    rows.push([i === 0 ? 'Excursions' : '', `${i + 1}. ${e.direction} the band from ${shortUtc(e.openedAt)} ${closed}, peak ${degrees(e.peakCelsius)}${ack}`]);
  });
  return rows;
}

/** Draws an image, or says why it cannot (pdfkit reads only PNG and JPEG; a WebP photo stays viewable in the app). */
function drawImage(doc: PDFKit.PDFDocument, bytes: Buffer, box: { width: number; height: number }, fallback: string): void {
  const top = doc.y;
  try {
    doc.image(bytes, MARGIN, top, { fit: [box.width, box.height] });
    doc.lineWidth(0.5).strokeColor(RULE).rect(MARGIN - 4, top - 4, box.width + 8, box.height + 8).stroke();
    doc.y = top + box.height + 8;
  } catch {
    doc.fillColor(MUTED).fontSize(10).text(fallback, MARGIN, top).fillColor(INK);
  }
}

/** Streams the proof of delivery as a one-page PDF into `out` (an HTTP response). */
export function writeProofPdf(input: ProofPdfInput, out: Writable): void {
  const { booking } = input;
  const tracking = formatTrackingNumber(booking.trackingNumber);
  const doc = newPdfDocument(`Proof of delivery ${tracking}`, 'Proof of delivery');
  doc.pipe(out);
  drawTitledHeader(doc, 'Proof of Delivery');
  doc.moveDown(0.8);

  const rows: PdfRow[] = [
    ['Tracking number', tracking],
    ['Route', routeLabel(booking)],
    ['Goods', goodsLine(booking)],
    ['Delivered', formatUtc(input.deliveredAt)],
    ['Place', input.place ?? placeLabel(booking.dropoffLocation)],
    ['Received by', input.receiverName],
  ];
  if (booking.assignment) rows.push(['Delivered by', `${booking.assignment.driverName} (vehicle ${booking.assignment.vehicleId})`]);
  if (input.coldChain) rows.push(...coldChainRows(input.coldChain));
  drawRows(doc, rows, { fontSize: 11, spacing: 0.5 });

  doc.moveDown(0.8).font(FONT_BOLD).fontSize(11).fillColor(MUTED).text("Receiver's signature", MARGIN);
  doc.moveDown(0.3).fillColor(INK);
  drawImage(doc, input.signature, { width: 240, height: 100 }, 'The signature is on file but could not be drawn here.');

  if (input.photo) {
    doc.moveDown(0.8).font(FONT_BOLD).fontSize(11).fillColor(MUTED).text('Photo at delivery', MARGIN);
    doc.moveDown(0.3).fillColor(INK);
    drawImage(doc, input.photo.bytes, { width: 300, height: 220 }, 'A photo was taken at delivery; open the booking in the app to see it.');
  }

  // The footer sits inside the bottom margin; without this pdfkit would start a second page for it.
  doc.page.margins.bottom = 0;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${brand.legalName} · ${brand.websiteUrl} · Shipment ${tracking}`, MARGIN, doc.page.height - MARGIN - 10, {
      width: doc.page.width - MARGIN * 2,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
}
