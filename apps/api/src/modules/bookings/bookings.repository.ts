import { BOOKING_STATUSES, bookingSearchKeys, toShortId, type BookingCounts, type BookingStatus } from '@meridian/contracts';
import mongoose from 'mongoose';
import type { PendingMove } from './booking-outbox';
import { BookingModel, type BookingDoc as BookingRecord } from './bookings.model';

const { ObjectId } = mongoose.Types;

// `owner` is the organization (decision 0054): every member sees its bookings.
export type BookingFilter = { owner: string; status?: BookingStatus; from?: Date; toExclusive?: Date };

function listFilter({ owner, status, from, toExclusive }: BookingFilter) {
  const filter: Record<string, unknown> = { organizationId: new ObjectId(owner) };
  if (status) filter.status = status;
  if (from || toExclusive) {
    // Our own operators are marked trusted; sanitizeFilter neutralises any other.
    filter.createdAt = mongoose.trusted({ ...(from ? { $gte: from } : {}), ...(toExclusive ? { $lt: toExclusive } : {}) });
  }
  return filter;
}

/** A new booking as the service builds it: every field already parsed by the contracts, ids still strings. */
export type NewBooking = Record<string, unknown> & {
  _id: mongoose.Types.ObjectId;
  createdBy: string;
  organizationId: string;
  statusHistory: ({ by: string; apiKeyId?: string } & Record<string, unknown>)[];
};

// Written as the schema would store it (its defaults, derived fields and timestamps, ids as ObjectIds) without building
// a mongoose document: the input was validated by the contracts, and hydrating and validating it again cost about a
// millisecond per booking (decision 0062; a test compares this with what `BookingModel.create` stores).
function storedBooking(draft: NewBooking, now: Date): BookingRecord {
  const doc: Record<string, unknown> = {
    isFragile: false,
    isPerishable: false,
    tempControlCelsius: 0,
    paymentStatus: 'unpaid',
    ...draft,
    createdBy: new ObjectId(draft.createdBy),
    organizationId: new ObjectId(draft.organizationId),
    statusHistory: draft.statusHistory.map((entry) => ({ ...entry, by: new ObjectId(entry.by), ...(entry.apiKeyId ? { apiKeyId: new ObjectId(entry.apiKeyId) } : {}) })),
    shortId: toShortId(String(draft._id)),
    search: bookingSearchKeys(draft as Parameters<typeof bookingSearchKeys>[0]),
    createdAt: now,
    updatedAt: now,
  };
  return doc as unknown as BookingRecord;
}

export async function insertBooking(draft: NewBooking): Promise<BookingRecord> {
  const doc = storedBooking(draft, new Date());
  await BookingModel.collection.insertOne(doc);
  return doc;
}

export function findBookingById(id: string): Promise<BookingRecord | null> {
  return BookingModel.findById(new ObjectId(id)).lean<BookingRecord>().exec();
}

/** The booking if it belongs to this organization (decision 0054); another organization's answers like a missing one. */
export function findOwnedBooking(id: string, organizationId: string): Promise<BookingRecord | null> {
  return BookingModel.findOne({ _id: new ObjectId(id), organizationId: new ObjectId(organizationId) })
    .lean<BookingRecord>()
    .exec();
}

// A list stays light: a booking's pieces (up to 1,000, decision 0098) are read with the booking alone.
const LIST_PROJECTION = { pieces: 0 } as const;

export function listBookings(filter: BookingFilter, skip: number, limit: number): Promise<BookingRecord[]> {
  return BookingModel.find(listFilter(filter), LIST_PROJECTION)
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean<BookingRecord[]>()
    .exec();
}

export function countBookings(filter: BookingFilter): Promise<number> {
  return BookingModel.countDocuments(listFilter(filter)).exec();
}

/** Counts per status over all of the organization's bookings (the dashboard tiles), in one pass over its index. */
export async function countByStatus(organizationId: string): Promise<BookingCounts> {
  const groups = await BookingModel.aggregate<{ _id: string; n: number }>([
    { $match: { organizationId: new ObjectId(organizationId) } },
    { $group: { _id: '$status', n: { $sum: 1 } } },
  ]).exec();
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, groups.find((g) => g._id === status)?.n ?? 0])) as Record<
    BookingStatus,
    number
  >;
  return { total: BOOKING_STATUSES.reduce((sum, status) => sum + byStatus[status], 0), ...byStatus };
}

