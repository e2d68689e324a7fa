import { randomInt } from 'node:crypto';
import {
  applyTemperatureRule,
  bookingSearchKeys,
  buildTrackingNumber,
  milestoneForStatus,
  canRoleMakeTransition,
  DELIVERY_BEFORE_PICKUP_MESSAGE,
  EARLIEST_TIME_ZONE,
  isCancellable,
  isDeliveryNotBeforePickup,
  isFinalStatus,
  isPickupChangeAllowed,
  PICKUP_IN_PAST_MESSAGE,
  STATUS_LABELS,
  toCalendarDate,
  totalPagesFor,
  transitionErrorMessage,
  type Booking,
  type BookingList,
  type BookingListQuery,
  type BookingStatus,
  type Milestone,
  type StatusHistoryEntry,
  type CreateBookingInput,
  type UpdateBookingInput,
  type VehicleType,
  fromCents,
  toBookingQuote,
  toCents,
  type PaymentStatus,
  type QuoteCents,
} from '@meridian/contracts';
import type { Types } from 'mongoose';
import { actsFor, organizationOf, type Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { runIdempotent } from '../../lib/idempotency';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import type { BookingDoc as BookingRecord } from './bookings.model';
import { announceMove, pendingMoveFor, type PendingMove } from './booking-outbox';
import { quoteChangesForEdit } from './quote-on-edit';
import { changeOwnedBookingIfUnchanged } from './booking-writes';
import { countBookings, findBookingById, countByStatus, findOwnedBooking, insertBooking, listBookings, newBookingId } from './bookings.repository';

// The module's public surface: what other modules may use of it (docs/architecture.md). Decision 0090: the bookings
// collection is this module's alone; others read it through the finders below and change it only through the
// intent-named writes of booking-writes.ts, never through its model.
export type { BookingRecord };
// Decision 0069: the moves (modules/shipments) write and announce through the booking's outbox.
export { announceMove, pendingMoveFor, type PendingMove } from './booking-outbox';
export { linkInvoice, markInvoiced, markPaid, markRefunded, recordMove, recordRating, storeQuoteOnce } from './booking-writes';
export {
  countDriverJobsOn,
  countVehicleJobs,
  existingTrackingNumbers,
  findBookingById,
  findBookingMovedBy,
  findBookingsByIds,
  findByTrackingNumber,
  findDriverJob,
  findDriverJobs,
  findOwnedBooking,
  listBookingsCarriedBy,
  listCancelledStillPaid,
  organizationHasBookings,
  proofFilesNamedByBookings,
  type TrackedBooking,
} from './bookings.repository';
export { countQueueByStatus, findQueuePage, statusesOf, type QueueText } from './booking-queue';
export {
  bookingsReportRows,
  bookingsReportTotalsByDay,
  EARNING_PAYMENT_STATUSES,
  type DayTotals,
  type ReportScope,
  type ShippingRowFacts,
} from './booking-report-facts';
export { bookingRecipients } from './booking-recipients';
export { quoteCentsFields } from './quote-cents.fields';

export const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * Whether this customer sees the booking: it belongs to their organization (decision 0055). A booking written before
 * organizations and not yet migrated belongs to its creator's founding organization, which carries the creator's id.
 */
export function isOrganizationBooking(booking: { organizationId?: unknown; createdBy?: unknown }, actor: Actor): boolean {
  return actsFor(actor, booking.organizationId ?? booking.createdBy);
}
const STALE_EDIT = 'This booking was changed by someone else. Reload it and try again.';
const IDEMPOTENCY_IN_FLIGHT = 'This booking is still being created. Try again in a moment.';


const ACTIVE: readonly BookingStatus[] = ['pending', 'confirmed', 'in-transit'];
const iso = (value: Date | string) => new Date(value).toISOString();

/** The record as the web reads it (contracts: bookingSchema): instants as ISO strings, pickup and delivery as calendar dates, ids as strings. */
export function toBooking(doc: BookingRecord): Booking {
  const person = (p: { name?: string | null; phone?: string | null; email?: string | null } | null | undefined) => ({
    name: p?.name ?? '',
    phone: p?.phone ?? '',
    email: p?.email ?? '',
  });
  const place = (l: { address?: string | null; city?: string | null; state?: string | null } | null | undefined) => ({
    address: l?.address ?? '',
    city: l?.city ?? '',
    state: l?.state ?? '',
  });
  return {
    _id: String(doc._id),
    status: doc.status as BookingStatus,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    createdBy: String(doc.createdBy),
    version: doc.version,
    vehicleType: doc.vehicleType as VehicleType,
    fullNameOrBusiness: doc.fullNameOrBusiness,
    contactPhone: doc.contactPhone,
    email: doc.email,
    customerType: doc.customerType as Booking['customerType'],
    pickupPerson: person(doc.pickupPerson),
    receiverPerson: person(doc.receiverPerson),
    pickupLocation: place(doc.pickupLocation),
    dropoffLocation: place(doc.dropoffLocation),
    goodsType: doc.goodsType as Booking['goodsType'],
    cargoWeightKg: doc.cargoWeightKg,
    quantity: doc.quantity,
    isFragile: Boolean(doc.isFragile),
    isPerishable: Boolean(doc.isPerishable),
    tempControlCelsius: doc.tempControlCelsius ?? 0,
    estimatedPickupDate: toCalendarDate(doc.estimatedPickupDate),
    estimatedDeliveryDate: toCalendarDate(doc.estimatedDeliveryDate),
    ...(doc.notes != null ? { notes: doc.notes } : {}),
    statusHistory: (doc.statusHistory ?? []).map(toHistoryEntry),
    trackingNumber: doc.trackingNumber ?? '',
    milestone: (doc.milestone as Milestone | undefined) ?? milestoneForStatus(doc.status as BookingStatus),
    assignment: doc.assignment?.driverId
      ? {
          driverId: String(doc.assignment.driverId),
          driverName: doc.assignment.driverName ?? '',
          driverPhone: doc.assignment.driverPhone ?? '',
          vehicleId: doc.assignment.vehicleId ?? '',
          vehicleType: (doc.assignment.vehicleType ?? doc.vehicleType) as VehicleType,
          assignedAt: iso(doc.assignment.assignedAt ?? doc.updatedAt),
        }
      : null,
    currentLocation: doc.currentLocation?.place
      ? {
          place: doc.currentLocation.place,
          at: iso(doc.currentLocation.at ?? doc.updatedAt),
          ...(doc.currentLocation.coordinates?.lat != null && doc.currentLocation.coordinates.lng != null
            ? { coordinates: { lat: doc.currentLocation.coordinates.lat, lng: doc.currentLocation.coordinates.lng } }
            : {}),
        }
      : null,
    proofOfDelivery: doc.proofOfDelivery?.receiverName
      ? {
          receiverName: doc.proofOfDelivery.receiverName,
          deliveredAt: iso(doc.proofOfDelivery.deliveredAt ?? doc.updatedAt),
          ...(doc.proofOfDelivery.place ? { place: doc.proofOfDelivery.place } : {}),
          hasPhoto: Boolean(doc.proofOfDelivery.photoFileId),
        }
      : null,
    ...(doc.dimensions?.length != null && doc.dimensions.width != null && doc.dimensions.height != null
      ? { dimensions: { length: doc.dimensions.length, width: doc.dimensions.width, height: doc.dimensions.height } }
      : {}),
    ...(doc.declaredValueCents != null ? { declaredValue: fromCents(doc.declaredValueCents) } : {}),
    quote: doc.quote ? toBookingQuote(doc.quote as QuoteCents, iso(doc.quote.quotedAt)) : null,
    paymentStatus: (doc.paymentStatus as PaymentStatus | undefined) ?? 'unpaid',
    invoiceId: doc.invoiceId ? String(doc.invoiceId) : null,
    rating: doc.rating?.stars
      ? { stars: doc.rating.stars, ...(doc.rating.comment ? { comment: doc.rating.comment } : {}), ratedAt: iso(doc.rating.ratedAt ?? doc.updatedAt) }
      : null,
  };
}

/** The declared value crosses the API in major units and is stored in cents. */
function withDeclaredValueInCents<T extends { declaredValue?: number }>(input: T): Omit<T, 'declaredValue'> & { declaredValueCents?: number } {
  const { declaredValue, ...rest } = input;
  return declaredValue === undefined ? rest : { ...rest, declaredValueCents: toCents(declaredValue) };
}

type StoredHistoryEntry = BookingRecord['statusHistory'][number];

function toHistoryEntry(entry: StoredHistoryEntry): StatusHistoryEntry {
  const out: StatusHistoryEntry = { status: entry.status as BookingStatus, at: iso(entry.at), by: String(entry.by) };
  if (entry.event) out.event = entry.event as StatusHistoryEntry['event'];
  if (entry.milestone) out.milestone = entry.milestone as Milestone;
  if (entry.byName) out.byName = entry.byName;
  if (entry.byRole) out.byRole = entry.byRole;
  if (entry.note) out.note = entry.note;
  if (entry.unpaidReason) out.unpaidReason = entry.unpaidReason;
  if (entry.location?.place) {
    const c = entry.location.coordinates;
    out.location = { place: entry.location.place, ...(c?.lat != null && c.lng != null ? { coordinates: { lat: c.lat, lng: c.lng } } : {}) };
  }
  return out;
}

/** A fresh random tracking number (contracts: tracking-number.ts); the unique index catches the rare repeat. */
export function newTrackingNumber(): string {
  return buildTrackingNumber((n) => randomInt(n));
}

/** Who books: `name` is kept on the first history entry so a team sees who booked (for a key, the admin who made it). */
export type Booker = Actor & { name?: string };

function newBookingDocument(input: CreateBookingInput, actor: Booker, id = newBookingId()) {
  const now = new Date();
  return {
    ...withDeclaredValueInCents(applyTemperatureRule(input)),
    _id: id,
    createdBy: actor.id,
    organizationId: organizationOf(actor),
    status: 'pending',
    milestone: 'booked',
    trackingNumber: newTrackingNumber(),
    version: 0,
    statusHistory: [
      {
        status: 'pending',
        at: now,
        by: actor.id,
        event: 'created',
        milestone: 'booked',
        byRole: actor.role,
        ...(actor.name ? { byName: actor.name } : {}),
        ...(actor.apiKeyId ? { apiKeyId: actor.apiKeyId } : {}),
      },
    ],
  };
}

const createdEvent = (saved: BookingRecord) =>
  ({ kind: 'booking-created', booking: toBooking(saved), actorId: String(saved.createdBy), organizationId: String(saved.organizationId ?? saved.createdBy) }) as const;

/** Inserts with a new tracking number if the first one was already taken (about one in 10^15 per booking). */
async function insertNewBooking(events: EventBus, doc: ReturnType<typeof newBookingDocument>): Promise<BookingRecord> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const saved = await insertBooking(doc);
      await events.publish(createdEvent(saved));
      return saved;
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= 3 || !String((error as Error).message).includes('tracking')) throw error;
      doc = { ...doc, trackingNumber: newTrackingNumber() };
    }
  }
}

