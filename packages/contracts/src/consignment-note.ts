import { z } from 'zod';
import { commercialInvoiceVerificationSchema, type CommercialInvoiceVerification } from './commercial-invoice';
import { REPORT_DIGEST_PATTERN, temperatureReportSummarySchema } from './temperature-report';
import type { VehicleType } from './vehicle';

// ---- The document a shipment travels with, per mode (issue 48; decision 0103) ---------------------------------------
// Road: a CMR consignment note whose JSON uses the field names of the UN eCMR protocol as the Open Logistics
// Foundation's open eCMR models them (`ecmrConsignment`), so an eCMR platform can import it. Air: the carrier's own
// (house) air waybill. Sea: a non-negotiable sea waybill. Each signature seals the document as it then stands.

export const CONSIGNMENT_NOTE_TYPES = ['cmr', 'air-waybill', 'sea-waybill'] as const;
export type ConsignmentNoteType = (typeof CONSIGNMENT_NOTE_TYPES)[number];
export const CONSIGNMENT_NOTE_LABELS: Record<ConsignmentNoteType, string> = {
  cmr: 'CMR consignment note',
  'air-waybill': 'Air waybill',
  'sea-waybill': 'Sea waybill',
};

const NOTE_TYPE_BY_MODE: Record<VehicleType, ConsignmentNoteType> = { truck: 'cmr', air: 'air-waybill', sea: 'sea-waybill' };
const NUMBER_PREFIX: Record<ConsignmentNoteType, string> = { cmr: 'CMR', 'air-waybill': 'HAWB', 'sea-waybill': 'SWB' };

export const consignmentNoteTypeFor = (mode: VehicleType): ConsignmentNoteType => NOTE_TYPE_BY_MODE[mode];

/**
 * Decision 0103: the note's number is its type's prefix and the shipment's tracking number ("CMR-MX4F7K2P9QZ8T"):
 * unique because the tracking number is, readable beside the label, and known before anything is stored.
 */
export const consignmentNoteNumber = (type: ConsignmentNoteType, trackingNumber: string): string => `${NUMBER_PREFIX[type]}-${trackingNumber}`;

export const SIGNATURE_ROLES = ['sender', 'carrier', 'consignee'] as const;
export type SignatureRole = (typeof SIGNATURE_ROLES)[number];
export const SIGNATURE_ROLE_LABELS: Record<SignatureRole, string> = { sender: 'Sender', carrier: 'Carrier', consignee: 'Consignee' };

const documentSignatureSchema = z
  .object({
    role: z.enum(SIGNATURE_ROLES),
    name: z.string(),
    at: z.string(),
    place: z.string().optional(),
    digest: z.string().meta({ description: 'SHA-256 (hex) of the RFC 8785 canonical JSON of the note as it stood when this signature was added, without this digest' }),
  })
  .meta({ id: 'DocumentSignature' });
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

// ---- Parts every form shares ------------------------------------------------------------------------------------

const partySchema = z
  .object({
    name: z.string(),
    contact: z.string().optional(),
    street: z.string(),
    postcode: z.string().optional(),
    city: z.string(),
    countryCode: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
  })
  .meta({ id: 'DocumentParty' });
export type DocumentParty = z.infer<typeof partySchema>;

const notePieceSchema = z.object({
  sscc: z.string(),
  packaging: z.string(),
  weightKg: z.number(),
  volumeM3: z.number().optional(),
});

const pointSchema = z.object({ code: z.string().optional(), name: z.string() });

// ---- CMR, in the OLF eCMR model's names (its numbered boxes in the comments) ---------------------------------------

const countryCode = z.object({ value: z.string() });
const olfSignature = z.object({ type: z.string(), userName: z.string(), timestamp: z.string() });

const ecmrItemSchema = z.object({
  marksAndNos: z.object({ logisticsShippingMarksMarking: z.string(), logisticsShippingMarksCustomBarcode: z.string() }), // 6
  numberOfPackages: z.object({ logisticsPackageItemQuantity: z.number().int() }), // 7
  methodOfPacking: z.object({ logisticsPackageType: z.string() }), // 8
  natureOfTheGoods: z.object({ transportCargoIdentification: z.string() }), // 9
  grossWeightInKg: z.object({ supplyChainConsignmentItemGrossWeight: z.number() }), // 11
  volumeInM3: z.object({ supplyChainConsignmentItemGrossVolume: z.number() }).optional(), // 12
});

const customCharge = z.object({ value: z.number(), currency: z.string(), payer: z.enum(['SENDER', 'CONSIGNEE']) });

