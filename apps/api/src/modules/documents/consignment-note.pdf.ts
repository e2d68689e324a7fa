import type { Writable } from 'node:stream';
import { formatTrackingNumber, SIGNATURE_ROLE_LABELS, type AirWaybill, type CmrNote, type ConsignmentNote, type DocumentParty, type SeaWaybill, type SignatureRole } from '@meridian/contracts';
import { ACCENT, drawQr, FONT, FONT_BOLD, FONT_MONO, formatUtc, INK, MARGIN, MUTED, newPdfDocument, RULE } from '../../lib/pdf';

// Decision 0103: the CMR prints its numbered boxes 1-24 as the paper form does, so a driver, a customs officer or a
// receiver finds "box 18" where they expect it; the waybills print the boxes of their forms. The latest digest and
// a QR code to its verify page close every note.

type Box = { label: string; lines: string[]; width?: 'half' | 'full' };
const PAD = 4;
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 8.5;

const partyLines = (p: DocumentParty) =>
  [p.name, p.contact ?? '', p.street, [p.postcode, p.city].filter(Boolean).join(' '), p.countryCode ?? '', [p.phone, p.email].filter(Boolean).join(' · ')].filter(Boolean);

const signatureLines = (note: ConsignmentNote, role: SignatureRole) => {
  const s = note.signatures.find((sig) => sig.role === role);
  return s ? [`Signed by ${s.name}`, `${formatUtc(s.at)}${s.place ? `, ${s.place}` : ''}`, `Sealed ${s.digest.slice(0, 16)}…`] : ['Unsigned'];
};

function boxHeight(doc: PDFKit.PDFDocument, box: Box, width: number): number {
  doc.font(FONT).fontSize(VALUE_SIZE);
  const body = box.lines.reduce((h, line) => h + doc.heightOfString(line || ' ', { width: width - PAD * 2 }), 0);
  return PAD * 2 + LABEL_SIZE + 3 + body;
}

function drawBox(doc: PDFKit.PDFDocument, box: Box, x: number, y: number, width: number, height: number): void {
  doc.lineWidth(0.6).strokeColor(RULE).rect(x, y, width, height).stroke();
  doc.font(FONT_BOLD).fontSize(LABEL_SIZE).fillColor(ACCENT).text(box.label, x + PAD, y + PAD, { width: width - PAD * 2, lineBreak: false });
  let top = y + PAD + LABEL_SIZE + 3;
  doc.font(FONT).fontSize(VALUE_SIZE).fillColor(INK);
  for (const line of box.lines) {
    doc.text(line || ' ', x + PAD, top, { width: width - PAD * 2 });
    top = doc.y;
  }
}

