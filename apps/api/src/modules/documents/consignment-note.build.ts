import { brand } from '@meridian/brand';
import {
  CARGO_LINE_TYPE_LABELS,
  consignmentNoteNumber,
  consignmentNoteTypeFor,
  fromCents,
  GOODS_TYPES,
  PIECE_CONDITION_LABELS,
  placeLabel,
  shipmentChargeableWeight,
  type AirWaybill,
  type CargoLineType,
  type CmrNote,
  type ConsignmentNote,
  type DocumentParty,
  type DocumentSignature,
  type PieceCondition,
  type SeaWaybill,
  type SignatureRole,
  type VehicleType,
} from '@meridian/contracts';
import type { BookingRecord } from '../bookings/bookings.service';

// Decision 0103: a note is a pure function of the booking and of the signatures sealed so far, so the same booking
// always gives the same bytes for a seal, whichever process (or the event sweep, after a crash) makes it.

/** How far the note has come: nothing signed yet, handed over (sender and carrier), or received (consignee). */
export type NoteStage = 'booked' | 'taken-over' | 'received';

export const stageOfRole = (role: SignatureRole): NoteStage => (role === 'consignee' ? 'received' : 'taken-over');

type StoredPiece = NonNullable<BookingRecord['pieces']>[number];
type StoredScan = NonNullable<StoredPiece['scans']>[number];

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);
const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;
const text = (value: string | null | undefined) => (value ?? '').trim();

function party(person: BookingRecord['pickupPerson'], place: BookingRecord['pickupLocation'], company: string): DocumentParty {
  const out: DocumentParty = { name: company || text(person?.name), street: text(place?.address), city: text(place?.city) };
  if (text(person?.name) && text(person?.name) !== out.name) out.contact = text(person?.name);
  if (place?.postalCode) out.postcode = place.postalCode;
  if (place?.country) out.countryCode = place.country;
  if (person?.phone) out.phone = person.phone;
  if (person?.email) out.email = person.email;
  return out;
}

const carrierParty = (): DocumentParty => ({
  name: brand.legalName,
  street: brand.headOffice.street,
  postcode: brand.headOffice.postalCode,
  city: brand.headOffice.city,
  countryCode: brand.headOffice.countryCode,
  phone: brand.phones.main.display,
  email: brand.emails.info,
});

const placeOf = (l: BookingRecord['pickupLocation']) => placeLabel({ city: text(l?.city), state: l?.state ?? null, country: l?.country ?? null });

function pieceVolumeM3(piece: StoredPiece): number | undefined {
  if (piece.lengthCm == null || piece.widthCm == null || piece.heightCm == null) return undefined;
  return round((piece.lengthCm * piece.widthCm * piece.heightCm) / 1_000_000);
}

function piecesOf(booking: BookingRecord) {
  return (booking.pieces ?? []).map((piece) => {
    const volume = pieceVolumeM3(piece);
    return {
      sscc: text(piece.sscc),
      packaging: CARGO_LINE_TYPE_LABELS[(piece.type as CargoLineType | undefined) ?? 'box'] ?? 'Package',
      weightKg: piece.weightKg ?? 0,
      ...(volume !== undefined ? { volumeM3: volume } : {}),
    };
  });
}

/** The latest scan of a stage per piece that was not ok: "Piece 00..., damaged: corner crushed". */
function remarksAt(booking: BookingRecord, stage: 'pickup' | 'delivery'): string | undefined {
  const lines: string[] = [];
  for (const piece of booking.pieces ?? []) {
    const scan = [...((piece.scans ?? []) as StoredScan[])].reverse().find((s) => s.stage === stage);
    if (!scan || scan.condition === 'ok') continue;
    const condition = PIECE_CONDITION_LABELS[scan.condition as PieceCondition] ?? scan.condition;
    lines.push(`Piece ${text(piece.sscc)}, ${String(condition).toLowerCase()}${scan.note ? `: ${scan.note}` : ''}`);
  }
  return lines.length ? lines.join('; ') : undefined;
}

function pickupEntry(booking: BookingRecord) {
  return [...(booking.statusHistory ?? [])].reverse().find((entry) => entry.event === 'pickup');
}

