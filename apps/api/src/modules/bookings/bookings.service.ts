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
  type DeliveryAttempt,
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
  type CargoLine,
  type CargoLineType,
  type PieceScan,
  type RouteMethod,
  bookingValidationFailure,
  resolveCargo,
  PIECE_MESSAGES,
  customsProblems,
  type Coordinates,
  type Location,
  type Piece,
  type DeliveryWindow,
  DELIVERY_PREFERENCES_MESSAGES,
  isOfferedDeliveryWindow,
  STALE_BOOKING_MESSAGE,
} from '@meridian/contracts';
import type { Types } from 'mongoose';
import { actsFor, organizationOf, type Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { runIdempotent } from '../../lib/idempotency';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import type { BookingDoc as BookingRecord } from './bookings.model';
import { announceMove, pendingMoveFor, type PendingMove } from './booking-outbox';
import { newPieces, piecesAfterEdit } from './booking-pieces';
import { cityNotFound, placeAll, routeAndEmissions, withCoordinates, type PlaceField } from './booking-places';
import { quoteChangesForEdit } from './quote-on-edit';
import { changeOwnedBookingIfUnchanged } from './booking-writes';
import { bookingCrossesCustomsBorder, customsOf, customsToStore } from './booking-customs';
import { countBookings, findBookingById, countByStatus, findOwnedBooking, insertBooking, listBookings, newBookingId } from './bookings.repository';

// The module's public surface: what other modules may use of it (docs/architecture.md). Decision 0090: the bookings
// collection is this module's alone; others read it through the finders below and change it only through the
// intent-named writes of booking-writes.ts, never through its model.
export type { BookingRecord };
// Decision 0069: the moves (modules/shipments) write and announce through the booking's outbox.
export { announceMove, pendingMoveFor, type PendingMove } from './booking-outbox';
export { linkInvoice, markInvoiced, markPaid, markRefunded, recordFailedAttempt, recordMove, recordRating, setDeliveryPreferences, storeQuoteOnce } from './booking-writes';
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
  findOutForDeliveryJobs,
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
// Decision 0098: a quote asked with both places gets the same route and emissions a booking stores.
export { placeAll as placeShipment, routeAndEmissions } from './booking-places';
export { setSsccCompanyPrefix } from './booking-pieces';
// Decision 0104: the seed stores its demo customs as a booking does.
export { customsToStore } from './booking-customs';

export const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * Whether this customer sees the booking: it belongs to their organization (decision 0055). A booking written before
 * organizations and not yet migrated belongs to its creator's founding organization, which carries the creator's id.
 */
export function isOrganizationBooking(booking: { organizationId?: unknown; createdBy?: unknown }, actor: Actor): boolean {
  return actsFor(actor, booking.organizationId ?? booking.createdBy);
}
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
  const place = (l: StoredPlace | null | undefined): Booking['pickupLocation'] => ({
    address: l?.address ?? '',
    city: l?.city ?? '',
    state: l?.state ?? '',
    ...(l?.postalCode ? { postalCode: l.postalCode } : {}),
    ...(l?.country ? { country: l.country } : {}),
    ...(l?.coordinates?.lat != null && l.coordinates.lng != null ? { coordinates: { lat: l.coordinates.lat, lng: l.coordinates.lng } } : {}),
    ...(l?.needsCountry ? { needsCountry: true } : {}),
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
    ...cargoOf(doc),
    customs: customsOf(doc),
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
          ...(doc.proofOfDelivery.reservations ? { reservations: doc.proofOfDelivery.reservations } : {}),
        }
      : null,
    proofOfPickup: doc.proofOfPickup?.senderName
      ? {
          senderName: doc.proofOfPickup.senderName,
          pickedUpAt: iso(doc.proofOfPickup.pickedUpAt ?? doc.updatedAt),
          ...(doc.proofOfPickup.place ? { place: doc.proofOfPickup.place } : {}),
          hasSignature: Boolean(doc.proofOfPickup.signatureFileId),
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
    // Decision 0108: the chosen window and the receiver's instructions, which the driver reads on the job.
    deliveryWindow: storedWindow(doc.deliveryWindow),
    deliveryInstructions: doc.deliveryInstructions || null,
    ...(doc.deliveryAttempts?.length ? { deliveryAttempts: doc.deliveryAttempts.map(toDeliveryAttempt) } : {}),
  };
}

type StoredAttempt = NonNullable<BookingRecord['deliveryAttempts']>[number];

/** Decision 0108: a failed attempt as readers see it; its photo is a proof file served by its own route. */
function toDeliveryAttempt(attempt: StoredAttempt): DeliveryAttempt {
  return {
    at: iso(attempt.at ?? new Date(0)),
    reason: attempt.reason as DeliveryAttempt['reason'],
    ...(attempt.note ? { note: attempt.note } : {}),
    hasPhoto: Boolean(attempt.photoFileId),
    ...(attempt.place ? { place: attempt.place } : {}),
    ...(attempt.byName ? { byName: attempt.byName } : {}),
  };
}

/** A stored window as the contracts' DeliveryWindow, or null when none was chosen. */
export function storedWindow(w: { date?: string | null; from?: string | null; to?: string | null } | null | undefined): DeliveryWindow | null {
  return w?.date && w.from && w.to ? { date: w.date, from: w.from, to: w.to } : null;
}

type StoredPlace = {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
  coordinates?: { lat?: number | null; lng?: number | null } | null;
  needsCountry?: boolean | null;
};

const sides = (s: { lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null }) =>
  s.lengthCm != null && s.widthCm != null && s.heightCm != null ? { lengthCm: s.lengthCm, widthCm: s.widthCm, heightCm: s.heightCm } : {};

/** The stored cargo lines as the contracts' CargoLine (mongoose leaves nulls and extra keys a lean read may carry). */
function storedLines(doc: Pick<BookingRecord, 'cargoLines'>): CargoLine[] {
  return (doc.cargoLines ?? []).map((line) => ({ type: line.type as CargoLineType, count: line.count ?? 0, weightKg: line.weightKg ?? 0, ...sides(line) }));
}

type StoredScan = NonNullable<NonNullable<BookingRecord['pieces']>[number]['scans']>[number];

/** A piece's scan as readers see it (decision 0100): the photo is a file served by its own route, not inline. */
function toPieceScan(scan: StoredScan): PieceScan {
  return {
    stage: scan.stage as PieceScan['stage'],
    condition: scan.condition as PieceScan['condition'],
    ...(scan.note ? { note: scan.note } : {}),
    hasPhoto: Boolean(scan.photoFileId),
    at: iso(scan.at ?? new Date(0)),
    ...(scan.byName ? { byName: scan.byName } : {}),
  };
}

/** Lines, pieces (only when the read loaded them: lists leave them out), route and emissions, as stored. */
function cargoOf(doc: BookingRecord): Pick<Booking, 'cargoLines' | 'pieces' | 'route' | 'emissions'> {
  const out: Pick<Booking, 'cargoLines' | 'pieces' | 'route' | 'emissions'> = {};
  if (doc.cargoLines?.length) out.cargoLines = storedLines(doc);
  if (doc.pieces) {
    out.pieces = doc.pieces.map((piece) => ({
      index: piece.index ?? 0,
      sscc: piece.sscc ?? '',
      type: piece.type as CargoLineType,
      weightKg: piece.weightKg ?? 0,
      ...sides(piece),
      ...(piece.scans?.length ? { scans: piece.scans.map(toPieceScan) } : {}),
    }));
  }
  const route = doc.route;
  out.route =
    route?.greatCircleKm != null && route.distanceKm != null
      ? {
          greatCircleKm: route.greatCircleKm,
          distanceKm: route.distanceKm,
          method: route.method as RouteMethod,
          ...(route.via?.from && route.via.to ? { via: { from: route.via.from, to: route.via.to } } : {}),
        }
      : null;
  const e = doc.emissions;
  out.emissions =
    e?.tonneKm != null && e.intensityWtwG != null && e.co2eWtwKg != null && e.co2eTtwKg != null
      ? { tonneKm: e.tonneKm, intensityWtwG: e.intensityWtwG, co2eWtwKg: e.co2eWtwKg, co2eTtwKg: e.co2eTtwKg, factorId: e.factorId ?? '', method: e.method ?? '' }
      : null;
  return out;
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

/** The places a new booking is made with, each with its coordinates (decision 0098). */
type PlacedBooking = ReturnType<typeof placeBooking>;

/**
 * Both places with coordinates (sent, or found by the gazetteer from city and country), or the field errors of each
 * city it cannot place in its country; the CSV import reports them per line.
 */
export function bookingPlaceProblems(input: Pick<CreateBookingInput, 'pickupLocation' | 'dropoffLocation'>): Record<string, string> {
  return placeAll({ pickupLocation: input.pickupLocation, dropoffLocation: input.dropoffLocation }).problems;
}

/**
 * Both places with coordinates, or a 400 naming each city that cannot be placed (`pickupLocation.city`,
 * `dropoffLocation.city`) or a delivery window the wizard would not have offered (decision 0108).
 */
function placeBooking(input: CreateBookingInput) {
  const { placed, problems } = placeAll({ pickupLocation: input.pickupLocation, dropoffLocation: input.dropoffLocation });
  if (input.deliveryWindow && !isOfferedDeliveryWindow(input.deliveryWindow, input.estimatedDeliveryDate)) {
    problems.deliveryWindow = DELIVERY_PREFERENCES_MESSAGES.windowNotOffered;
  }
  if (Object.keys(problems).length > 0) throw badRequest(bookingValidationFailure(problems).message, problems);
  return placed;
}

/**
 * What a new booking stores besides its input (decision 0098): the lines (one derived from the totals when none were
 * sent) with their sums, one piece per physical piece with a new SSCC, the route and the emissions on it.
 */
async function cargoAndRoute(input: CreateBookingInput, places: PlacedBooking) {
  const cargo = resolveCargo(input);
  return {
    ...places,
    ...cargo,
    pieces: await newPieces(cargo.cargoLines),
    ...(await routeAndEmissions({
      vehicleType: input.vehicleType,
      from: places.pickupLocation.coordinates,
      to: places.dropoffLocation.coordinates,
      cargoWeightKg: cargo.cargoWeightKg,
      isPerishable: input.isPerishable,
    })),
  };
}

function newBookingDocument(input: CreateBookingInput, derived: Awaited<ReturnType<typeof cargoAndRoute>>, actor: Booker, id = newBookingId()) {
  const now = new Date();
  const { customs, ...rest } = input;
  return {
    ...withDeclaredValueInCents(applyTemperatureRule(rest)),
    // Decision 0104: the schema required customs where a border is crossed; elsewhere any sent are dropped.
    ...(customs && bookingCrossesCustomsBorder(input) ? { customs: customsToStore(customs) } : {}),
    ...derived,
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
  // Placed before the key is claimed: a city that cannot be placed is the request's fault and takes no SSCCs.
  const places = placeBooking(input);
  if (!idempotencyKey) {
    const doc = newBookingDocument(input, await cargoAndRoute(input, places), actor);
    return { booking: toBooking(await insertNewBooking(events, doc)), replayed: false };
  }
  // Decision 0034: the booking's id is the attempt's id, chosen when the key is claimed, so a takeover after a crash
  // finds the booking the first request may already have inserted instead of making a second one.
  const { answer, replayed } = await runIdempotent(
    { scope: 'bookings.create', owner: actor.id, key: idempotencyKey, request: input, inFlightMessage: IDEMPOTENCY_IN_FLIGHT },
    async (attempt) => toBooking(await insertOrFindBooking(events, newBookingDocument(input, await cargoAndRoute(input, places), actor, attempt.id), actor)),
  );
  return { booking: answer, replayed };
}

/**
 * Creates the booking with this id, or answers the one a crashed attempt already inserted with it (decision 0056: a
 * CSV import derives each line's id from its attempt, so a retry never creates a line twice).
 */
export async function createBookingWithId(events: EventBus, input: CreateBookingInput, actor: Booker, id: Types.ObjectId): Promise<Booking> {
  const derived = await cargoAndRoute(input, placeBooking(input));
  return toBooking(await insertOrFindBooking(events, newBookingDocument(input, derived, actor, id), actor));
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
  if (current.version !== input.version) throw conflict(STALE_BOOKING_MESSAGE);
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

  const { customs: _customs, ...otherChanges } = changes;
  const set: Record<string, unknown> = { ...withDeclaredValueInCents(otherChanges) };
  const unsetRoute: Record<string, 1> = {};
  const cargo = await editedCargo(current, changes);
  Object.assign(unsetRoute, editedCustoms(current, changes, cargo?.cargoWeightKg ?? current.cargoWeightKg, set));
  if (cargo) {
    Object.assign(set, cargo);
    // Lines describe each piece, so the consignment's overall dimensions no longer apply.
    if (changes.cargoLines && current.dimensions) unsetRoute.dimensions = 1;
  }
  const places = editedPlaces(current, changes);
  Object.assign(set, places);
  if (ROUTE_INPUTS.some((field) => changes[field] !== undefined)) {
    const from = (places.pickupLocation ?? current.pickupLocation)?.coordinates;
    const to = (places.dropoffLocation ?? current.dropoffLocation)?.coordinates;
    if (from?.lat != null && from.lng != null && to?.lat != null && to.lng != null) {
      Object.assign(
        set,
        await routeAndEmissions({
          vehicleType: (changes.vehicleType ?? current.vehicleType) as VehicleType,
          from: { lat: from.lat, lng: from.lng },
          to: { lat: to.lat, lng: to.lng },
          cargoWeightKg: cargo?.cargoWeightKg ?? current.cargoWeightKg,
          isPerishable: changes.isPerishable ?? Boolean(current.isPerishable),
        }),
      );
    }
  }
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
  // Lines derived from edited totals are not the customer's lines: the bounds and price still read the totals and the
  // overall dimensions (decision 0096), so only lines the customer sent count as lines here.
  const priced = { ...changes, ...cargo, ...(changes.cargoLines ? {} : { cargoLines: undefined }) };
  const unset = { ...unsetRoute, ...quoteChangesForEdit(current, priced) };
  let history: Record<string, unknown> | undefined;
  if (to !== from) {
    set.status = to;
    set.milestone = milestoneForStatus(to);
    history = { status: to, at: new Date(), by: actor.id, event: 'edited', milestone: milestoneForStatus(to), byRole: actor.role };
  }
  const saved = await changeOwnedBookingIfUnchanged(id, organizationOf(actor), { version, statusIn: [from] }, { set, unset, history });
  if (!saved) throw conflict(STALE_BOOKING_MESSAGE);
  const booking = toBooking(saved);
  await events.publish({ kind: 'booking-updated', booking, actorId: actor.id });
  return booking;
}

/**
 * Decision 0104: the customs after an edit, written into `set` (or answered as the field to unset). A booking that will
 * cross a border needs them whenever the edit touches its places, its customs or its weight; an old cross-border
 * booking without them stays editable in its other fields. One that no longer crosses a border drops them.
 */
function editedCustoms(current: BookingRecord, changes: Partial<UpdateBookingInput>, grossWeightKg: number, set: Record<string, unknown>): Record<string, 1> {
  const after = { pickupLocation: changes.pickupLocation ?? current.pickupLocation, dropoffLocation: changes.dropoffLocation ?? current.dropoffLocation };
  if (!bookingCrossesCustomsBorder(after)) return current.customs ? { customs: 1 } : {};
  // The edit dialog sends the weight every time, so only a changed weight counts as touching the customs.
  const weightChanged = changes.cargoWeightKg !== undefined && changes.cargoWeightKg !== current.cargoWeightKg;
  const touched = weightChanged || [changes.pickupLocation, changes.dropoffLocation, changes.customs, changes.cargoLines].some((v) => v !== undefined);
  if (!touched) return {};
  const customs = changes.customs ?? customsOf(current);
  const problems = customsProblems({ fromCountry: after.pickupLocation?.country, toCountry: after.dropoffLocation?.country, customs, grossWeightKg });
  if (Object.keys(problems).length > 0) throw badRequest(bookingValidationFailure(problems).message, problems);
  if (changes.customs) set.customs = customsToStore(changes.customs);
  return {};
}

// What the route and the emissions are computed from: an edit of any of them computes both again.
const ROUTE_INPUTS = ['pickupLocation', 'dropoffLocation', 'vehicleType', 'cargoLines', 'cargoWeightKg', 'quantity', 'isPerishable'] as const;

const sameCoordinates = (a?: { lat?: number | null; lng?: number | null } | null, b?: { lat?: number | null; lng?: number | null } | null) =>
  a?.lat === b?.lat && a?.lng === b?.lng;

/**
 * The edited places with their coordinates (decision 0098): new coordinates the client sends are kept; an unchanged
 * city, state and country keep the stored ones; otherwise the gazetteer places the city again, and a city it cannot
 * place is a 400 on that field (so a changed city never keeps the old city's coordinates). The place is written whole,
 * so an old booking's `needsCountry` goes once its country is given.
 */
function editedPlaces(current: BookingRecord, changes: Partial<UpdateBookingInput>): Partial<Record<PlaceField, Location & { coordinates: Coordinates }>> {
  const placed: Partial<Record<PlaceField, Location & { coordinates: Coordinates }>> = {};
  let problems: Record<string, string> = {};
  for (const field of ['pickupLocation', 'dropoffLocation'] as const) {
    const sent = changes[field];
    if (!sent) continue;
    const stored = current[field];
    const samePlace = stored?.city === sent.city && (stored?.state ?? '') === (sent.state ?? '') && stored?.country === sent.country;
    const storedCoordinates = stored?.coordinates?.lat != null && stored.coordinates.lng != null ? { lat: stored.coordinates.lat, lng: stored.coordinates.lng } : undefined;
    const sentNew = sent.coordinates && !sameCoordinates(sent.coordinates, stored?.coordinates);
    const { coordinates: _sent, ...rest } = sent;
    const found = sentNew ? withCoordinates(sent) : samePlace && storedCoordinates ? { ...rest, coordinates: storedCoordinates } : withCoordinates(rest);
    if (found) placed[field] = found;
    else problems = { ...problems, ...cityNotFound(field, sent.country) };
  }
  if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0]!, problems);
  return placed;
}

const storedDimensions = (current: BookingRecord) =>
  current.dimensions?.length != null && current.dimensions.width != null && current.dimensions.height != null
    ? { length: current.dimensions.length, width: current.dimensions.width, height: current.dimensions.height }
    : undefined;

/**
 * The cargo after an edit, or undefined when it does not change: new lines, or totals that differ from the stored ones
 * (one line derived from them, as at creation). Pieces that stay keep their SSCCs; only added pieces get new ones.
 */
async function editedCargo(
  current: BookingRecord,
  changes: Partial<UpdateBookingInput>,
): Promise<{ cargoLines: CargoLine[]; cargoWeightKg: number; quantity: number; pieces: Piece[] } | undefined> {
  let cargo: ReturnType<typeof resolveCargo> | undefined;
  if (changes.cargoLines) {
    cargo = resolveCargo({ cargoLines: changes.cargoLines });
    const mismatch: Record<string, string> = {};
    if (changes.cargoWeightKg !== undefined && Math.abs(changes.cargoWeightKg - cargo.cargoWeightKg) > 0.0005) mismatch.cargoWeightKg = PIECE_MESSAGES.linesAndTotals;
    if (changes.quantity !== undefined && changes.quantity !== cargo.quantity) mismatch.quantity = PIECE_MESSAGES.linesAndTotals;
    if (Object.keys(mismatch).length > 0) throw badRequest(PIECE_MESSAGES.linesAndTotals, mismatch);
  } else {
    const totals = {
      cargoWeightKg: changes.cargoWeightKg ?? current.cargoWeightKg,
      quantity: changes.quantity ?? current.quantity,
      dimensions: changes.dimensions ?? storedDimensions(current),
    };
    const changed =
      totals.cargoWeightKg !== current.cargoWeightKg ||
      totals.quantity !== current.quantity ||
      JSON.stringify(totals.dimensions ?? null) !== JSON.stringify(storedDimensions(current) ?? null) ||
      !current.cargoLines?.length;
    if (!changed || (changes.cargoWeightKg === undefined && changes.quantity === undefined && changes.dimensions === undefined)) return undefined;
    cargo = resolveCargo(totals);
  }
  return { ...cargo, pieces: await piecesAfterEdit(current.pieces ?? [], cargo.cargoLines) };
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
  if (!written) throw conflict(STALE_BOOKING_MESSAGE);
  const { saved, pending } = written;
  // The customer's own cancel is a move like the console's: it is recorded and notified the same way, and the money
  // reacts to it (decision 0025: a paid booking cancelled before pickup is refunded, an unpaid invoice voided).
  await announceMove(events, toBooking(saved), pending);
  // The reactions ran before this answer, so the booking is read again with its payment status as it now is.
  return toBooking((await findBookingById(id)) ?? saved);
}