/** Boxes in rows of two halves or one full width, each row as tall as its tallest box; a new page when one is full. */
function drawBoxes(doc: PDFKit.PDFDocument, boxes: Box[]): void {
  const full = doc.page.width - MARGIN * 2;
  const half = full / 2;
  let y = doc.y;
  for (let i = 0; i < boxes.length; ) {
    const first = boxes[i]!;
    const pair = first.width !== 'full' && boxes[i + 1] && boxes[i + 1]!.width !== 'full' ? [first, boxes[i + 1]!] : [first];
    const width = pair.length === 2 ? half : full;
    const height = Math.max(...pair.map((b) => boxHeight(doc, b, width)));
    if (y + height > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    pair.forEach((b, k) => drawBox(doc, b, MARGIN + k * half, y, width, height));
    y += height;
    i += pair.length;
  }
  doc.y = y + 8;
}

function head(doc: PDFKit.PDFDocument, title: string, subtitle: string, note: ConsignmentNote): void {
  doc.font(FONT_BOLD).fontSize(16).fillColor(INK).text(title, MARGIN, MARGIN);
  doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(subtitle, MARGIN, doc.y + 2);
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text(note.number, MARGIN, MARGIN, { align: 'right' });
  doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(`Shipment ${formatTrackingNumber(note.trackingNumber)}`, { align: 'right' });
  doc.y = Math.max(doc.y, MARGIN + 40) + 6;
}

function cmrBoxes(note: CmrNote): Box[] {
  const c = note.ecmrConsignment;
  const s = c.senderInformation;
  const r = c.consigneeInformation;
  const k = c.carrierInformation;
  const sender: DocumentParty = { name: s.senderNameCompany, ...(s.senderNamePerson ? { contact: s.senderNamePerson } : {}), street: s.senderStreet, ...(s.senderPostcode ? { postcode: s.senderPostcode } : {}), city: s.senderCity, ...(s.senderCountryCode ? { countryCode: s.senderCountryCode.value } : {}) };
  const consignee: DocumentParty = { name: r.consigneeNameCompany, ...(r.consigneeNamePerson ? { contact: r.consigneeNamePerson } : {}), street: r.consigneeStreet, ...(r.consigneePostcode ? { postcode: r.consigneePostcode } : {}), city: r.consigneeCity, ...(r.consigneeCountryCode ? { countryCode: r.consigneeCountryCode.value } : {}) };
  const items = c.itemList;
  const charge = c.toBePaidBy.customChargeCarriage;
  const weight = items.reduce((n, i) => n + i.grossWeightInKg.supplyChainConsignmentItemGrossWeight, 0);
  const received = c.goodsReceived;
  return [
    { label: '1  Sender (name, address, country)', lines: partyLines(sender) },
    { label: '2  Consignee (name, address, country)', lines: partyLines(consignee) },
    { label: '3  Place of delivery of the goods', lines: [c.deliveryOfTheGoods.logisticsLocationCity] },
    { label: '4  Place and date of taking over the goods', lines: [c.takingOverTheGoods.takingOverTheGoodsPlace, c.takingOverTheGoods.logisticsTimeOfDepartureDateTime ? formatUtc(c.takingOverTheGoods.logisticsTimeOfDepartureDateTime) : 'Not yet taken over'] },
    { label: '5  Documents attached', lines: [c.documentsHandedToCarrier.documentsRemarks], width: 'full' },
    {
      label: '6  Marks and numbers · 7  Number of packages · 8  Method of packing · 9  Nature of the goods · 10  Statistical number · 11  Gross weight kg · 12  Volume m³',
      lines: [
        ...items.map(
          (i) =>
            `${i.marksAndNos.logisticsShippingMarksMarking}  SSCC ${i.marksAndNos.logisticsShippingMarksCustomBarcode} · ${i.numberOfPackages.logisticsPackageItemQuantity} · ${i.methodOfPacking.logisticsPackageType} · ${i.natureOfTheGoods.transportCargoIdentification} · - · ${i.grossWeightInKg.supplyChainConsignmentItemGrossWeight} kg${i.volumeInM3 ? ` · ${i.volumeInM3.supplyChainConsignmentItemGrossVolume} m³` : ''}`,
        ),
        `Total: ${items.length} package${items.length === 1 ? '' : 's'}, ${Math.round(weight * 100) / 100} kg`,
      ],
      width: 'full',
    },
    { label: "13  Sender's instructions", lines: [c.sendersInstructions.transportInstructionsDescription] },
    { label: '14  Directions as to payment', lines: ['Carriage paid'] },
    { label: '15  Cash on delivery', lines: [c.cashOnDelivery.customCashOnDelivery ? String(c.cashOnDelivery.customCashOnDelivery) : 'None'] },
    { label: '16  Carrier (name, address, country)', lines: [...partyLines({ name: k.carrierNameCompany, street: k.carrierStreet, ...(k.carrierPostcode ? { postcode: k.carrierPostcode } : {}), city: k.carrierCity, ...(k.carrierCountryCode ? { countryCode: k.carrierCountryCode.value } : {}) }), ...(k.carrierNamePerson ? [`Driver: ${k.carrierNamePerson}`] : []), ...(k.carrierLicensePlate ? [`Vehicle: ${k.carrierLicensePlate}`] : [])] },
    { label: '17  Successive carriers', lines: ['None'] },
    { label: "18  Carrier's reservations and observations", lines: [c.carriersReservationsAndObservationsOnTakingOverTheGoods.carrierReservationsObservations ?? 'None'] },
    { label: '19  Special agreements', lines: [c.specialAgreementsSenderCarrier.customSpecialAgreement ?? 'None'] },
    { label: '20  To be paid by', lines: [charge ? `Carriage charges ${charge.value.toFixed(2)} ${charge.currency}: ${charge.payer === 'SENDER' ? 'sender' : 'consignee'}` : 'Sender'] },
    { label: '21  Established in / on', lines: [`${c.established.customEstablishedIn}, ${formatUtc(c.established.customEstablishedDate)}`] },
    { label: '22  Signature and stamp of the sender', lines: signatureLines(note, 'sender') },
    { label: '23  Signature and stamp of the carrier', lines: signatureLines(note, 'carrier') },
    {
      label: '24  Goods received (place, date, signature and stamp of the consignee)',
      lines: [...(received.confirmedLogisticsLocationName ? [received.confirmedLogisticsLocationName] : []), ...signatureLines(note, 'consignee'), ...(received.consigneeReservationsObservations ? [`Reservations: ${received.consigneeReservationsObservations}`] : [])],
      width: 'full',
    },
  ];
}

const pieceLines = (note: AirWaybill | SeaWaybill) => note.pieceList.map((p, i) => `${i + 1}. SSCC ${p.sscc} · ${p.packaging} · ${p.weightKg} kg${p.volumeM3 !== undefined ? ` · ${p.volumeM3} m³` : ''}`);
const point = (p: { code?: string; name: string }) => (p.code ? `${p.code} (${p.name})` : p.name);

function signatureBoxes(note: ConsignmentNote): Box[] {
  return (['sender', 'carrier', 'consignee'] as const).map((role) => ({ label: `Signature of the ${SIGNATURE_ROLE_LABELS[role].toLowerCase()}`, lines: signatureLines(note, role) }));
}

function airBoxes(note: AirWaybill): Box[] {
  return [
    { label: "Shipper's name and address", lines: partyLines(note.shipper) },
    { label: "Consignee's name and address", lines: partyLines(note.consignee) },
    { label: "Issuing carrier's agent", lines: partyLines(note.issuingCarrierAgent) },
    { label: 'Accounting information', lines: [`Charges ${note.charges.total.toFixed(2)} ${note.charges.currency}, ${note.charges.prepaid ? 'prepaid' : 'collect'}`] },
    { label: 'Airport of departure', lines: [point(note.airportOfDeparture)] },
    { label: 'Airport of destination', lines: [point(note.airportOfDestination)] },
    { label: 'Declared value for carriage', lines: [note.declaredValueForCarriage] },
    { label: 'Declared value for customs', lines: [note.declaredValueForCustoms] },
    { label: 'Handling information', lines: [note.handlingInformation], width: 'full' },
    { label: 'No. of pieces · Gross weight · Chargeable weight', lines: [`${note.pieces} · ${note.grossWeightKg} kg · ${note.chargeableWeightKg} kg`] },
    { label: 'Nature and quantity of goods (incl. dimensions or volume)', lines: [note.natureAndQuantityOfGoods] },
    { label: 'Pieces', lines: pieceLines(note), width: 'full' },
    { label: 'Executed on (date) at (place)', lines: [`${formatUtc(note.executedOn)} at ${note.executedAt}`] },
    { label: 'Remarks at acceptance / at delivery', lines: [note.receivedInApparentGoodOrder ?? 'Received in apparent good order', note.consigneeRemarks ? `Consignee: ${note.consigneeRemarks}` : ''] },
    ...signatureBoxes(note),
  ];
}

function seaBoxes(note: SeaWaybill): Box[] {
  return [
    { label: 'Shipper', lines: partyLines(note.shipper) },
    { label: 'Consignee', lines: partyLines(note.consignee) },
    { label: 'Notify party', lines: partyLines(note.notifyParty) },
    { label: 'Carrier', lines: partyLines(note.carrier) },
    { label: 'Place of receipt', lines: [note.placeOfReceipt] },
    { label: 'Port of loading', lines: [point(note.portOfLoading)] },
    { label: 'Port of discharge', lines: [point(note.portOfDischarge)] },
    { label: 'Place of delivery', lines: [note.placeOfDelivery] },
    { label: 'Marks and numbers', lines: note.marksAndNumbers, width: 'full' },
    { label: 'Number and kind of packages', lines: [note.numberAndKindOfPackages] },
    { label: 'Gross weight · Measurement', lines: [`${note.grossWeightKg} kg${note.measurementM3 !== undefined ? ` · ${note.measurementM3} m³` : ''}`] },
    { label: 'Description of goods', lines: [note.descriptionOfGoods], width: 'full' },
    { label: 'Declared value', lines: [note.declaredValue] },
    { label: 'Freight', lines: [`${note.freight.total.toFixed(2)} ${note.freight.currency}, ${note.freight.prepaid ? 'prepaid' : 'collect'} at ${note.freight.payableAt}`] },
    { label: 'Place and date of issue', lines: [`${note.placeOfIssue}, ${formatUtc(note.dateOfIssue)}`] },
    { label: 'Remarks at receipt / at delivery', lines: [note.receivedForShipmentRemarks ?? 'Received in apparent good order', note.consigneeRemarks ? `Consignee: ${note.consigneeRemarks}` : ''] },
    ...signatureBoxes(note),
  ];
}

function drawVerify(doc: PDFKit.PDFDocument, digest: string | null, verifyBaseUrl: string): void {
  const qrSize = 96;
  if (doc.y + qrSize + 20 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y + 6;
  const textWidth = doc.page.width - MARGIN * 2 - qrSize - 16;
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text('Verify this document', MARGIN, top, { width: textWidth });
  if (!digest) {
    doc.font(FONT).fontSize(9).fillColor(MUTED).text('Unsigned: the note is sealed when the sender and the carrier sign at pickup, and again when the consignee signs at delivery.', MARGIN, doc.y + 4, { width: textWidth });
    return;
  }
  const url = `${verifyBaseUrl}${digest}`;
  doc.font(FONT).fontSize(8.5).fillColor(MUTED).text('SHA-256 of the canonical JSON (RFC 8785) of this note as sealed by its latest signature:', MARGIN, doc.y + 4, { width: textWidth });
  doc.font(FONT_MONO).fontSize(8).fillColor(INK).text(digest, MARGIN, doc.y + 3, { width: textWidth });
  doc.font(FONT).fontSize(8.5).fillColor(MUTED).text('Scan the code, or open:', MARGIN, doc.y + 5, { width: textWidth });
  doc.fontSize(7.5).fillColor(ACCENT).text(url, MARGIN, doc.y + 2, { width: textWidth, link: url, underline: true });
  drawQr(doc, url, doc.page.width - MARGIN - qrSize, top, qrSize);
  doc.y = Math.max(doc.y, top + qrSize);
}

const TITLES: Record<ConsignmentNote['type'], [string, string]> = {
  cmr: ['CMR: International consignment note', 'Convention on the Contract for the International Carriage of Goods by Road (CMR), Geneva 1956; eCMR Protocol 2008'],
  'air-waybill': ['Air Waybill (not negotiable)', 'House air waybill issued by the carrier as forwarder'],
  'sea-waybill': ['Sea Waybill (non-negotiable)', 'Not a document of title: the goods are delivered to the named consignee'],
};

/** Streams the note into `out` (an HTTP response). */
export function writeConsignmentNotePdf(note: ConsignmentNote, digest: string | null, options: { verifyBaseUrl: string }, out: Writable): void {
  const [title, subtitle] = TITLES[note.type];
  const doc = newPdfDocument(`${title} ${note.number}`, title);
  doc.pipe(out);
  head(doc, title, subtitle, note);
  drawBoxes(doc, note.type === 'cmr' ? cmrBoxes(note) : note.type === 'air-waybill' ? airBoxes(note) : seaBoxes(note));
  drawVerify(doc, digest, options.verifyBaseUrl);
  doc.end();
}
