import {
  DRIVER_ROUTE_MESSAGES,
  ETA_SPEED_WINDOW_MINUTES,
  insertStop,
  likelyStopOrder,
  routeAfterStop,
  shortestStopOrder,
  todayCalendarDate,
  type DeliveryStop,
  type DriverRoute,
} from '@meridian/contracts';
import type { DomainEventHandler } from '../../lib/domain-events';
import { badRequest } from '../../lib/errors';
import { findBookingById, findOutForDeliveryJobs, type BookingRecord } from '../bookings/bookings.service';
import { driverFixesSince, findLatestDeliveryRoute, saveDeliveryRoute } from './positions.repository';

// The driver's delivery route (decision 0116): the order of the day's deliveries. The API proposes it (the shortest
// path from where the van is) as jobs go out for delivery, fits each new job in where it lengthens the route least,
// re-reads it when the driver makes a delivery out of order, and keeps the order the driver sets on the phone. The
// arrival estimate reads it instead of guessing.

const MINUTE_MS = 60_000;

type Place = { lat: number; lng: number };
export type RouteRead = { date: string; stops: string[]; updatedAt: Date | null };

const routeDay = (now: Date) => todayCalendarDate(now, 'UTC');

function stopOf(job: BookingRecord): DeliveryStop | null {
  const at = job.dropoffLocation?.coordinates;
  return at?.lat != null && at.lng != null ? { id: String(job._id), lat: at.lat, lng: at.lng } : null;
}

/** Where the van was last seen lately, if the phone has shared a position. */
async function vanPosition(driverId: string, now: Date): Promise<Place | null> {
  const fixes = await driverFixesSince(driverId, new Date(now.getTime() - ETA_SPEED_WINDOW_MINUTES * MINUTE_MS));
  return fixes.at(-1) ?? null;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The route of the driver's jobs out for delivery, kept in step with them: jobs no longer out leave it, new ones go
 * where they fit best, a proposal made before the van had a position is planned again from the first one (unless the
 * driver set the order). Jobs without coordinates (an old booking) go last, in the order they came. Saved when changed.
 */
export async function routeOfJobs(driverId: string, jobs: readonly BookingRecord[], here: Place | null, now: Date): Promise<RouteRead> {
  const date = routeDay(now);
  const stored = await findLatestDeliveryRoute(driverId);
  const ids = new Set(jobs.map((job) => String(job._id)));
  const kept = (stored?.stops ?? []).map(String).filter((id) => ids.has(id));
  const located = jobs.flatMap((job) => stopOf(job) ?? []);
  const placeOf = new Map(located.map((stop) => [stop.id, stop]));
  let edited = kept.length > 0 && (stored?.edited ?? false);
  let fromVan = kept.length > 0 && (stored?.fromVan ?? false);

  let route: DeliveryStop[];
  if (kept.length === 0 || (!edited && !fromVan && here)) {
    route = here ? likelyStopOrder(here, located) : shortestStopOrder(located);
    fromVan = here !== null;
    edited = false;
  } else {
    route = kept.flatMap((id) => placeOf.get(id) ?? []);
    for (const stop of located) if (!kept.includes(stop.id)) route = insertStop(here, route, stop);
  }
  const unplaced = [...kept.filter((id) => !placeOf.has(id)), ...jobs.map((job) => String(job._id)).filter((id) => !placeOf.has(id) && !kept.includes(id))];
  const stops = [...route.map((stop) => stop.id), ...unplaced];

  const unchanged = stored && stored.date === date && sameList(stored.stops.map(String), stops) && stored.edited === edited && stored.fromVan === fromVan;
  if (unchanged) return { date, stops, updatedAt: stored.updatedAt };
  if (stops.length === 0) return { date, stops, updatedAt: stored?.updatedAt ?? null };
  const saved = await saveDeliveryRoute(driverId, date, { stops, edited, fromVan }, now);
  return { date, stops, updatedAt: saved.updatedAt };
}

export const toDriverRoute = (route: RouteRead): DriverRoute => ({ date: route.date, stops: route.stops, updatedAt: route.updatedAt?.toISOString() ?? null });

/** GET /driver/route: the driver's jobs out for delivery in the order they will be made. */
export async function driverRoute(driverId: string, now = new Date()): Promise<RouteRead> {
  const jobs = await findOutForDeliveryJobs(driverId);
  return routeOfJobs(driverId, jobs, await vanPosition(driverId, now), now);
}

/**
 * PUT /driver/route: the order the driver chose. It must name every job they have out for delivery, each once, and no
 * other (400); from then on the API only fits new jobs in and re-reads it after a delivery made out of order.
 */
export async function setDriverRoute(driverId: string, stops: readonly string[], now = new Date()): Promise<{ route: RouteRead; jobs: BookingRecord[] }> {
  const jobs = await findOutForDeliveryJobs(driverId);
  const ids = new Set(jobs.map((job) => String(job._id)));
  const named = stops.map((id) => id.toLowerCase());
  if (named.length !== ids.size || named.some((id) => !ids.has(id))) throw badRequest(DRIVER_ROUTE_MESSAGES.notTheJobs, { stops: DRIVER_ROUTE_MESSAGES.notTheJobs });
  const date = routeDay(now);
  const saved = await saveDeliveryRoute(driverId, date, { stops: named, edited: true, fromVan: true }, now);
  return { route: { date, stops: named, updatedAt: saved.updatedAt }, jobs };
}

/**
 * A delivery made (or attempted) while other stops stood before it on the route: the driver changed plan, so the
 * stops after it keep their order from there and the skipped ones are fitted in where they cost least.
 */
async function afterStopMade(driverId: string, bookingId: string, now: Date): Promise<void> {
  const stored = await findLatestDeliveryRoute(driverId);
  const stops = (stored?.stops ?? []).map(String);
  const at = stops.indexOf(bookingId);
  if (!stored || at < 0) return;
  const rest = stops.filter((id) => id !== bookingId);
  if (at === 0) {
    await saveDeliveryRoute(driverId, routeDay(now), { stops: rest, edited: stored.edited, fromVan: stored.fromVan }, now);
    return;
  }
  const [done, jobs] = await Promise.all([findBookingById(bookingId), findOutForDeliveryJobs(driverId)]);
  const places = new Map(jobs.flatMap((job) => stopOf(job) ?? []).map((stop) => [stop.id, stop]));
  const made = done ? stopOf(done) : null;
  const located = stops.flatMap((id) => (id === bookingId ? (made ?? []) : (places.get(id) ?? [])));
  const reordered = made ? routeAfterStop(located, bookingId).map((stop) => stop.id) : rest.filter((id) => places.has(id));
  const unplaced = rest.filter((id) => !places.has(id));
  await saveDeliveryRoute(driverId, routeDay(now), { stops: [...reordered, ...unplaced], edited: stored.edited, fromVan: true }, now);
}

/** Keeps each driver's route in step with their moves: a job going out joins it, a delivery or attempt leaves it. */
export const deliveryRouteOnMoves: DomainEventHandler = {
  name: 'delivery-routes',
  async handle(event) {
    if (event.kind !== 'shipment-moved') return;
    const driverId = event.booking.assignment?.driverId;
    if (!driverId) return;
    const now = new Date();
    if (event.type === 'out-for-delivery') await driverRoute(driverId, now);
    else if (event.type === 'deliver' || event.type === 'delivery-failed') await afterStopMade(driverId, event.booking._id, now);
  },
};