/** The signature a role would seal with now, or null when the booking gives it nothing to sign with. */
export function signatureFor(booking: BookingRecord, role: SignatureRole): Omit<DocumentSignature, 'digest'> | null {
  const pickup = pickupEntry(booking);
  if (role === 'sender') {
    const proof = booking.proofOfPickup;
    if (!proof?.senderName || !pickup) return null;
    const place = proof.place ?? pickup.location?.place;
    return { role, name: proof.senderName, at: iso(proof.pickedUpAt ?? pickup.at)!, ...(place ? { place } : {}) };
  }
  if (role === 'carrier') {
    if (!pickup) return null;
    const name = text(pickup.byRole === 'driver' ? pickup.byName : booking.assignment?.driverName) || text(pickup.byName) || brand.legalName;
    const place = pickup.location?.place ?? placeOf(booking.pickupLocation);
    return { role, name, at: iso(pickup.at)!, place };
  }
  const proof = booking.proofOfDelivery;
  if (!proof?.receiverName) return null;
  return { role, name: proof.receiverName, at: iso(proof.deliveredAt ?? booking.updatedAt)!, ...(proof.place ? { place: proof.place } : {}) };
}

const goodsOf = (booking: BookingRecord) => (GOODS_TYPES as readonly string[]).includes(booking.goodsType) ? booking.goodsType : 'Goods';

function handling(booking: BookingRecord): string {
  const marks = [
    booking.isFragile ? 'Fragile: handle with care' : '',
    booking.isPerishable ? `Perishable: keep at ${booking.tempControlCelsius ?? 0} °C ± 2 °C` : '',
    text(booking.notes),
  ].filter(Boolean);
  return marks.join('. ') || 'None';
}

const declared = (booking: BookingRecord, none: string) =>
  booking.declaredValueCents != null ? `${fromCents(booking.declaredValueCents).toFixed(2)} USD` : none;
const chargesOf = (booking: BookingRecord) => ({ total: booking.quote?.totalCents != null ? fromCents(booking.quote.totalCents) : 0, currency: 'USD' });
const olfSignature = (s: Omit<DocumentSignature, 'digest'> | undefined) => (s ? { type: 'SignOnGlass', userName: s.name, timestamp: s.at } : undefined);

type Sealed = Omit<DocumentSignature, 'digest'> & { digest?: string };

