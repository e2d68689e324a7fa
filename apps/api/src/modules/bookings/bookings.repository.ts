import { BOOKING_STATUSES, bookingSearchKeys, toShortId, type BookingCounts, type BookingStatus } from '@meridian/contracts';
import mongoose, { type UpdateQuery } from 'mongoose';
import { BookingModel, type BookingDoc } from './bookings.model';

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
function storedBooking(draft: NewBooking, now: Date): BookingDoc {
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
  return doc as unknown as BookingDoc;
}

export async function insertBooking(draft: NewBooking): Promise<BookingDoc> {
  const doc = storedBooking(draft, new Date());
  await BookingModel.collection.insertOne(doc);
  return doc;
}

export function findBookingById(id: string): Promise<BookingDoc | null> {
  return BookingModel.findById(new ObjectId(id)).lean<BookingDoc>().exec();
}

/** Stores the quote only if none is stored yet; answers the booking as it now is (with whichever quote won). */
export async function storeQuoteOnce(id: string, quote: Record<string, unknown>): Promise<{ booking: BookingDoc | null; stored: boolean }> {
  const updated = await BookingModel.findOneAndUpdate({ _id: new ObjectId(id), quote: null }, { $set: { quote } }, { returnDocument: 'after' })
    .lean<BookingDoc>()
    .exec();
  if (updated) return { booking: updated, stored: true };
  return { booking: await findBookingById(id), stored: false };
}

/** The booking if it belongs to this organization (decision 0054); another organization's answers like a missing one. */
export function findOwnedBooking(id: string, organizationId: string): Promise<BookingDoc | null> {
  return BookingModel.findOne({ _id: new ObjectId(id), organizationId: new ObjectId(organizationId) })
    .lean<BookingDoc>()
    .exec();
}

export function listBookings(filter: BookingFilter, skip: number, limit: number): Promise<BookingDoc[]> {
  return BookingModel.find(listFilter(filter))
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean<BookingDoc[]>()
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

/** One atomic write guarded by organization and version (and optionally the statuses it may start from). */
export function updateBookingIfUnchanged(
  id: string,
  organizationId: string,
  guard: { version?: number; statusIn?: readonly BookingStatus[] },
  update: UpdateQuery<BookingDoc>,
): Promise<BookingDoc | null> {
  const filter: Record<string, unknown> = { _id: new ObjectId(id), organizationId: new ObjectId(organizationId) };
  if (guard.version !== undefined) filter.version = guard.version;
  if (guard.statusIn) filter.status = mongoose.trusted({ $in: [...guard.statusIn] });
  return BookingModel.findOneAndUpdate(filter, update, { returnDocument: 'after', runValidators: true }).lean<BookingDoc>().exec();
}

export function newBookingId(): mongoose.Types.ObjectId {
  return new ObjectId();
}

type IdentifierGaps = Pick<BookingDoc, '_id' | 'status' | 'milestone' | 'trackingNumber' | 'shortId'>;

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

type SearchSource = Pick<BookingDoc, '_id' | 'fullNameOrBusiness' | 'pickupLocation' | 'dropoffLocation'>;

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
