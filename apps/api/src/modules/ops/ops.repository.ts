import { BOOKING_STATUSES, toCalendarDate, type BookingCounts, type BookingStatus, type OpsBookingListQuery, type VehicleType } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';
import { UserModel, type UserDoc } from '../users/users.service';

const { ObjectId } = mongoose.Types;

/** What the one search box matched, prepared by the service: regexes are already escaped. */
export type QueueText = {
  trackingPrefixes: string[];
  pattern: RegExp;
  customerIds: mongoose.Types.ObjectId[];
  shortIdPrefix?: string;
  exactId?: string;
};

export type QueueCriteria = {
  status?: BookingStatus;
  from?: string;
  to?: string;
  customer?: string;
  vehicleType?: VehicleType;
  text?: QueueText;
};

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function textFilter(text: QueueText): Record<string, unknown>[] {
  const anyOf: Record<string, unknown>[] = [
    { fullNameOrBusiness: text.pattern },
    { 'pickupLocation.city': text.pattern },
    { 'dropoffLocation.city': text.pattern },
    ...text.trackingPrefixes.map((prefix) => ({ trackingNumber: new RegExp(`^${escapeRegex(prefix)}`) })),
  ];
  if (text.customerIds.length > 0) anyOf.push({ createdBy: mongoose.trusted({ $in: text.customerIds }) });
  if (text.exactId) anyOf.push({ _id: new ObjectId(text.exactId) });
  if (text.shortIdPrefix) anyOf.push({ shortId: new RegExp(`^${escapeRegex(text.shortIdPrefix)}`) });
  return anyOf;
}

/** Every filter except status: the per-status counts are taken over it, so each tab shows how many it holds. */
function baseFilter({ from, to, customer, vehicleType, text }: QueueCriteria): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (customer) filter.createdBy = new ObjectId(customer);
  if (vehicleType) filter.vehicleType = vehicleType;
  // Calendar dates compare as strings; both ends inclusive.
  if (from || to) filter.estimatedPickupDate = mongoose.trusted({ ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) });
  if (text) filter.$or = textFilter(text);
  return filter;
}

const SORTS: Record<OpsBookingListQuery['sort'], Record<string, 1 | -1>> = {
  pickup: { estimatedPickupDate: 1, _id: 1 },
  '-pickup': { estimatedPickupDate: -1, _id: -1 },
  created: { createdAt: 1, _id: 1 },
  '-created': { createdAt: -1, _id: -1 },
};

// The "All" tab's first pages are merged from one index walk per status (see findQueuePage); deeper pages use one query.
const MERGE_WINDOW = 100;

export function findQueuePage(criteria: QueueCriteria, sort: OpsBookingListQuery['sort'], skip: number, limit: number): Promise<BookingDoc[]> {
  const filter = baseFilter(criteria);
  if (criteria.status) filter.status = criteria.status;
  const mergeable = !criteria.status && !criteria.text && !criteria.customer && (sort === 'pickup' || sort === '-pickup') && skip + limit <= MERGE_WINDOW;
  if (mergeable) return mergeStatusWalks(filter, sort, skip, limit);
  // With a status the `status_pickup` index gives the order; without, `pickup` does (on a real mongod).
  return BookingModel.find(filter).sort(SORTS[sort]).skip(skip).limit(limit).lean<BookingDoc[]>().exec();
}

/**
 * The unfiltered queue by pickup date: the embedded engine reads an index in order only under an equality on its first
 * field, so instead of sorting every booking it walks `status_pickup` once per status (each stops at skip + limit) and
 * merges. A real mongod answers each walk from the same index.
 */
async function mergeStatusWalks(filter: Record<string, unknown>, sort: 'pickup' | '-pickup', skip: number, limit: number): Promise<BookingDoc[]> {
  const walks = await Promise.all(
    BOOKING_STATUSES.map((status) =>
      BookingModel.find({ ...filter, status })
        .sort(SORTS[sort])
        .limit(skip + limit)
        .lean<BookingDoc[]>()
        .exec(),
    ),
  );
  const direction = sort === 'pickup' ? 1 : -1;
  const key = (d: BookingDoc) => `${toCalendarDate(d.estimatedPickupDate)}|${String(d._id)}`;
  return walks
    .flat()
    .sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0))
    .slice(skip, skip + limit);
}

