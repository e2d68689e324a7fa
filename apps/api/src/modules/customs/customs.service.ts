import { createHash } from 'node:crypto';
import {
  canonicalJson,
  CUSTOMS_MESSAGES,
  isStaffRole,
  type Booking,
  type CommercialInvoiceDocument,
  type CommercialInvoiceVerification,
  type Customs,
  type JsonValue,
  type SealedCommercialInvoice,
} from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import type { DomainEventHandler } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, isOrganizationBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';
import { buildCommercialInvoice, printedPart } from './commercial-invoice.build';
import { findInvoiceVersion, findNextInvoiceVersion, insertInvoiceVersion, latestInvoiceVersion } from './commercial-invoices.repository';

// The module's public surface: the commercial invoice (decision 0104), sealed and verifiable (decision 0115).

/** SHA-256 (hex) of the RFC 8785 canonical JSON, as a consignment note's seal (decision 0103). */
const digestOf = (value: unknown) => createHash('sha256').update(canonicalJson(value as JsonValue)).digest('hex');

/** The booking's organization, staff and the driver assigned to carry it read its shipping documents. */
function canRead(booking: BookingRecord, actor: Actor): boolean {
  if (isOrganizationBooking(booking, actor) || isStaffRole(actor.role)) return true;
  return actor.role === 'driver' && String(booking.assignment?.driverId ?? '') === actor.id;
}

const withCustoms = (booking: Booking): booking is Booking & { customs: Customs } => Boolean(booking.customs);

/**
 * Decision 0115: the invoice's latest version, issuing a new one first when what it prints differs from the latest
 * (or there is none yet). Safe in two processes at once: the unique (booking, version) index lets one version land,
 * and the loser reads it back. Null when the booking carries no customs.
 */
async function sealLatest(booking: Booking, now = new Date()): Promise<SealedCommercialInvoice | null> {
  if (!withCustoms(booking)) return null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const latest = await latestInvoiceVersion(booking._id);
    const next = buildCommercialInvoice(booking, (latest?.version ?? 0) + 1, now);
    if (latest && digestOf(printedPart(latest.content as CommercialInvoiceDocument)) === digestOf(printedPart(next))) {
      return { digest: latest.digest, invoice: latest.content as CommercialInvoiceDocument };
    }
    const digest = digestOf(next);
    const inserted = await insertInvoiceVersion({ digest, bookingId: booking._id, number: next.number, trackingNumber: next.trackingNumber, version: next.version, issuedAt: now, content: next });
    if (inserted) return { digest, invoice: next };
  }
  // Three versions landed from other processes while this one built its own: the newest is theirs.
  const latest = await latestInvoiceVersion(booking._id);
  return latest ? { digest: latest.digest, invoice: latest.content as CommercialInvoiceDocument } : null;
}

/** Issues a new version when the booking's invoice changed; composition.ts lists it for creates and edits. */
async function sealCommercialInvoice(bookingId: string): Promise<SealedCommercialInvoice | null> {
  const record = await findBookingById(bookingId);
  return record ? sealLatest(toBooking(record)) : null;
}

/** composition.ts: a booking created or edited with customs has its invoice issued (or a new version) at once. */
export const sealInvoiceOnChanges: DomainEventHandler = {
  name: 'customs-invoice-seal',
  async handle(event) {
    if (event.kind !== 'booking-created' && event.kind !== 'booking-updated') return;
    if (!event.booking.customs) return;
    await sealCommercialInvoice(event.booking._id);
  },
};

/**
 * The sealed commercial invoice of a booking the caller may read; anyone else is told the booking does not exist, and
 * a booking without customs details (it crosses no border, or predates them) has none. Reading seals first, so what is
 * served always has its digest stored, even when a process died between an edit and its reaction.
 */
export async function commercialInvoiceFor(id: string, actor: Actor): Promise<SealedCommercialInvoice> {
  const record = await findBookingById(id);
  if (!record || !canRead(record, actor)) throw notFound(BOOKING_NOT_FOUND);
  const sealed = await sealLatest(toBooking(record));
  if (!sealed) throw notFound(CUSTOMS_MESSAGES.noCommercialInvoice);
  return sealed;
}

/** For the booking's Documents list: the latest version, without issuing one (a list is a read). */
export async function commercialInvoiceStatus(bookingId: string): Promise<{ digest: string; version: number; issuedAt: string } | null> {
  const latest = await latestInvoiceVersion(bookingId);
  return latest ? { digest: latest.digest, version: latest.version, issuedAt: new Date(latest.issuedAt).toISOString() } : null;
}

/** GET /documents/{digest} for an invoice's digest: what it is and whether a later version replaced it, no personal data. */
export async function verifyCommercialInvoice(digest: string): Promise<CommercialInvoiceVerification | null> {
  const version = await findInvoiceVersion(digest);
  if (!version) return null;
  const next = await findNextInvoiceVersion(version.bookingId, version.version);
  return {
    type: 'commercial-invoice',
    number: version.number,
    trackingNumber: version.trackingNumber,
    version: version.version,
    issued: new Date(version.issuedAt).toISOString(),
    superseded: next !== null,
    ...(next ? { supersededAt: new Date(next.issuedAt).toISOString() } : {}),
  };
}
