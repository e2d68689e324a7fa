import {
  BOOKING_STATUSES,
  OPEN_STATUSES,
  prefixPattern,
  toCalendarDate,
  type BookingCounts,
  type BookingStatus,
  type OpsBookingListQuery,
  type OpsQueueStatus,
  type VehicleType,
} from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel, type BookingDoc as BookingRecord } from './bookings.model';

// The operations console's queue (modules/ops): its filters and walks read the bookings' own indexes, so they live
// with the collection; ops hands in the criteria (decision 0090).

const { ObjectId } = mongoose.Types;

/** What the one search box asks for, prepared by the service; every part is a prefix or an equality an index serves. */
export type QueueText = {
  trackingPrefixes: string[];
  /** Folded (contracts: foldSearchText); matched as a prefix of the bookings' `search` keys. */
  searchPrefix?: string;
  customerIds: mongoose.Types.ObjectId[];
  shortIdPrefix?: string;
  exactId?: string;
};

export type QueueCriteria = {
  status?: OpsQueueStatus;
  from?: string;
  to?: string;
  customer?: string;
  vehicleType?: VehicleType;
  text?: QueueText;
};

/**
 * Decision 0048: every branch is an anchored prefix or an equality on an indexed top-level field, so the engine (the
 * embedded one and mongod alike) reads the union of index runs instead of scanning. Empty when the term offers none.
 */
function textFilter(text: QueueText): Record<string, unknown>[] {
  const anyOf: Record<string, unknown>[] = text.trackingPrefixes.map((prefix) => ({ trackingNumber: prefixPattern(prefix) }));
  if (text.searchPrefix) anyOf.push({ search: prefixPattern(text.searchPrefix) });
  if (text.customerIds.length > 0) anyOf.push({ createdBy: mongoose.trusted({ $in: text.customerIds }) });
  if (text.exactId) anyOf.push({ _id: new ObjectId(text.exactId) });
  if (text.shortIdPrefix) anyOf.push({ shortId: prefixPattern(text.shortIdPrefix) });
  return anyOf;
}

/** The statuses a queue tab holds: one, the open ones (the work still to do), or every one. */
export function statusesOf(status: OpsQueueStatus | undefined): readonly BookingStatus[] {
  if (!status) return BOOKING_STATUSES;
  return status === 'open' ? OPEN_STATUSES : [status];
}

/**
 * A search's statuses as the ones left out: with a search, the union of its index runs is the small set, and the
 * embedded engine narrows by any equality's index before an `$or` (a `$nin` it leaves to the filter); mongod plans
 * either form itself.
 */
function statusesExcept(status: OpsQueueStatus): unknown {
  const kept = statusesOf(status);
  return mongoose.trusted({ $nin: BOOKING_STATUSES.filter((s) => !kept.includes(s)) });
}

function statusFilter(status: OpsQueueStatus): unknown {
  return status === 'open' ? mongoose.trusted({ $in: [...OPEN_STATUSES] }) : status;
}

/** Every filter except status: the per-status counts are taken over it, so each tab shows how many it holds. */
function baseFilter({ from, to, customer, vehicleType, text }: QueueCriteria): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (customer) filter.createdBy = new ObjectId(customer);
  if (vehicleType) filter.vehicleType = vehicleType;
  // Calendar dates compare as strings; both ends inclusive.
  if (from || to) filter.estimatedPickupDate = mongoose.trusted({ ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) });
  if (text) {
    const anyOf = textFilter(text);
    // A term with nothing to look up (".*") matches nothing, rather than everything.
    filter.$or = anyOf.length > 0 ? anyOf : [{ _id: mongoose.trusted({ $in: [] }) }];
  }
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

export function findQueuePage(criteria: QueueCriteria, sort: OpsBookingListQuery['sort'], skip: number, limit: number): Promise<BookingRecord[]> {
  const filter = baseFilter(criteria);
  const severalStatuses = !criteria.status || criteria.status === 'open';
  // A search, a customer or a pickup range narrows through its own index to fewer bookings than a status walk would pass.
  const narrowed = Boolean(criteria.text || criteria.customer || criteria.from || criteria.to);
  const mergeable = severalStatuses && !narrowed && (sort === 'pickup' || sort === '-pickup') && skip + limit <= MERGE_WINDOW;
  if (mergeable) return mergeStatusWalks(filter, statusesOf(criteria.status), sort, skip, limit);
  if (criteria.status) filter.status = criteria.text ? statusesExcept(criteria.status) : statusFilter(criteria.status);
  // With a status the `status_pickup` index gives the order; without, `pickup` does (on a real mongod).
  return BookingModel.find(filter, QUEUE_PROJECTION).sort(SORTS[sort]).skip(skip).limit(limit).lean<BookingRecord[]>().exec();
}

// The queue is a list: a booking's pieces (decision 0098) are read with the booking alone.
const QUEUE_PROJECTION = { pieces: 0 } as const;

/**
 * The unfiltered queue by pickup date: the embedded engine reads an index in order only under an equality on its first
 * field, so instead of sorting every booking it walks `status_pickup` once per status (each stops at skip + limit) and
 * merges. A real mongod answers each walk from the same index.
 */
async function mergeStatusWalks(
  filter: Record<string, unknown>,
  statuses: readonly BookingStatus[],
  sort: 'pickup' | '-pickup',
  skip: number,
  limit: number,
): Promise<BookingRecord[]> {
  const walks = await Promise.all(
    statuses.map((status) =>
      BookingModel.find({ ...filter, status }, QUEUE_PROJECTION)
        .sort(SORTS[sort])
        .limit(skip + limit)
        .lean<BookingRecord[]>()
        .exec(),
    ),
  );
  const direction = sort === 'pickup' ? 1 : -1;
  const key = (d: BookingRecord) => `${toCalendarDate(d.estimatedPickupDate)}|${String(d._id)}`;
  return walks
    .flat()
    .sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0))
    .slice(skip, skip + limit);
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