/** What one write changes; `history` and `pending` are pushed onto `statusHistory` and `pendingMoves`. */
export type BookingChange = {
  set?: Record<string, unknown>;
  unset?: Record<string, 1>;
  history?: Record<string, unknown>;
  pending?: PendingMove;
  /** Decision 0108: a failed delivery attempt, appended to `deliveryAttempts`. */
  attempt?: Record<string, unknown>;
};

/**
 * The one place a booking is changed after its creation (booking-writes.ts names each change): one atomic
 * findOneAndUpdate under the caller's filter (its guards: version, status, "not yet set"), which bumps `version`
 * exactly once (an edit names the version it read, so every change must move it) and pushes the history entry when
 * the change has one. Answers the booking as written, or null when the filter matched nothing.
 */
export function writeBooking(filter: Record<string, unknown>, change: BookingChange, { runValidators = true } = {}): Promise<BookingRecord | null> {
  const update: Record<string, unknown> = { $inc: { version: 1 } };
  if (change.set && Object.keys(change.set).length > 0) update.$set = change.set;
  if (change.unset && Object.keys(change.unset).length > 0) update.$unset = change.unset;
  const push: Record<string, unknown> = {};
  if (change.history) push.statusHistory = change.history;
  if (change.pending) push.pendingMoves = change.pending;
  if (change.attempt) push.deliveryAttempts = change.attempt;
  if (Object.keys(push).length > 0) update.$push = push;
  return BookingModel.findOneAndUpdate(filter, update, { returnDocument: 'after', runValidators }).lean<BookingRecord>().exec();
}

export const byId = (id: string | mongoose.Types.ObjectId) => new ObjectId(String(id));

export function newBookingId(): mongoose.Types.ObjectId {
  return new ObjectId();
}

type IdentifierGaps = Pick<BookingRecord, '_id' | 'status' | 'milestone' | 'trackingNumber' | 'shortId'>;

/** Up to `limit` bookings written before tracking numbers (decision 0018) (or straight into the database), missing a tracking number or short id. */
export function findBookingsMissingIdentifiers(limit: number): Promise<IdentifierGaps[]> {
  // Both identifiers arrived together (decision 0018) and the short id is set on every save, so a missing short id finds
  // every gap through the `short_id` index (a real mongod with notablescan refuses a scan here).
  return BookingModel.find({ shortId: null }, { _id: 1, status: 1, milestone: 1, trackingNumber: 1, shortId: 1 })
    .limit(limit)
    .lean<IdentifierGaps[]>()
    .exec();
}

export type IdentifierFill = { id: mongoose.Types.ObjectId; trackingNumber?: string; milestone?: string; shortId?: string };

/**
 * Fills each gap only if it is still empty, so two processes starting together never overwrite each other (the short
 * id follows from the id, so writing it twice is harmless). One write per booking.
 */
export async function fillMissingIdentifiers(fills: IdentifierFill[]): Promise<number> {
  const ops = fills.map(({ id, trackingNumber, milestone, shortId }) => ({
    updateOne: trackingNumber
      ? { filter: { _id: id, trackingNumber: null }, update: { $set: { trackingNumber, ...(milestone ? { milestone } : {}), ...(shortId ? { shortId } : {}) } } }
      : { filter: { _id: id, shortId: null }, update: { $set: { shortId } } },
  }));
  if (ops.length === 0) return 0;
  const result = await BookingModel.bulkWrite(ops, { ordered: false });
  return result.modifiedCount;
}

type SearchSource = Pick<BookingRecord, '_id' | 'fullNameOrBusiness' | 'pickupLocation' | 'dropoffLocation'>;

/** Up to `limit` bookings written before search keys (decision 0048), found through the `search` index (no scan). */
export function findBookingsWithoutSearchKeys(limit: number): Promise<SearchSource[]> {
  return BookingModel.find({ search: null }, { _id: 1, fullNameOrBusiness: 1, pickupLocation: 1, dropoffLocation: 1 }).limit(limit).lean<SearchSource[]>().exec();
}

