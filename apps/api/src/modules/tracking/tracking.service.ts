import {
  completedSteps,
  DELIVERY_PREFERENCES_MESSAGES,
  deliveryWindowsFor,
  isFinalStatus,
  isOfferedDeliveryWindow,
  sameDeliveryWindow,
  todayCalendarDate,
  type DeliveryWindow,
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
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { existingTrackingNumbers, findByTrackingNumber, setDeliveryPreferences, storedWindow, type TrackedBooking } from '../bookings/bookings.service';
import { liveDeliveryOf } from '../positions/positions.service';
import type { ReceiverTokens } from './receiver-token';

// The module's public surface: what other modules may use of it (docs/architecture.md).
export { findByTrackingNumber } from '../bookings/bookings.service';
// Decision 0112: the receiver's signed link, made by the receiver notices and checked here.
export { receiverTokens, type ReceiverTokens } from './receiver-token';

/** The token a request carries (`?t=`) and the signer that checks it. */
export type ReceiverCredential = { token?: string | undefined; tokens: ReceiverTokens };

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

type Located = { coordinates?: { lat?: number | null; lng?: number | null } | null } | null | undefined;
/** A place's coordinates for the owner's map (decision 0110); an old booking's unplaced address has none. */
function pointOf(location: Located): { lat: number; lng: number } | null {
  const c = location?.coordinates;
  return c?.lat != null && c.lng != null ? { lat: c.lat, lng: c.lng } : null;
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
    shipment.owner = {
      isOwner: true,
      bookingId: String(doc._id),
      driverPhone: assignment?.driverPhone || null,
      route: routeOf(doc),
      emissions: emissionsOf(doc),
      pickup: pointOf(doc.pickupLocation),
      dropoff: pointOf(doc.dropoffLocation),
    };
  }
  return shipment;
}

/**
 * Decision 0108: the live delivery on a tracking answer. The arrival window is anyone's; where the driver is only for a
 * reader who may see it (`maySeePosition`: the booking's owner, the receiver through their signed link). Both null
 * unless the shipment is out for delivery and its driver's phone has been heard.
 */
async function liveDeliveryFor(doc: TrackedBooking, maySeePosition: boolean): Promise<Pick<TrackingShipment, 'eta' | 'position'>> {
  return liveDeliveryOf(doc, maySeePosition);
}

const coordinatesOf = (location: { coordinates?: { lat?: number | null; lng?: number | null } | null } | null | undefined) =>
  location?.coordinates?.lat != null && location.coordinates.lng != null ? { lat: location.coordinates.lat, lng: location.coordinates.lng } : null;

/**
 * Decision 0112: a link signed for this shipment, which is not final yet (the link expires with the delivery, the
 * cancel or the return). Anything else leaves the visitor a stranger.
 */
function isReceiver(doc: TrackedBooking, receiver: ReceiverCredential | undefined): boolean {
  return Boolean(receiver?.token) && !isFinalStatus(doc.status) && receiver!.tokens.verify(receiver!.token!, String(doc._id));
}

/** Until the driver is out for delivery, the receiver may still change the window and the instructions. */
const canChangePreferences = (doc: TrackedBooking) => doc.milestone !== 'out-for-delivery' && !isFinalStatus(doc.status);

/** The windows the receiver may choose among, seen on today's date at Greenwich (any zone's list is accepted back). */
const windowsOffered = (doc: TrackedBooking, now = new Date()): DeliveryWindow[] =>
  deliveryWindowsFor(toCalendarDate(doc.estimatedDeliveryDate), todayCalendarDate(now, 'UTC'));

/** What the receiver's link adds to the public answer: their choices, the offer while it is open, the map's two ends. */
function addReceiverView(shipment: TrackingShipment, doc: TrackedBooking): void {
  const open = canChangePreferences(doc);
  shipment.receiver = {
    deliveryWindow: storedWindow(doc.deliveryWindow),
    instructions: doc.deliveryInstructions || null,
    canChangePreferences: open,
    pickup: coordinatesOf(doc.pickupLocation),
    dropoff: coordinatesOf(doc.dropoffLocation),
  };
  if (open) shipment.deliveryWindows = windowsOffered(doc);
}

/**
 * `temperatureSummary` is the cold-chain's chart summary, handed in by the composition so tracking imports no cold
 * chain; `receiver` is the receiver's link when the request carries one (decision 0112).
 */
export async function trackShipment(
  trackingNumber: string,
  viewerId: string | undefined,
  temperatureSummary?: TemperatureSummaryProvider,
  receiver?: ReceiverCredential,
): Promise<TrackingShipment> {
  const doc = await findByTrackingNumber(trackingNumber);
  if (!doc) throw notFound(TRACKING_NOT_FOUND);
  const shipment = toTrackingShipment(doc, viewerId);
  const receiverView = isReceiver(doc, receiver);
  if (receiverView) addReceiverView(shipment, doc);
  Object.assign(shipment, await liveDeliveryFor(doc, Boolean(shipment.owner) || receiverView));
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

/**
 * Decision 0112: the receiver's window and instructions, through their link. Refused without a link signed for this
 * shipment (401, the same for an unknown number), once the driver is out for delivery (409), and for a window the
 * shipment does not offer (400; the window already chosen may be sent back unchanged).
 */
export async function changeDeliveryPreferences(
  trackingNumber: string,
  receiver: ReceiverCredential,
  preferences: { window?: DeliveryWindow | null | undefined; instructions?: string | undefined },
  temperatureSummary?: TemperatureSummaryProvider,
): Promise<TrackingShipment> {
  // Written on the version read; another write landing in between (a payment, a move) means reading and checking again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const doc = await findByTrackingNumber(trackingNumber);
    if (!doc || !isReceiver(doc, receiver)) throw unauthorized(DELIVERY_PREFERENCES_MESSAGES.tokenInvalid);
    if (!canChangePreferences(doc)) throw conflict(DELIVERY_PREFERENCES_MESSAGES.tooLate);
    const { window } = preferences;
    const current = storedWindow(doc.deliveryWindow);
    if (window && !(current && sameDeliveryWindow(current, window)) && !isOfferedDeliveryWindow(window, toCalendarDate(doc.estimatedDeliveryDate))) {
      throw badRequest(DELIVERY_PREFERENCES_MESSAGES.windowNotOffered, { window: DELIVERY_PREFERENCES_MESSAGES.windowNotOffered });
    }
    if (await setDeliveryPreferences(doc._id, { version: doc.version }, preferences)) return trackShipment(trackingNumber, undefined, temperatureSummary, receiver);
  }
  throw conflict(DELIVERY_PREFERENCES_MESSAGES.busy);
}
