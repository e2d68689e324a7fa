import { BOOKING_STATUSES, type BookingCounts, type BookingStatus, type OpsBookingListQuery, type VehicleType } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.model';
import { UserModel, type UserDoc } from '../users/users.model';

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
  if (text.shortIdPrefix) {
    // Spec 9: the short id is the last 8 characters of the id, which no index holds; a hex-looking search scans.
    anyOf.push({ $expr: mongoose.trusted({ $regexMatch: { input: { $toString: '$_id' }, regex: `^[0-9a-f]{16}${text.shortIdPrefix}` } }) });
  }
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

export function findQueuePage(criteria: QueueCriteria, sort: OpsBookingListQuery['sort'], skip: number, limit: number): Promise<BookingDoc[]> {
  const filter = baseFilter(criteria);
  if (criteria.status) filter.status = criteria.status;
  // With a status the `status_pickup` index gives the order; without, `pickup` does (on a real mongod).
  return BookingModel.find(filter).sort(SORTS[sort]).skip(skip).limit(limit).lean<BookingDoc[]>().exec();
}

/** One count per status, in parallel, each answered from the `status_pickup` index (or the owner's when filtered by customer). */
export async function countQueueByStatus(criteria: QueueCriteria): Promise<BookingCounts> {
  const filter = baseFilter(criteria);
  const counts = await Promise.all(BOOKING_STATUSES.map((status) => BookingModel.countDocuments({ ...filter, status }).exec()));
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status, i) => [status, counts[i] ?? 0])) as Record<BookingStatus, number>;
  return { total: counts.reduce((sum, n) => sum + n, 0), ...byStatus };
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
