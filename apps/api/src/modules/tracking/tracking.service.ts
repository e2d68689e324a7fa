import {
  completedSteps,
  isFinalStatus,
  milestoneForStatus,
  SAMPLE_TRACKING_NUMBERS,
  STATUS_LABELS,
  TIMELINE_STEPS,
  toCalendarDate,
  TRACKING_NOT_FOUND,
  trackingProgress,
  type BookingStatus,
  type Emissions,
  type Milestone,
  type Route,
  type RouteMethod,
  type TrackingSamples,
  type TrackingShipment,
  type TrackingTemperatureSummary,
} from '@meridian/contracts';
import { notFound } from '../../lib/errors';
import { existingTrackingNumbers, findByTrackingNumber, type TrackedBooking } from '../bookings/bookings.service';

// The module's public surface: what other modules may use of it (docs/architecture.md).
export { findByTrackingNumber } from '../bookings/bookings.service';

type TemperatureSummaryRequest = { bookingId: string; tempControlCelsius: number };
export type TemperatureSummaryProvider = (request: TemperatureSummaryRequest) => Promise<TrackingTemperatureSummary | undefined>;

const iso = (value: Date | string) => new Date(value).toISOString();
const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';

function party(location: { city?: string | null; state?: string | null } | null | undefined, person: { name?: string | null } | null | undefined) {
  const city = location?.city ?? '';
  const state = location?.state ?? '';
  return { city, state, address: [city, state].filter(Boolean).join(', '), contact: firstName(person?.name) };
}

/** The delivery as a stranger may read it: the time, the place the driver recorded, the receiver's first name. */
function deliveryOf(doc: TrackedBooking, deliveredAt: Date | string): TrackingShipment['delivery'] {
  const proof = doc.proofOfDelivery;
  return { at: iso(proof?.deliveredAt ?? deliveredAt), place: proof?.place || null, receivedBy: firstName(proof?.receiverName) };
}

type HistoryEntry = TrackedBooking['statusHistory'][number];
// Entries written before milestones (decision 0019) carry a status only; they stand for the milestone that status implies.
const milestoneOf = (entry: HistoryEntry): Milestone => (entry.milestone as Milestone | undefined) ?? milestoneForStatus(entry.status as BookingStatus);

function routeOf(doc: TrackedBooking): Route | null {
  const r = doc.route;
  if (r?.greatCircleKm == null || r.distanceKm == null || !r.method) return null;
  return { greatCircleKm: r.greatCircleKm, distanceKm: r.distanceKm, method: r.method as RouteMethod, ...(r.via?.from && r.via.to ? { via: { from: r.via.from, to: r.via.to } } : {}) };
}

function emissionsOf(doc: TrackedBooking): Emissions | null {
  const e = doc.emissions;
  if (e?.tonneKm == null || e.intensityWtwG == null || e.co2eWtwKg == null || e.co2eTtwKg == null) return null;
  return { tonneKm: e.tonneKm, intensityWtwG: e.intensityWtwG, co2eWtwKg: e.co2eWtwKg, co2eTtwKg: e.co2eTtwKg, factorId: e.factorId ?? '', method: e.method ?? '' };
}

/** The public answer (the contracts' public shipment shape) built from the booking and its history; `viewerId` adds the owner block. */
function toTrackingShipment(doc: TrackedBooking, viewerId?: string): TrackingShipment {
  const status = doc.status as BookingStatus;
  const milestone = (doc.milestone as Milestone | undefined) ?? milestoneForStatus(status);
  const history = [...(doc.statusHistory ?? [])].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  const reached = history.map(milestoneOf);
  const done = completedSteps(milestone, reached);
  const reachedAt = (step: Milestone) => history.find((entry) => milestoneOf(entry) === step)?.at;
  const newest = history.at(-1)?.at ?? doc.updatedAt;
  const assignment = doc.assignment?.driverId ? doc.assignment : undefined;
  const finished = isFinalStatus(status);

  const shipment: TrackingShipment = {
    id: doc.trackingNumber ?? '',
    status: STATUS_LABELS[status],
    statusCode: status,
    milestone,
    // Delivered, cancelled or returned, there is nothing left to estimate and the shipment is no longer anywhere on the road.
    estimatedDelivery: finished ? null : toCalendarDate(doc.estimatedDeliveryDate),
    progress: trackingProgress(milestone, reached),
    from: party(doc.pickupLocation, doc.pickupPerson),
    to: party(doc.dropoffLocation, doc.receiverPerson),
    driver: assignment ? { name: firstName(assignment.driverName), truck: assignment.vehicleId ?? '' } : null,
    currentLocation: !finished && doc.currentLocation?.place ? { place: doc.currentLocation.place, at: iso(doc.currentLocation.at ?? newest) } : null,
    delivery: status === 'delivered' ? deliveryOf(doc, reachedAt('delivered') ?? newest) : null,
    lastUpdated: iso(newest),
    // Staff notes stay internal: each step keeps its own public description.
    timeline: TIMELINE_STEPS.map((step, index) => {
      const at = reachedAt(step.milestone);
      return { status: step.status, time: at ? iso(at) : null, completed: index < done, description: step.description };
    }),
    isPerishable: Boolean(doc.isPerishable),
    hasProofOfDelivery: Boolean(doc.proofOfDelivery?.receiverName),
  };
  // Decision 0055: every member of the booking's organization is its owner here; `viewerId` is their organization.
  if (viewerId && viewerId === String(doc.organizationId ?? doc.createdBy)) {
    shipment.owner = { isOwner: true, bookingId: String(doc._id), driverPhone: assignment?.driverPhone || null, route: routeOf(doc), emissions: emissionsOf(doc) };
  }
  return shipment;
}

/** `temperatureSummary` is the cold-chain's chart summary, handed in by the composition so tracking imports no cold chain. */
export async function trackShipment(trackingNumber: string, viewerId: string | undefined, temperatureSummary?: TemperatureSummaryProvider): Promise<TrackingShipment> {
  const doc = await findByTrackingNumber(trackingNumber);
  if (!doc) throw notFound(TRACKING_NOT_FOUND);
  const shipment = toTrackingShipment(doc, viewerId);
  if (shipment.isPerishable && temperatureSummary) {
    const temperature = await temperatureSummary({ bookingId: String(doc._id), tempControlCelsius: doc.tempControlCelsius ?? 0 });
    if (temperature) shipment.temperature = temperature;
  }
  return shipment;
}

/** Decision 0044: the sample numbers that this database holds (all three where demo data is seeded, else none). */
export async function seededSamples(): Promise<TrackingSamples> {
  const present = new Set(await existingTrackingNumbers(SAMPLE_TRACKING_NUMBERS));
  return { samples: SAMPLE_TRACKING_NUMBERS.filter((n) => present.has(n)) };
}
