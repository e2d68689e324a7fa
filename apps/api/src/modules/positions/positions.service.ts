import {
  ARRIVING_SOON_MINUTES,
  DRIVER_POSITION_MESSAGES,
  ETA_SPEED_WINDOW_MINUTES,
  estimateArrivals,
  isFutureReading,
  type DriverPositionsRequest,
  type DriverPositionsResult,
  type DriverRoute,
  type DriverRouteRequest,
  type EtaWindow,
  type LivePosition,
} from '@meridian/contracts';
import type { EventBus } from '../../lib/domain-events';
import { badRequest, conflict } from '../../lib/errors';
import { findBookingById, findOutForDeliveryJobs, toBooking, type BookingRecord } from '../bookings/bookings.service';
import { routeOfJobs, setDriverRoute, toDriverRoute } from './delivery-routes.service';
import { claimArrivingAnnouncement, driverFixesSince, findEstimate, saveEstimate, storePositionBatch } from './positions.repository';

// Where the driver is and when they arrive (decisions 0108, 0109): the driver view's positions, the arrival estimate
// of each shipment out for delivery, and what tracking may show of both.

const MINUTE_MS = 60_000;

type AttemptFacts = { milestone?: string | null; statusHistory?: readonly { milestone?: string | null; at?: Date | string | null }[] | null };

/**
 * The delivery attempt under way, named by when the shipment last went out for delivery; null when it is not out for
 * delivery now (before, after a failed attempt, once delivered or returned).
 */
function attemptUnderWay(booking: AttemptFacts): Date | null {
  if (booking.milestone !== 'out-for-delivery') return null;
  const started = (booking.statusHistory ?? []).filter((entry) => entry.milestone === 'out-for-delivery' && entry.at).at(-1)?.at;
  return started ? new Date(started) : null;
}

const iso = (value: Date) => value.toISOString();

/**
 * POST /driver/positions: a batch of the phone's fixes. Refused (409) when the driver has no job out for delivery: the
 * position is shared only then. The fixes are stored once (a resend adds nothing), then every job out for delivery
 * gets a new estimate, and the first estimate of an attempt that opens within ARRIVING_SOON_MINUTES announces it.
 */
export async function recordPositions(events: EventBus, driverId: string, request: DriverPositionsRequest, now = new Date()): Promise<DriverPositionsResult> {
  const future = Object.fromEntries(request.positions.flatMap((p, i) => (isFutureReading(p.at, now) ? [[`positions.${i}.at`, DRIVER_POSITION_MESSAGES.future]] : [])));
  if (Object.keys(future).length > 0) throw badRequest(Object.values(future)[0]!, future);
  const jobs = await findOutForDeliveryJobs(driverId);
  if (jobs.length === 0) throw conflict(DRIVER_POSITION_MESSAGES.noActiveDelivery);

  const positions = request.positions.map((p) => ({ at: new Date(p.at), lat: p.lat, lng: p.lng, accuracyM: p.accuracyM ?? null, speedKmh: p.speedKmh ?? null }));
  const fresh = await storePositionBatch(driverId, jobs.map((job) => String(job._id)), positions);
  const accepted = fresh.filter(Boolean).length;
  const shipments = await refreshEstimates(events, driverId, jobs, now);
  return { accepted, duplicates: positions.length - accepted, shipments };
}

/**
 * PUT /driver/route: keeps the order the driver set (decision 0116) and estimates their jobs again at once from the
 * positions already shared, so tracking follows the new order without waiting for the next batch.
 */
export async function changeRoute(events: EventBus, driverId: string, request: DriverRouteRequest, now = new Date()): Promise<DriverRoute> {
  const { route, jobs } = await setDriverRoute(driverId, request.stops, now);
  await refreshEstimates(events, driverId, jobs, now);
  return toDriverRoute(route);
}

/** Estimates every job out for delivery from the driver's recent fixes; answers how many it kept. */
async function refreshEstimates(events: EventBus, driverId: string, jobs: readonly BookingRecord[], now: Date): Promise<number> {
  const fixes = await driverFixesSince(driverId, new Date(now.getTime() - ETA_SPEED_WINDOW_MINUTES * MINUTE_MS));
  const newest = fixes.at(-1);
  if (!newest) return 0;
  const located = jobs.flatMap((job) => {
    const attempt = attemptUnderWay(job);
    const at = job.dropoffLocation?.coordinates;
    // A fix older than the attempt says nothing of it (a late batch from before it went out).
    return attempt && at?.lat != null && at.lng != null && newest.at >= attempt.getTime() ? [{ job, attempt, stop: { id: String(job._id), lat: at.lat, lng: at.lng } }] : [];
  });
  // Decision 0116: the stops in the order of the driver's route (proposed, or set by the driver), never guessed here.
  const route = await routeOfJobs(driverId, jobs, newest, now);
  const estimates = estimateArrivals({ now: now.getTime(), fixes, stops: located.map((l) => l.stop), order: route.stops });
  let kept = 0;
  for (const estimate of estimates) {
    const { job, attempt } = located.find((l) => l.stop.id === estimate.id)!;
    const eta = { from: new Date(estimate.from), to: new Date(estimate.to) };
    const saved = await saveEstimate(estimate.id, {
      driverId: job.assignment!.driverId!,
      attempt,
      ...eta,
      position: { lat: newest.lat, lng: newest.lng, at: new Date(newest.at) },
      updatedAt: now,
    });
    if (!saved) continue;
    kept += 1;
    if (estimate.from - now.getTime() <= ARRIVING_SOON_MINUTES * MINUTE_MS && (await claimArrivingAnnouncement(estimate.id, attempt))) {
      await events.publish({ kind: 'shipment-arriving', booking: toBooking(job), eta: { from: iso(eta.from), to: iso(eta.to), updatedAt: iso(now) } });
    }
  }
  return kept;
}

/** Decision 0108: what tracking may show of the live delivery; `maySeePosition` for the owner and the receiver's link. */
export async function liveDeliveryOf(
  booking: AttemptFacts & { _id: unknown },
  maySeePosition: boolean,
): Promise<{ eta: EtaWindow | null; position: LivePosition | null }> {
  const attempt = attemptUnderWay(booking);
  const estimate = attempt ? await findEstimate(String(booking._id), attempt) : null;
  if (!estimate) return { eta: null, position: null };
  return {
    eta: { from: iso(estimate.from), to: iso(estimate.to), updatedAt: iso(estimate.updatedAt) },
    position: maySeePosition ? { lat: estimate.position.lat, lng: estimate.position.lng, at: iso(estimate.position.at) } : null,
  };
}

/** The arrival window of a shipment out for delivery, as last estimated; null before, after, or with no position yet. */
export async function currentEta(bookingId: string): Promise<EtaWindow | null> {
  const booking = await findBookingById(bookingId);
  return booking ? (await liveDeliveryOf(booking, false)).eta : null;
}