const ecmrConsignmentSchema = z
  .object({
    senderInformation: z.object({
      senderNameCompany: z.string(),
      senderNamePerson: z.string().optional(),
      senderStreet: z.string(),
      senderPostcode: z.string().optional(),
      senderCity: z.string(),
      senderCountryCode: countryCode.optional(),
      senderContactInformation: z.object({ email: z.string().optional(), phone: z.string().optional() }),
    }), // 1
    consigneeInformation: z.object({
      consigneeNameCompany: z.string(),
      consigneeNamePerson: z.string().optional(),
      consigneeStreet: z.string(),
      consigneePostcode: z.string().optional(),
      consigneeCity: z.string(),
      consigneeCountryCode: countryCode.optional(),
      consigneeContactInformation: z.object({ email: z.string().optional(), phone: z.string().optional() }),
    }), // 2
    deliveryOfTheGoods: z.object({ logisticsLocationCity: z.string() }), // 3
    takingOverTheGoods: z.object({ takingOverTheGoodsPlace: z.string(), logisticsTimeOfDepartureDateTime: z.string().optional() }), // 4
    documentsHandedToCarrier: z.object({ documentsRemarks: z.string() }), // 5
    itemList: z.array(ecmrItemSchema), // 6-12
    sendersInstructions: z.object({ transportInstructionsDescription: z.string() }), // 13
    toBePaidBy: z.object({ customChargeCarriage: customCharge.optional() }), // 14, 20
    cashOnDelivery: z.object({ customCashOnDelivery: z.number().optional() }), // 15
    carrierInformation: z.object({
      carrierNameCompany: z.string(),
      carrierNamePerson: z.string().optional(),
      carrierStreet: z.string(),
      carrierPostcode: z.string().optional(),
      carrierCity: z.string(),
      carrierCountryCode: countryCode.optional(),
      carrierLicensePlate: z.string().optional(),
      carrierContactInformation: z.object({ email: z.string().optional(), phone: z.string().optional() }),
    }), // 16
    successiveCarrierInformation: z.object({}).optional(), // 17
    carriersReservationsAndObservationsOnTakingOverTheGoods: z.object({ carrierReservationsObservations: z.string().optional() }), // 18
    specialAgreementsSenderCarrier: z.object({ customSpecialAgreement: z.string().optional() }), // 19
    established: z.object({ customEstablishedIn: z.string(), customEstablishedDate: z.string() }), // 21
    signatureOrStampOfTheSender: z.object({ senderSignature: olfSignature.optional() }), // 22
    signatureOrStampOfTheCarrier: z.object({ carrierSignature: olfSignature.optional() }), // 23
    goodsReceived: z.object({
      confirmedLogisticsLocationName: z.string().optional(),
      consigneeReservationsObservations: z.string().optional(),
      consigneeSignature: olfSignature.optional(),
      consigneeSignatureDate: z.string().optional(),
    }), // 24
    referenceIdentificationNumber: z.object({ value: z.string() }),
  })
  .meta({ id: 'EcmrConsignment' });

const noteBase = {
  number: z.string(),
  trackingNumber: z.string(),
  signatures: z.array(documentSignatureSchema),
};

const cmrNoteSchema = z.object({ type: z.literal('cmr'), ...noteBase, ecmrConsignment: ecmrConsignmentSchema }).meta({ id: 'CmrNote' });

// ---- Air waybill: the boxes of the IATA form a house air waybill carries --------------------------------------------

const airWaybillSchema = z
  .object({
    type: z.literal('air-waybill'),
    ...noteBase,
    nonNegotiable: z.literal(true),
    shipper: partySchema,
    consignee: partySchema,
    issuingCarrierAgent: partySchema,
    airportOfDeparture: pointSchema,
    airportOfDestination: pointSchema,
    handlingInformation: z.string(),
    declaredValueForCarriage: z.string().meta({ description: 'An amount, or NVD (no value declared)' }),
    declaredValueForCustoms: z.string().meta({ description: 'An amount, or NCV (no customs value)' }),
    currency: z.string(),
    pieces: z.number().int(),
    grossWeightKg: z.number(),
    chargeableWeightKg: z.number(),
    natureAndQuantityOfGoods: z.string(),
    pieceList: z.array(notePieceSchema),
    charges: z.object({ total: z.number(), currency: z.string(), prepaid: z.boolean() }),
    executedOn: z.string(),
    executedAt: z.string(),
    receivedInApparentGoodOrder: z.string().optional().meta({ description: "The carrier's remarks on the goods at acceptance" }),
    consigneeRemarks: z.string().optional(),
  })
  .meta({ id: 'AirWaybill' });

// ---- Sea waybill: a non-negotiable waybill's boxes ------------------------------------------------------------------

const seaWaybillSchema = z
  .object({
    type: z.literal('sea-waybill'),
    ...noteBase,
    nonNegotiable: z.literal(true),
    shipper: partySchema,
    consignee: partySchema,
    notifyParty: partySchema,
    carrier: partySchema,
    placeOfReceipt: z.string(),
    portOfLoading: pointSchema,
    portOfDischarge: pointSchema,
    placeOfDelivery: z.string(),
    marksAndNumbers: z.array(z.string()),
    numberAndKindOfPackages: z.string(),
    descriptionOfGoods: z.string(),
    grossWeightKg: z.number(),
    measurementM3: z.number().optional(),
    pieceList: z.array(notePieceSchema),
    declaredValue: z.string(),
    freight: z.object({ total: z.number(), currency: z.string(), payableAt: z.string(), prepaid: z.boolean() }),
    placeOfIssue: z.string(),
    dateOfIssue: z.string(),
    receivedForShipmentRemarks: z.string().optional(),
    consigneeRemarks: z.string().optional(),
  })
  .meta({ id: 'SeaWaybill' });