export type CreateResult = { booking: Booking; replayed: boolean };

export async function createBooking(events: EventBus, input: CreateBookingInput, actor: Booker, idempotencyKey?: string): Promise<CreateResult> {
  if (!idempotencyKey) return { booking: toBooking(await insertNewBooking(events, newBookingDocument(input, actor))), replayed: false };
  // Decision 0034: the booking's id is the attempt's id, chosen when the key is claimed, so a takeover after a crash
  // finds the booking the first request may already have inserted instead of making a second one.
  const { answer, replayed } = await runIdempotent(
    { scope: 'bookings.create', owner: actor.id, key: idempotencyKey, request: input, inFlightMessage: IDEMPOTENCY_IN_FLIGHT },
    async (attempt) => toBooking(await insertOrFindBooking(events, newBookingDocument(input, actor, attempt.id), actor)),
  );
  return { booking: answer, replayed };
}

/**
 * Creates the booking with this id, or answers the one a crashed attempt already inserted with it (decision 0056: a
 * CSV import derives each line's id from its attempt, so a retry never creates a line twice).
 */
export async function createBookingWithId(events: EventBus, input: CreateBookingInput, actor: Booker, id: Types.ObjectId): Promise<Booking> {
  return toBooking(await insertOrFindBooking(events, newBookingDocument(input, actor, id), actor));
}