function cmr(booking: BookingRecord, base: { number: string; trackingNumber: string }, stage: NoteStage, signatures: Sealed[]): CmrNote {
  const pieces = piecesOf(booking);
  const goods = goodsOf(booking);
  const byRole = (role: SignatureRole) => signatures.find((s) => s.role === role);
  const pickup = pickupEntry(booking);
  const takenOver = stage !== 'booked';
  const received = stage === 'received';
  const sender = party(booking.pickupPerson, booking.pickupLocation, text(booking.fullNameOrBusiness));
  const consignee = party(booking.receiverPerson, booking.dropoffLocation, text(booking.receiverPerson?.name));
  const carrier = carrierParty();
  const charges = chargesOf(booking);
  const carrierReservations = takenOver ? remarksAt(booking, 'pickup') : undefined;
  const deliveryRemarks = received ? [text(booking.proofOfDelivery?.reservations), remarksAt(booking, 'delivery') ?? ''].filter(Boolean).join('. ') : '';
  const consigneeSignature = byRole('consignee');
  return {
    type: 'cmr',
    ...base,
    ecmrConsignment: {
      senderInformation: {
        senderNameCompany: sender.name,
        ...(sender.contact ? { senderNamePerson: sender.contact } : {}),
        senderStreet: sender.street,
        ...(sender.postcode ? { senderPostcode: sender.postcode } : {}),
        senderCity: sender.city,
        ...(sender.countryCode ? { senderCountryCode: { value: sender.countryCode } } : {}),
        senderContactInformation: { ...(sender.email ? { email: sender.email } : {}), ...(sender.phone ? { phone: sender.phone } : {}) },
      },
      consigneeInformation: {
        consigneeNameCompany: consignee.name,
        ...(consignee.contact ? { consigneeNamePerson: consignee.contact } : {}),
        consigneeStreet: consignee.street,
        ...(consignee.postcode ? { consigneePostcode: consignee.postcode } : {}),
        consigneeCity: consignee.city,
        ...(consignee.countryCode ? { consigneeCountryCode: { value: consignee.countryCode } } : {}),
        consigneeContactInformation: { ...(consignee.email ? { email: consignee.email } : {}), ...(consignee.phone ? { phone: consignee.phone } : {}) },
      },
      deliveryOfTheGoods: { logisticsLocationCity: placeOf(booking.dropoffLocation) },
      takingOverTheGoods: {
        takingOverTheGoodsPlace: placeOf(booking.pickupLocation),
        ...(takenOver && pickup ? { logisticsTimeOfDepartureDateTime: iso(pickup.at)! } : {}),
      },
      documentsHandedToCarrier: { documentsRemarks: `Shipping labels, one per piece (SSCC)${booking.isPerishable ? '; temperature log' : ''}` },
      itemList: pieces.map((piece, i) => ({
        marksAndNos: { logisticsShippingMarksMarking: `${base.trackingNumber} ${i + 1}/${pieces.length}`, logisticsShippingMarksCustomBarcode: piece.sscc },
        numberOfPackages: { logisticsPackageItemQuantity: 1 },
        methodOfPacking: { logisticsPackageType: piece.packaging },
        natureOfTheGoods: { transportCargoIdentification: goods },
        grossWeightInKg: { supplyChainConsignmentItemGrossWeight: piece.weightKg },
        ...(piece.volumeM3 !== undefined ? { volumeInM3: { supplyChainConsignmentItemGrossVolume: piece.volumeM3 } } : {}),
      })),
      sendersInstructions: { transportInstructionsDescription: handling(booking) },
      toBePaidBy: { customChargeCarriage: { value: charges.total, currency: charges.currency, payer: 'SENDER' } },
      cashOnDelivery: {},
      carrierInformation: {
        carrierNameCompany: carrier.name,
        ...(takenOver && byRole('carrier') ? { carrierNamePerson: byRole('carrier')!.name } : {}),
        carrierStreet: carrier.street,
        carrierPostcode: carrier.postcode!,
        carrierCity: carrier.city,
        carrierCountryCode: { value: carrier.countryCode! },
        ...(booking.assignment?.vehicleId ? { carrierLicensePlate: booking.assignment.vehicleId } : {}),
        carrierContactInformation: { email: carrier.email!, phone: carrier.phone! },
      },
      carriersReservationsAndObservationsOnTakingOverTheGoods: carrierReservations ? { carrierReservationsObservations: carrierReservations } : {},
      specialAgreementsSenderCarrier: {},
      established: { customEstablishedIn: placeOf(booking.pickupLocation), customEstablishedDate: iso(booking.createdAt)! },
      signatureOrStampOfTheSender: byRole('sender') ? { senderSignature: olfSignature(byRole('sender'))! } : {},
      signatureOrStampOfTheCarrier: byRole('carrier') ? { carrierSignature: olfSignature(byRole('carrier'))! } : {},
      goodsReceived: received
        ? {
            ...(booking.proofOfDelivery?.place ? { confirmedLogisticsLocationName: booking.proofOfDelivery.place } : {}),
            ...(deliveryRemarks ? { consigneeReservationsObservations: deliveryRemarks } : {}),
            ...(consigneeSignature ? { consigneeSignature: olfSignature(consigneeSignature)!, consigneeSignatureDate: consigneeSignature.at } : {}),
          }
        : {},
      referenceIdentificationNumber: { value: base.trackingNumber },
    },
    signatures: signatures as DocumentSignature[],
  };
}

function totals(booking: BookingRecord) {
  const pieces = piecesOf(booking);
  const volume = pieces.every((p) => p.volumeM3 !== undefined) && pieces.length ? round(pieces.reduce((n, p) => n + (p.volumeM3 ?? 0), 0)) : undefined;
  const kinds = [...new Set(pieces.map((p) => p.packaging.toLowerCase()))].join(', ');
  return { pieces, volume, count: pieces.length || booking.quantity, kinds: kinds || 'packages' };
}