export const consignmentNoteSchema = z.discriminatedUnion('type', [cmrNoteSchema, airWaybillSchema, seaWaybillSchema]).meta({ id: 'ConsignmentNote' });
export type ConsignmentNote = z.infer<typeof consignmentNoteSchema>;
export type CmrNote = z.infer<typeof cmrNoteSchema>;
export type AirWaybill = z.infer<typeof airWaybillSchema>;
export type SeaWaybill = z.infer<typeof seaWaybillSchema>;

export const CONSIGNMENT_NOTE_MESSAGES = {
  found: 'Consignment note',
  notFound: 'Document not found',
  verified: 'Document verified',
} as const;

// ---- GET /documents/{digest}: public, so no names, addresses or notes ---------------------------------------------

export const documentDigestParamsSchema = z.strictObject({
  digest: z.string().trim().toLowerCase().regex(REPORT_DIGEST_PATTERN, CONSIGNMENT_NOTE_MESSAGES.notFound),
});

const consignmentNoteVerificationSchema = z
  .object({
    type: z.enum(CONSIGNMENT_NOTE_TYPES),
    number: z.string(),
    trackingNumber: z.string(),
    issued: z.string().meta({ description: 'When this digest was sealed' }),
    signatures: z.array(z.object({ role: z.enum(SIGNATURE_ROLES), at: z.string() })).meta({ description: 'The roles that had signed when it was sealed, and when' }),
    superseded: z.boolean(),
    supersededAt: z.string().optional().meta({ description: 'When a later signature sealed a newer version' }),
  })
  .meta({ id: 'ConsignmentNoteVerification' });

const temperatureReportVerificationSchema = z
  .object({
    type: z.literal('temperature-report'),
    trackingNumber: z.string(),
    issued: z.string(),
    superseded: z.boolean(),
    report: temperatureReportSummarySchema,
  })
  .meta({ id: 'TemperatureReportVerification' });

export const documentVerificationSchema = z
  .union([consignmentNoteVerificationSchema, commercialInvoiceVerificationSchema, temperatureReportVerificationSchema])
  .meta({ id: 'DocumentVerification' });
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;
export type ConsignmentNoteVerification = z.infer<typeof consignmentNoteVerificationSchema>;

export const isConsignmentNoteVerification = (v: DocumentVerification): v is ConsignmentNoteVerification => v.type !== 'temperature-report' && v.type !== 'commercial-invoice';
export const isCommercialInvoiceVerification = (v: DocumentVerification): v is CommercialInvoiceVerification => v.type === 'commercial-invoice';

// ---- GET /bookings/{id}/documents: every paper of a booking and where it stands ----------------------------------

const BOOKING_DOCUMENT_KINDS = ['labels', 'consignment-note', 'commercial-invoice', 'proof-of-delivery', 'temperature-report', 'invoice'] as const;
const BOOKING_DOCUMENT_STATUSES = ['ready', 'unsigned', 'signed', 'not-yet'] as const;
export type BookingDocumentStatus = (typeof BOOKING_DOCUMENT_STATUSES)[number];

const bookingDocumentSchema = z
  .object({
    kind: z.enum(BOOKING_DOCUMENT_KINDS),
    title: z.string(),
    status: z.enum(BOOKING_DOCUMENT_STATUSES),
    statusText: z.string().meta({ description: 'What a person reads: "Signed by sender, carrier", "Not yet: after delivery"' }),
    signedBy: z.array(z.enum(SIGNATURE_ROLES)).optional(),
    digest: z.string().optional().meta({ description: 'The latest sealed digest (consignment note, commercial invoice, temperature report)' }),
    href: z.string().nullable().meta({ description: 'The API path of the download (a PDF); null while there is nothing to download' }),
    filename: z.string().optional(),
  })
  .meta({ id: 'BookingDocument' });
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;
export const bookingDocumentsSchema = z.object({ documents: z.array(bookingDocumentSchema) }).meta({ id: 'BookingDocuments' });
export type BookingDocuments = z.infer<typeof bookingDocumentsSchema>;

/** "Signed by sender and carrier", "Unsigned": the consignment note's status as every screen words it. */
export function signedByText(roles: readonly SignatureRole[]): string {
  if (roles.length === 0) return 'Unsigned';
  const names = roles.map((role) => SIGNATURE_ROLE_LABELS[role].toLowerCase());
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `Signed by ${list}`;
}