// A search that matches more than this falls back to a page query plus a count aggregation.
const SEARCH_MATCH_CAP = 5000;

type SearchMatch = Pick<BookingDoc, '_id' | 'status' | 'estimatedPickupDate' | 'createdAt'>;

/**
 * A text search cannot use an index (it is a scan on any engine), so it scans once: the matches' sort keys and
 * statuses come back small, the counts and the page are taken from them, and only the page's bookings are read.
 * Undefined when the search matches too much for that (the caller queries as usual).
 */
export async function findSearchPage(
  criteria: QueueCriteria,
  sort: OpsBookingListQuery['sort'],
  skip: number,
  limit: number,
): Promise<{ docs: BookingDoc[]; counts: BookingCounts } | undefined> {
  const matches = await BookingModel.find(baseFilter(criteria), { _id: 1, status: 1, estimatedPickupDate: 1, createdAt: 1 })
    .limit(SEARCH_MATCH_CAP + 1)
    .lean<SearchMatch[]>()
    .exec();
  if (matches.length > SEARCH_MATCH_CAP) return undefined;
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, matches.filter((m) => m.status === status).length])) as Record<BookingStatus, number>;
  const counts = { total: matches.length, ...byStatus };
  const [field, direction] = Object.entries(SORTS[sort])[0]!;
  const key = (m: SearchMatch) => `${field === 'createdAt' ? new Date(m.createdAt).toISOString() : toCalendarDate(m.estimatedPickupDate)}|${String(m._id)}`;
  const page = matches
    .filter((m) => !criteria.status || m.status === criteria.status)
    .sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0))
    .slice(skip, skip + limit);
  const docs = page.length === 0 ? [] : await BookingModel.find({ _id: mongoose.trusted({ $in: page.map((m) => m._id) }) }).lean<BookingDoc[]>().exec();
  const byId = new Map(docs.map((d) => [String(d._id), d]));
  return { docs: page.map((m) => byId.get(String(m._id))).filter((d): d is BookingDoc => d !== undefined), counts };
}

/**
 * Counts per status over every filter but status, in one aggregation (the filter is built from typed values only, so
 * it needs no casting): one pass over the matches instead of five counts, each of which the embedded engine answers by a scan.
 */
export async function countQueueByStatus(criteria: QueueCriteria): Promise<BookingCounts> {
  const groups = await BookingModel.aggregate<{ _id: string; n: number }>([{ $match: baseFilter(criteria) }, { $group: { _id: '$status', n: { $sum: 1 } } }]).exec();
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, groups.find((g) => g._id === status)?.n ?? 0])) as Record<BookingStatus, number>;
  return { total: BOOKING_STATUSES.reduce((sum, status) => sum + byStatus[status], 0), ...byStatus };
}

/** Ids of the users whose first or last name (or "first last") contains the search, at most `cap` of them. */
export async function findUserIdsByName(words: string[], cap: number): Promise<mongoose.Types.ObjectId[]> {
  const contains = (value: string) => new RegExp(escapeRegex(value), 'i');
  const whole = contains(words.join(' '));
  const anyOf: Record<string, unknown>[] = [{ firstName: whole }, { lastName: whole }];
  if (words.length > 1) anyOf.push({ firstName: contains(words[0]!), lastName: contains(words.slice(1).join(' ')) });
  const users = await UserModel.find({ $or: anyOf }, { _id: 1 }).limit(cap).lean<{ _id: mongoose.Types.ObjectId }[]>().exec();
  return users.map((u) => u._id);
}

export function findUsersByIds(ids: readonly mongoose.Types.ObjectId[]): Promise<UserDoc[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return UserModel.find({ _id: mongoose.trusted({ $in: [...ids] }) })
    .lean<UserDoc[]>()
    .exec();
}

export function findAnyBooking(id: string): Promise<BookingDoc | null> {
  return BookingModel.findById(new ObjectId(id)).lean<BookingDoc>().exec();
}

export function findDrivers(): Promise<UserDoc[]> {
  return UserModel.find({ role: 'driver' }).sort({ firstName: 1, lastName: 1, _id: 1 }).lean<UserDoc[]>().exec();
}