/**
 * A takeover that finds the booking already inserted cannot know whether the crashed request's event handlers ran, so
 * it publishes the creation again, marked replayed: webhooks queue it once (a stable event id), notifications check.
 */
async function insertOrFindBooking(events: EventBus, doc: ReturnType<typeof newBookingDocument>, actor: Actor): Promise<BookingRecord> {
  try {
    return await insertNewBooking(events, doc);
  } catch (error) {
    const existing = isDuplicateKeyError(error) ? await findOwnedBooking(String(doc._id), organizationOf(actor)) : null;
    if (!existing) throw error;
    await events.publish({ ...createdEvent(existing), replayed: true });
    return existing;
  }
}

function dayAfter(date: string): Date {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

export async function listOwnBookings(query: BookingListQuery, actor: Actor): Promise<BookingList> {
  const filter = {
    owner: organizationOf(actor),
    status: query.status,
    from: query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined,
    // As the contracts' list query says, `to` includes its whole day.
    toExclusive: query.to ? dayAfter(query.to) : undefined,
  };
  // Without a date range the per-status counts already hold the filtered total: one query fewer.
  const [docs, counts, dateTotal] = await Promise.all([
    listBookings(filter, (query.page - 1) * query.limit, query.limit),
    countByStatus(organizationOf(actor)),
    filter.from || filter.toExclusive ? countBookings(filter) : Promise.resolve(undefined),
  ]);
  const totalRecords = dateTotal ?? (query.status ? counts[query.status] : counts.total);
  return {
    records: docs.map(toBooking),
    pagination: { currentPage: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords, limit: query.limit },
    counts,
  };
}

async function loadOwned(id: string, actor: Actor): Promise<BookingRecord> {
  const booking = await findOwnedBooking(id, organizationOf(actor));
  // Another organization's booking answers exactly like a missing one (no existence leak; decision 0055).
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

export async function getOwnBooking(id: string, actor: Actor): Promise<Booking> {
  return toBooking(await loadOwned(id, actor));
}

function finalMessage(status: BookingStatus): string {
  return `This booking is ${STATUS_LABELS[status].toLowerCase()} and can no longer be edited.`;
}

export async function editBooking(events: EventBus, id: string, input: UpdateBookingInput, actor: Actor): Promise<Booking> {
  const current = await loadOwned(id, actor);
  if (current.version !== input.version) throw conflict(STALE_EDIT);
  const from = current.status as BookingStatus;
  const { version, status: requested, ...changes } = input;
  if (isFinalStatus(from)) throw conflict(finalMessage(from));
  const to = requested ?? from;
  if (!canRoleMakeTransition(actor.role, from, to)) throw conflict(transitionErrorMessage(from, to), { status: transitionErrorMessage(from, to) });

  const stored = { pickup: toCalendarDate(current.estimatedPickupDate), delivery: toCalendarDate(current.estimatedDeliveryDate) };
  // Decision 0009: a new pickup must not be in the past; an unchanged one may be, so old bookings stay editable.
  if (!isPickupChangeAllowed(stored.pickup, changes.estimatedPickupDate, EARLIEST_TIME_ZONE)) {
    throw badRequest(PICKUP_IN_PAST_MESSAGE, { estimatedPickupDate: PICKUP_IN_PAST_MESSAGE });
  }
  // The contract sees only the fields sent; the stored ones complete the picture for the cross-field rules.
  const dates = { estimatedPickupDate: changes.estimatedPickupDate ?? stored.pickup, estimatedDeliveryDate: changes.estimatedDeliveryDate ?? stored.delivery };
  if (!isDeliveryNotBeforePickup(dates)) {
    throw badRequest(DELIVERY_BEFORE_PICKUP_MESSAGE, { estimatedDeliveryDate: DELIVERY_BEFORE_PICKUP_MESSAGE });
  }

  const set: Record<string, unknown> = { ...withDeclaredValueInCents(changes) };
  // Decision 0048: the search keys follow the cities they are made of (the name is not editable).
  if (changes.pickupLocation !== undefined || changes.dropoffLocation !== undefined) {
    set.search = bookingSearchKeys({
      fullNameOrBusiness: current.fullNameOrBusiness,
      pickupLocation: changes.pickupLocation ?? current.pickupLocation,
      dropoffLocation: changes.dropoffLocation ?? current.dropoffLocation,
    });
  }
  if (changes.isPerishable !== undefined || changes.tempControlCelsius !== undefined) {
    set.tempControlCelsius = applyTemperatureRule({
      isPerishable: changes.isPerishable ?? Boolean(current.isPerishable),
      tempControlCelsius: changes.tempControlCelsius ?? current.tempControlCelsius ?? 0,
    }).tempControlCelsius;
  }
  const unset = quoteChangesForEdit(current, changes);
  let history: Record<string, unknown> | undefined;
  if (to !== from) {
    set.status = to;
    set.milestone = milestoneForStatus(to);
    history = { status: to, at: new Date(), by: actor.id, event: 'edited', milestone: milestoneForStatus(to), byRole: actor.role };
  }
  const saved = await changeOwnedBookingIfUnchanged(id, organizationOf(actor), { version, statusIn: [from] }, { set, unset, history });
  if (!saved) throw conflict(STALE_EDIT);
  const booking = toBooking(saved);
  await events.publish({ kind: 'booking-updated', booking, actorId: actor.id });
  return booking;
}

/** The cancel's write, guarded by the version it was checked against; null when something else was written first. */
async function writeCancel(current: BookingRecord, actor: Actor): Promise<{ saved: BookingRecord; pending: PendingMove } | null> {
  const from = current.status as BookingStatus;
  if (!isCancellable(from)) throw conflict(transitionErrorMessage(from, 'cancelled'));
  const at = new Date();
  // Decision 0069: the cancel's announcement is written with it (the refund depends on it), naming the version and the
  // history entry this write makes, hence the version guard.
  const pending = pendingMoveFor(current, { type: 'cancel', actorId: actor.id, previousStatus: from, at });
  const saved = await changeOwnedBookingIfUnchanged(
    String(current._id),
    organizationOf(actor),
    { version: current.version, statusIn: ACTIVE },
    {
      set: { status: 'cancelled', milestone: 'cancelled' },
      history: { status: 'cancelled', at, by: actor.id, event: 'cancel', milestone: 'cancelled', byRole: actor.role },
      pending,
    },
  );
  return saved ? { saved, pending } : null;
}

export async function cancelBooking(events: EventBus, id: string, actor: Actor): Promise<Booking> {
  // Another write between the read and the cancel (a payment recorded, a move) is read again and the cancel checked
  // anew: a delivery or another cancel then refuses it, anything else lets it through.
  let written: Awaited<ReturnType<typeof writeCancel>> = null;
  for (let attempt = 0; !written && attempt < 3; attempt += 1) written = await writeCancel(await loadOwned(id, actor), actor);
  if (!written) throw conflict(STALE_EDIT);
  const { saved, pending } = written;
  // The customer's own cancel is a move like the console's: it is recorded and notified the same way, and the money
  // reacts to it (decision 0025: a paid booking cancelled before pickup is refunded, an unpaid invoice voided).
  await announceMove(events, toBooking(saved), pending);
  // The reactions ran before this answer, so the booking is read again with its payment status as it now is.
  return toBooking((await findBookingById(id)) ?? saved);
}