/** Writes each booking's keys only while it still has none, so a concurrent edit's fresher keys are never overwritten. */
export async function fillSearchKeys(fills: { id: mongoose.Types.ObjectId; search: string[] }[]): Promise<number> {
  if (fills.length === 0) return 0;
  const result = await BookingModel.bulkWrite(
    fills.map(({ id, search }) => ({ updateOne: { filter: { _id: id, search: null }, update: { $set: { search } } } })),
    { ordered: false },
  );
  return result.modifiedCount;
}

export type CarriedVehicle = { _id: string; vehicleType: string | null; perishable: boolean; heaviestKg: number };

/** Every vehicle id an assignment names, with the mode, whether it carried cold cargo and the heaviest cargo it took. */
export function findAssignedVehicles(): Promise<CarriedVehicle[]> {
  return BookingModel.aggregate<CarriedVehicle>([
    { $match: { 'assignment.vehicleId': { $type: 'string' } } },
    {
      $group: {
        _id: '$assignment.vehicleId',
        vehicleType: { $first: { $ifNull: ['$assignment.vehicleType', '$vehicleType'] } },
        perishable: { $max: { $ifNull: ['$isPerishable', false] } },
        heaviestKg: { $max: '$cargoWeightKg' },
      },
    },
  ]).exec();
}

// ---- Reads other modules need (each one query, through the index named beside it) --------------------------------

/** The booking when one of its moves was made by this Idempotency-Key attempt (decision 0069). */
export function findBookingMovedBy(id: string, attemptId: mongoose.Types.ObjectId): Promise<BookingRecord | null> {
  return BookingModel.findOne({ _id: new ObjectId(id), 'statusHistory.attempt': attemptId }).lean<BookingRecord>().exec();
}

export function findBookingsByIds(ids: readonly mongoose.Types.ObjectId[]): Promise<BookingRecord[]> {
  return BookingModel.find({ _id: mongoose.trusted({ $in: [...ids] }) }).lean<BookingRecord[]>().exec();
}

/** Whether the organization holds any booking (an organization with history is never removed). */
export async function organizationHasBookings(organizationId: string): Promise<boolean> {
  return (await BookingModel.exists({ organizationId: new ObjectId(organizationId) })) !== null;
}

// A driver's day rarely holds more than a few dozen stops; this bounds a mistaken mass assignment.
const MAX_DRIVER_JOBS = 200;

/**
 * A driver's open jobs plus those delivered (or returned to sender, decision 0108: the freight is still on the truck
 * until it is back at the depot) since `deliveredSince`, soonest pickup first, from the `driver_pickup` index.
 */
export function findDriverJobs(driverId: string, deliveredSince: Date): Promise<BookingRecord[]> {
  const ended: ('delivered' | 'returned')[] = ['delivered', 'returned'];
  return BookingModel.find({
    'assignment.driverId': new ObjectId(driverId),
    $or: [
      { status: mongoose.trusted({ $in: ['pending', 'confirmed', 'in-transit'] }) },
      { status: mongoose.trusted({ $in: ended }), statusHistory: mongoose.trusted({ $elemMatch: { status: { $in: ended }, at: { $gte: deliveredSince } } }) },
    ],
  })
    .sort({ estimatedPickupDate: 1, _id: 1 })
    .limit(MAX_DRIVER_JOBS)
    .lean<BookingRecord[]>()
    .exec();
}

/** Decision 0109: this driver's jobs out for delivery now (their positions are shared and their arrival estimated). */
export function findOutForDeliveryJobs(driverId: string): Promise<BookingRecord[]> {
  return BookingModel.find({ 'assignment.driverId': new ObjectId(driverId), status: 'in-transit', milestone: 'out-for-delivery' })
    .limit(MAX_DRIVER_JOBS)
    .lean<BookingRecord[]>()
    .exec();
}

/** The booking if it is assigned to this driver. */
export function findDriverJob(driverId: string, id: string): Promise<BookingRecord | null> {
  return BookingModel.findOne({ _id: new ObjectId(id), 'assignment.driverId': new ObjectId(driverId) })
    .lean<BookingRecord>()
    .exec();
}