function airWaybill(booking: BookingRecord, base: { number: string; trackingNumber: string }, stage: NoteStage, signatures: Sealed[]): AirWaybill {
  const { pieces, volume, count } = totals(booking);
  const via = booking.route?.via;
  const charges = chargesOf(booking);
  const received = stage === 'received';
  return {
    type: 'air-waybill',
    ...base,
    nonNegotiable: true,
    shipper: party(booking.pickupPerson, booking.pickupLocation, text(booking.fullNameOrBusiness)),
    consignee: party(booking.receiverPerson, booking.dropoffLocation, text(booking.receiverPerson?.name)),
    issuingCarrierAgent: carrierParty(),
    airportOfDeparture: { ...(via?.from ? { code: via.from } : {}), name: placeOf(booking.pickupLocation) },
    airportOfDestination: { ...(via?.to ? { code: via.to } : {}), name: placeOf(booking.dropoffLocation) },
    handlingInformation: handling(booking),
    declaredValueForCarriage: declared(booking, 'NVD'),
    declaredValueForCustoms: declared(booking, 'NCV'),
    currency: 'USD',
    pieces: count,
    grossWeightKg: booking.cargoWeightKg,
    chargeableWeightKg: round(shipmentChargeableWeight({ cargoWeightKg: booking.cargoWeightKg, dimensions: booking.dimensions as never, cargoLines: booking.cargoLines as never }), 1),
    natureAndQuantityOfGoods: `${goodsOf(booking)}, ${count} piece${count === 1 ? '' : 's'}${volume !== undefined ? `, ${volume} m³` : ''}`,
    pieceList: pieces,
    charges: { ...charges, prepaid: true },
    executedOn: iso(booking.createdAt)!,
    executedAt: placeOf(booking.pickupLocation),
    ...(stage !== 'booked' && remarksAt(booking, 'pickup') ? { receivedInApparentGoodOrder: remarksAt(booking, 'pickup')! } : {}),
    ...(received && consigneeRemarks(booking) ? { consigneeRemarks: consigneeRemarks(booking)! } : {}),
    signatures: signatures as DocumentSignature[],
  };
}

function consigneeRemarks(booking: BookingRecord): string | undefined {
  return [text(booking.proofOfDelivery?.reservations), remarksAt(booking, 'delivery') ?? ''].filter(Boolean).join('. ') || undefined;
}

function seaWaybill(booking: BookingRecord, base: { number: string; trackingNumber: string }, stage: NoteStage, signatures: Sealed[]): SeaWaybill {
  const { pieces, volume, count, kinds } = totals(booking);
  const via = booking.route?.via;
  const charges = chargesOf(booking);
  const consignee = party(booking.receiverPerson, booking.dropoffLocation, text(booking.receiverPerson?.name));
  return {
    type: 'sea-waybill',
    ...base,
    nonNegotiable: true,
    shipper: party(booking.pickupPerson, booking.pickupLocation, text(booking.fullNameOrBusiness)),
    consignee,
    notifyParty: consignee,
    carrier: carrierParty(),
    placeOfReceipt: placeOf(booking.pickupLocation),
    portOfLoading: { ...(via?.from ? { code: via.from } : {}), name: placeOf(booking.pickupLocation) },
    portOfDischarge: { ...(via?.to ? { code: via.to } : {}), name: placeOf(booking.dropoffLocation) },
    placeOfDelivery: placeOf(booking.dropoffLocation),
    marksAndNumbers: pieces.map((p, i) => `${base.trackingNumber} ${i + 1}/${pieces.length} SSCC ${p.sscc}`),
    numberAndKindOfPackages: `${count} ${kinds}`,
    descriptionOfGoods: `${goodsOf(booking)}. ${handling(booking)}`,
    grossWeightKg: booking.cargoWeightKg,
    ...(volume !== undefined ? { measurementM3: volume } : {}),
    pieceList: pieces,
    declaredValue: declared(booking, 'None declared'),
    freight: { ...charges, payableAt: placeOf(booking.pickupLocation), prepaid: true },
    placeOfIssue: placeOf(booking.pickupLocation),
    dateOfIssue: iso(booking.createdAt)!,
    ...(stage !== 'booked' && remarksAt(booking, 'pickup') ? { receivedForShipmentRemarks: remarksAt(booking, 'pickup')! } : {}),
    ...(stage === 'received' && consigneeRemarks(booking) ? { consigneeRemarks: consigneeRemarks(booking)! } : {}),
    signatures: signatures as DocumentSignature[],
  };
}

/** The note of the booking's mode as it stands at `stage` with `signatures` (the last one possibly not yet sealed). */
export function buildConsignmentNote(booking: BookingRecord, stage: NoteStage, signatures: Sealed[]): ConsignmentNote {
  const type = consignmentNoteTypeFor(booking.vehicleType as VehicleType);
  const trackingNumber = booking.trackingNumber ?? '';
  const base = { number: consignmentNoteNumber(type, trackingNumber), trackingNumber };
  if (type === 'air-waybill') return airWaybill(booking, base, stage, signatures);
  if (type === 'sea-waybill') return seaWaybill(booking, base, stage, signatures);
  return cmr(booking, base, stage, signatures);
}

