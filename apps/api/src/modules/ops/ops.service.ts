import {
  foldSearchText,
  normalizeTrackingNumber,
  todayCalendarDate,
  type DriverList,
  totalPagesFor,
  TRACKING_NUMBER_PREFIX,
  type BookingCustomer,
  type OpsBooking,
  type OpsBookingList,
  type OpsBookingListQuery,
} from '@meridian/contracts';
import type mongoose from 'mongoose';
import { notFound } from '../../lib/errors';
import {
  BOOKING_NOT_FOUND,
  countDriverJobsOn,
  countQueueByStatus,
  findBookingById,
  findQueuePage,
  statusesOf,
  toBooking,
  type BookingRecord,
  type QueueText,
} from '../bookings/bookings.service';
import { findDrivers, findUserIdsBySearchPrefix, findUsersByIds, toStaffMember, type UserRecord } from '../users/users.service';

// A name search that matches more customers than this is too broad to be useful; the rest of the search still applies.
const MAX_NAME_MATCHES = 500;
// Shorter tracking prefixes ("M", "MX") would match every booking.
const MIN_TRACKING_PREFIX = 3;

function toCustomer(user: UserRecord | undefined): BookingCustomer | null {
  if (!user) return null;
  return {
    _id: String(user._id),
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    companyName: user.companyName,
    phoneNumber: user.phoneNumber,
    verified: Boolean(user.verified),
  };
}

/**
 * The one search box (decision 0048): tracking number and short id by prefix, names and cities by a prefix of their
 * folded keys, the customer's account by its keys; each part an index serves, so nothing is scanned.
 */
async function textCriteria(q: string): Promise<QueueText> {
  const compact = q.toUpperCase().replace(/\s+/g, '');
  const normalised = normalizeTrackingNumber(q);
  const trackingPrefixes = [...new Set([normalised, compact, `${TRACKING_NUMBER_PREFIX}${normalised}`])].filter((p) => p.length >= MIN_TRACKING_PREFIX);
  const hex = q.replace(/^#/, '').toLowerCase();
  const folded = foldSearchText(q);
  // An e-mail key is stored as typed (lower case), so "ana@ex" is looked up as it is as well as folded.
  const userPrefixes = [...new Set([folded, q.trim().toLowerCase()])].filter(Boolean);
  return {
    trackingPrefixes,
    ...(folded ? { searchPrefix: folded } : {}),
    customerIds: await findUserIdsBySearchPrefix(userPrefixes, MAX_NAME_MATCHES),
    ...(/^[0-9a-f]{24}$/.test(hex) ? { exactId: hex } : {}),
    ...(/^[0-9a-f]{4,8}$/.test(hex) ? { shortIdPrefix: hex } : {}),
  };
}

async function withCustomers(docs: BookingRecord[]): Promise<OpsBooking[]> {
  const ids = [...new Map(docs.map((d) => [String(d.createdBy), d.createdBy as mongoose.Types.ObjectId])).values()];
  const users = new Map((await findUsersByIds(ids)).map((u) => [String(u._id), u]));
  return docs.map((doc) => ({ ...toBooking(doc), customer: toCustomer(users.get(String(doc.createdBy))) }));
}

export async function listQueue(query: OpsBookingListQuery): Promise<OpsBookingList> {
  const criteria = {
    status: query.status,
    from: query.from,
    to: query.to,
    customer: query.customer,
    vehicleType: query.vehicleType,
    text: query.q ? await textCriteria(query.q) : undefined,
  };
  const skip = (query.page - 1) * query.limit;
  // A search is index-served too (decision 0048), so the page and the counts are two small reads whatever it matches.
  const [docs, counts] = await Promise.all([findQueuePage(criteria, query.sort, skip, query.limit), countQueueByStatus(criteria)]);
  const totalRecords = statusesOf(query.status).reduce((sum, status) => sum + counts[status], 0);
  return {
    records: await withCustomers(docs),
    pagination: { currentPage: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords, limit: query.limit },
    counts,
  };
}

export async function getQueueBooking(id: string): Promise<OpsBooking> {
  const doc = await findBookingById(id);
  if (!doc) throw notFound(BOOKING_NOT_FOUND);
  const [booking] = await withCustomers([doc]);
  return booking!;
}

/** The drivers by name, each with their jobs (not cancelled) picking up on `date` (default: today in UTC). */
export async function listDrivers(date: string = todayCalendarDate(new Date(), 'UTC')): Promise<DriverList> {
  const drivers = await findDrivers();
  const jobs = await countDriverJobsOn(
    drivers.map((d) => d._id as mongoose.Types.ObjectId),
    date,
  );
  return { date, records: drivers.map((d) => ({ ...toStaffMember(d), jobsThatDay: jobs.get(String(d._id)) ?? 0 })) };
}