/** How many bookings (not cancelled) each driver has with a pickup on `date`: one aggregation over the driver index. */
export async function countDriverJobsOn(driverIds: readonly mongoose.Types.ObjectId[], date: string): Promise<Map<string, number>> {
  if (driverIds.length === 0) return new Map();
  const groups = await BookingModel.aggregate<{ _id: mongoose.Types.ObjectId; n: number }>([
    { $match: { 'assignment.driverId': { $in: [...driverIds] }, estimatedPickupDate: date, status: { $ne: 'cancelled' } } },
    { $group: { _id: '$assignment.driverId', n: { $sum: 1 } } },
  ]).exec();
  return new Map(groups.map((g) => [String(g._id), g.n]));
}

type VehicleJobs = { onTheRoad: number; thatDay: number };

// A vehicle is on the road from pickup until delivery; the vehicle_milestone index serves the first count.
const ON_THE_ROAD = ['picked-up', 'in-transit', 'out-for-delivery'];

/** Per vehicle: the shipments it carries now, and those (not cancelled) assigned to it picking up on `date`. */
export async function countVehicleJobs(vehicleIds: readonly string[], date: string): Promise<Map<string, VehicleJobs>> {
  const jobs = new Map<string, VehicleJobs>(vehicleIds.map((id) => [id, { onTheRoad: 0, thatDay: 0 }]));
  if (vehicleIds.length === 0) return jobs;
  const ids = mongoose.trusted({ $in: [...vehicleIds] });
  const [road, day] = await Promise.all([
    BookingModel.aggregate<{ _id: string; n: number }>([
      { $match: { 'assignment.vehicleId': ids, milestone: mongoose.trusted({ $in: ON_THE_ROAD }) } },
      { $group: { _id: '$assignment.vehicleId', n: { $sum: 1 } } },
    ]).exec(),
    BookingModel.aggregate<{ _id: string; n: number }>([
      { $match: { 'assignment.vehicleId': ids, estimatedPickupDate: date, status: mongoose.trusted({ $ne: 'cancelled' }) } },
      { $group: { _id: '$assignment.vehicleId', n: { $sum: 1 } } },
    ]).exec(),
  ]);
  for (const { _id, n } of road) jobs.get(_id)!.onTheRoad = n;
  for (const { _id, n } of day) jobs.get(_id)!.thatDay = n;
  return jobs;
}

/**
 * The bookings a vehicle carries now (one of `milestones`), each joined in the same round trip with the documents of
 * `join.collection` whose `join.foreignField` is its id (decision 0077: the engine's `$lookup` reads them by index).
 * The caller names the joined collection, so this module knows nothing of it.
 */
export function listBookingsCarriedBy<Joined>(
  vehicleId: string,
  milestones: readonly string[],
  join: { collection: string; foreignField: string; as: string },
): Promise<(BookingRecord & Joined)[]> {
  // The driver's own aggregate (mongoose casts nothing in a pipeline): a sensor's every batch comes this way.
  return BookingModel.collection
    .aggregate<BookingRecord & Joined>([
      { $match: { 'assignment.vehicleId': vehicleId, milestone: { $in: [...milestones] } } },
      { $lookup: { from: join.collection, localField: '_id', foreignField: join.foreignField, as: join.as } },
    ])
    .toArray();
}

/**
 * The sweeper's second list (decision 0067): bookings cancelled between `since` and `before` whose money still reads
 * paid or invoiced, newest first. Most were cancelled after pickup and keep it; one whose cancel's request died
 * before the refund is finished by the sweep.
 */
export function listCancelledStillPaid(since: Date, before: Date, limit: number): Promise<BookingRecord[]> {
  const filter: Record<string, unknown> = {
    status: 'cancelled',
    paymentStatus: mongoose.trusted({ $in: ['paid', 'invoiced'] }),
    updatedAt: mongoose.trusted({ $gte: since, $lt: before }),
  };
  return BookingModel.find(filter).sort({ updatedAt: -1 }).limit(limit).lean<BookingRecord[]>().exec();
}

/**
 * SECURITY.md (orphan sweep): of these proof files, the ids (as strings) a booking still names: the receiver's signature
 * and photo, the sender's signature and the pieces' scan photos (decision 0100).
 */
