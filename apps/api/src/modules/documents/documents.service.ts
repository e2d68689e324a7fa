import { createHash } from 'node:crypto';
import {
  canonicalJson,
  CONSIGNMENT_NOTE_LABELS,
  CONSIGNMENT_NOTE_MESSAGES,
  consignmentNoteTypeFor,
  isStaffRole,
  SIGNATURE_ROLES,
  commercialInvoiceStatusText,
  signedByText,
  type BookingDocument,
  type ConsignmentNote,
  type DocumentSignature,
  type DocumentVerification,
  type JsonValue,
  type SignatureRole,
  type TemperatureReportSummary,
  type VehicleType,
} from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import type { DomainEventHandler, EventBus } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, isOrganizationBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';
import { commercialInvoiceStatus, verifyCommercialInvoice } from '../customs/customs.service';
import { buildConsignmentNote, signatureFor, stageOfRole } from './consignment-note.build';
import { findNextSeal, findSeal, insertSeal, listSeals, markSealAnnounced } from './documents.repository';

// The module's public surface (docs/architecture.md): the sealing reaction composition.ts lists, and what the
// routers answer. Decision 0103: each signature seals the note as it then stands; every sealed version is kept.

/** SHA-256 (hex) of the RFC 8785 canonical JSON of the note: what a signature's `digest` states. */
function noteDigest(note: ConsignmentNote): string {
  return createHash('sha256').update(canonicalJson(note as unknown as JsonValue)).digest('hex');
}

// ---- Who sees a booking's documents -----------------------------------------------------------------------------

/** The booking's organization, staff and the assigned driver; anyone else is told the booking does not exist. */
function maySee(booking: BookingRecord, actor: Actor): boolean {
  if (isStaffRole(actor.role)) return true;
  if (actor.role === 'driver') return !actor.apiKeyId && String(booking.assignment?.driverId ?? '') === actor.id;
  return isOrganizationBooking(booking, actor);
}