export async function proofFilesNamedByBookings(ids: readonly mongoose.Types.ObjectId[]): Promise<Set<string>> {
  const wanted = { $in: [...ids] };
  const found = await BookingModel.collection
    .find(
      {
        $or: [
          { 'proofOfDelivery.signatureFileId': wanted },
          { 'proofOfDelivery.photoFileId': wanted },
          { 'proofOfPickup.signatureFileId': wanted },
          { 'pieces.scans.photoFileId': wanted },
          { 'deliveryAttempts.photoFileId': wanted },
        ],
      },
      { projection: { proofOfDelivery: 1, 'proofOfPickup.signatureFileId': 1, 'pieces.scans.photoFileId': 1, 'deliveryAttempts.photoFileId': 1 } },
    )
    .toArray();
  const named = found.flatMap((b) => [
    b.proofOfDelivery?.signatureFileId,
    b.proofOfDelivery?.photoFileId,
    b.proofOfPickup?.signatureFileId,
    ...((b.pieces ?? []) as { scans?: { photoFileId?: unknown }[] }[]).flatMap((piece) => (piece.scans ?? []).map((scan) => scan.photoFileId)),
    ...((b.deliveryAttempts ?? []) as { photoFileId?: unknown }[]).map((attempt) => attempt.photoFileId),
  ]);
  return new Set(named.filter(Boolean).map(String));
}

// Only what the public tracking answer (and the owner check) reads: nothing else is loaded, so nothing else can leak.
const TRACKING_PROJECTION = {
  trackingNumber: 1,
  createdBy: 1,
  organizationId: 1,
  status: 1,
  milestone: 1,
  estimatedDeliveryDate: 1,
  'pickupLocation.city': 1,
  'pickupLocation.state': 1,
  'dropoffLocation.city': 1,
  'dropoffLocation.state': 1,
  // Decision 0110: the owner's map (and the receiver's, decision 0112).
  'pickupLocation.coordinates': 1,
  'dropoffLocation.coordinates': 1,
  'pickupPerson.name': 1,
  'receiverPerson.name': 1,
  'assignment.driverId': 1,
  'assignment.driverName': 1,
  'assignment.driverPhone': 1,
  'assignment.vehicleId': 1,
  'currentLocation.place': 1,
  'currentLocation.at': 1,
  'statusHistory.status': 1,
  'statusHistory.milestone': 1,
  'statusHistory.at': 1,
  isPerishable: 1,
  tempControlCelsius: 1,
  'proofOfDelivery.receiverName': 1,
  'proofOfDelivery.deliveredAt': 1,
  'proofOfDelivery.place': 1,
  // Decision 0112: the receiver's link reads their choices, and writes on the version read.
  version: 1,
  deliveryWindow: 1,
  deliveryInstructions: 1,
  // Decision 0099: the owner's view carries them.
  route: 1,
  emissions: 1,
  updatedAt: 1,
} as const;

/** What the public tracking lookup loads of a booking (decision 0018). */
export type TrackedBooking = Pick<
  BookingRecord,
  | '_id'
  | 'trackingNumber'
  | 'createdBy'
  | 'organizationId'
  | 'status'
  | 'milestone'
  | 'estimatedDeliveryDate'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'pickupPerson'
  | 'receiverPerson'
  | 'assignment'
  | 'currentLocation'
  | 'statusHistory'
  | 'isPerishable'
  | 'tempControlCelsius'
  | 'proofOfDelivery'
  | 'route'
  | 'emissions'
  | 'updatedAt'
  | 'version'
  | 'deliveryWindow'
  | 'deliveryInstructions'
>;

/** One seek on the unique tracking_number index. */
export function findByTrackingNumber(trackingNumber: string): Promise<TrackedBooking | null> {
  return BookingModel.findOne({ trackingNumber }, TRACKING_PROJECTION).lean<TrackedBooking>().exec();
}

/** Which of these numbers exist: a seek per number on the same unique index. */
export async function existingTrackingNumbers(numbers: readonly string[]): Promise<string[]> {
  const found = await BookingModel.find({ trackingNumber: mongoose.trusted({ $in: [...numbers] }) }, { trackingNumber: 1 })
    .lean<{ trackingNumber: string }[]>()
    .exec();
  return found.map((doc) => doc.trackingNumber);
}