async function loadVisible(id: string, actor: Actor): Promise<BookingRecord> {
  const booking = await findBookingById(id);
  if (!booking || !maySee(booking, actor)) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

// ---- Sealing ----------------------------------------------------------------------------------------------------

/** The roles the booking now gives a signature for, in the order they sign. */
function dueRoles(booking: BookingRecord): SignatureRole[] {
  return SIGNATURE_ROLES.filter((role) => signatureFor(booking, role) !== null);
}

/**
 * Seals every signature the booking holds that the note does not yet, in signing order, and announces each. Safe to
 * run twice or in two processes at once: the unique (booking, role) index lets one seal per role land, and a seal
 * whose announcement a dead process never made is announced again (its webhook id is its digest, so it queues once).
 */
export async function sealDueSignatures(events: EventBus, bookingId: string): Promise<number> {
  const booking = await findBookingById(bookingId);
  if (!booking?.trackingNumber) return 0;
  let seals = await listSeals(bookingId);
  let added = 0;
  for (const role of dueRoles(booking)) {
    if (seals.some((seal) => seal.role === role)) continue;
    const previous = (seals.at(-1)?.content as ConsignmentNote | undefined)?.signatures ?? [];
    const signature = signatureFor(booking, role)!;
    const note = buildConsignmentNote(booking, stageOfRole(role), [...previous, signature]);
    const digest = noteDigest(note);
    const sealed = { ...note, signatures: [...previous, { ...signature, digest }] } as ConsignmentNote;
    const inserted = await insertSeal({
      digest,
      bookingId,
      type: note.type,
      number: note.number,
      trackingNumber: note.trackingNumber,
      role,
      seq: seals.length + 1,
      sealedAt: new Date(),
      content: sealed,
    });
    seals = await listSeals(bookingId);
    if (inserted) added += 1;
  }
  const view = toBooking(booking);
  for (const seal of seals.filter((s) => !s.announcedAt)) {
    const content = seal.content as ConsignmentNote;
    const signature = content.signatures.at(-1)!;
    await events.publish({
      kind: 'document-signed',
      booking: view,
      ...(booking.organizationId ? { organizationId: String(booking.organizationId) } : {}),
      document: { type: content.type, number: content.number, role: seal.role as SignatureRole, digest: seal.digest, signedAt: signature.at, signatures: content.signatures.map((s) => s.role) },
    });
    await markSealAnnounced(seal.digest);
  }
  return added;
}

/** composition.ts: a pickup (sender, carrier) or a delivery (consignee) seals the note; the move sweep replays a lost one. */
export const sealOnMoves: DomainEventHandler = {
  name: 'documents-seal',
  async handle(event, bus) {
    if (event.kind !== 'shipment-moved' || (event.type !== 'pickup' && event.type !== 'deliver')) return;
    await sealDueSignatures(bus, event.booking._id);
  },
};

// ---- Reading ----------------------------------------------------------------------------------------------------

/** The note as it stands: the latest sealed version, or the unsigned note built from the booking now. */
async function currentNote(booking: BookingRecord): Promise<ConsignmentNote> {
  const seals = await listSeals(String(booking._id));
  const latest = seals.at(-1);
  return latest ? (latest.content as ConsignmentNote) : buildConsignmentNote(booking, 'booked', []);
}

export async function consignmentNoteFor(id: string, actor: Actor): Promise<ConsignmentNote> {
  return currentNote(await loadVisible(id, actor));
}

export type TemperatureVerifier = (digest: string) => Promise<TemperatureReportSummary>;

/** GET /documents/{digest}: a sealed note, a commercial invoice (decision 0115) or a temperature report, with no personal data (decision 0103). */
export async function verifyDocument(digest: string, verifyTemperatureReport: TemperatureVerifier): Promise<DocumentVerification> {
  const seal = await findSeal(digest);
  if (seal) {
    const next = await findNextSeal(seal.bookingId, seal.seq);
    const all = await listSeals(String(seal.bookingId));
    const signatures = all.filter((s) => s.seq <= seal.seq).map((s) => ({ role: s.role as SignatureRole, at: (s.content as ConsignmentNote).signatures.at(-1)!.at }));
    return {
      type: seal.type as ConsignmentNote['type'],
      number: seal.number,
      trackingNumber: seal.trackingNumber,
      issued: new Date(seal.sealedAt).toISOString(),
      signatures,
      superseded: next !== null,
      ...(next ? { supersededAt: new Date(next.sealedAt).toISOString() } : {}),
    };
  }
  const invoice = await verifyCommercialInvoice(digest);
  if (invoice) return invoice;
  try {
    const report = await verifyTemperatureReport(digest);
    return { type: 'temperature-report', trackingNumber: report.trackingNumber, issued: report.issuedAt, superseded: report.supersededBy !== null, report };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(CONSIGNMENT_NOTE_MESSAGES.notFound);
    throw error;
  }
}

/** The note's PDF needs the booking's facts beside the note (for the file name and the verify link). */
export async function consignmentNoteDocument(id: string, actor: Actor): Promise<{ note: ConsignmentNote; filename: string; digest: string | null }> {
  const note = await currentNote(await loadVisible(id, actor));
  const digest = note.signatures.at(-1)?.digest ?? null;
  return { note, filename: `${note.number}.pdf`, digest };
}

// ---- Every paper of a booking -----------------------------------------------------------------------------------

const api = (path: string) => `/api/v1${path}`;

/** GET /bookings/{id}/documents: each document with where it stands and its download, for the Documents cards. */
export async function bookingDocuments(id: string, actor: Actor): Promise<BookingDocument[]> {
  const booking = await loadVisible(id, actor);
  const bookingPath = `/bookings/${String(booking._id)}`;
  const tracking = booking.trackingNumber ?? String(booking._id);
  const note = await currentNote(booking);
  const signedBy = note.signatures.map((s: DocumentSignature) => s.role);
  const delivered = Boolean(booking.proofOfDelivery?.receiverName);
  const cancelled = booking.status === 'cancelled';
  const documents: BookingDocument[] = [
    { kind: 'labels', title: 'Shipping labels', status: 'ready', statusText: `${booking.pieces?.length ?? booking.quantity} labels, 4 x 6 in`, href: api(`${bookingPath}/labels.pdf`), filename: `labels-${tracking}.pdf` },
    {
      kind: 'consignment-note',
      title: `${CONSIGNMENT_NOTE_LABELS[consignmentNoteTypeFor(booking.vehicleType as VehicleType)]} ${note.number}`,
      status: signedBy.length ? 'signed' : 'unsigned',
      statusText: signedByText(signedBy),
      signedBy,
      ...(signedBy.length ? { digest: note.signatures.at(-1)!.digest } : {}),
      href: api(`${bookingPath}/consignment-note.pdf`),
      filename: `${note.number}.pdf`,
    },
  ];
  if ((booking as { customs?: unknown }).customs) {
    // Decision 0115: issued when the booking is made or edited; a list only reads, the download issues one if missing.
    const invoice = await commercialInvoiceStatus(String(booking._id));
    documents.push({
      kind: 'commercial-invoice',
      title: 'Commercial invoice',
      status: 'ready',
      statusText: invoice ? commercialInvoiceStatusText(invoice.version, invoice.issuedAt) : 'For customs',
      ...(invoice ? { digest: invoice.digest } : {}),
      href: api(`${bookingPath}/commercial-invoice.pdf`),
      filename: `commercial-invoice-${tracking}.pdf`,
    });
  }
  if (!cancelled) {
    documents.push(
      delivered
        ? { kind: 'proof-of-delivery', title: 'Proof of delivery', status: 'signed', statusText: `Signed by ${booking.proofOfDelivery!.receiverName}`, href: api(`${bookingPath}/proof-of-delivery`), filename: `proof-of-delivery-${tracking}.pdf` }
        : { kind: 'proof-of-delivery', title: 'Proof of delivery', status: 'not-yet', statusText: 'After delivery', href: null },
    );
  }
  if (booking.isPerishable) {
    documents.push({ kind: 'temperature-report', title: 'Temperature report', status: 'ready', statusText: 'Readings so far, sealed', href: api(`${bookingPath}/temperature-report.pdf`), filename: `temperature-report-${tracking}.pdf` });
  }
  // The invoice is the customer's and the office's business, not the driver's.
  if (actor.role !== 'driver') {
    documents.push(
      booking.invoiceId
        ? { kind: 'invoice', title: 'Invoice', status: 'ready', statusText: 'Issued', href: api(`/invoices/${String(booking.invoiceId)}/pdf`), filename: `invoice-${tracking}.pdf` }
        : { kind: 'invoice', title: 'Invoice', status: 'not-yet', statusText: 'After payment', href: null },
    );
  }
  return documents;
}
