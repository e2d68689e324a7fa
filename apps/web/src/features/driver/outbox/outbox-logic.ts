// The outbox's rules as plain functions over its state, so ordering, keys, version chaining and removal are tested
// without a browser database or a network.
import {
  MAX_POSITION_BATCH,
  formatTrackingNumber,
  MILESTONE_STATUS,
  nextMilestone,
  SHIPMENT_EVENT_LABELS,
  type Booking,
} from '@meridian/contracts';
import type { DriverPosition } from '@meridian/contracts';
import type { AttentionItem, DriverEventType, FailureVerdict, MoveDraft, OutboxEntry, OutboxState, QueuedRoute } from './outbox-types';

/** Readings append to the temperature log and move nothing: they neither carry nor bump the version. */
function bumpsVersion(type: DriverEventType): boolean {
  return type !== 'reading';
}

/**
 * The version a new move must carry: the booking's version as the driver last saw it, or, when moves for the job
 * are still queued, the last queued move's version + 1 (the server bumps it by one for each move it accepts).
 */
export function versionForNextMove(queue: readonly OutboxEntry[], bookingId: string, seenVersion: number): number {
  const last = queue.findLast((entry) => entry.bookingId === bookingId && entry.event.version !== undefined && bumpsVersion(entry.event.type));
  return last?.event.version !== undefined ? last.event.version + 1 : seenVersion;
}

export interface EnqueueInput {
  draft: MoveDraft;
  booking: Pick<Booking, '_id' | 'version' | 'trackingNumber'>;
  userId: string;
  key: string;
  now: Date;
}

/** Appends a move at the end of the queue with its own key and the version the driver saw. */
export function enqueueMove(state: OutboxState, { draft, booking, userId, key, now }: EnqueueInput): { state: OutboxState; entry: OutboxEntry } {
  if (state.queue.some((entry) => entry.key === key)) throw new Error('An outbox key is used once');
  const event = (
    bumpsVersion(draft.type) ? { ...draft, version: versionForNextMove(state.queue, booking._id, booking.version) } : { ...draft }
  ) as OutboxEntry['event'];
  const entry: OutboxEntry = { key, userId, bookingId: booking._id, trackingNumber: booking.trackingNumber, queuedAt: now.toISOString(), event };
  return { state: { ...state, queue: [...state.queue, entry] }, entry };
}

/** The next move to send for this driver: the oldest one, so moves reach the server in the order they were made. */
export function nextToSend(state: OutboxState, userId: string): OutboxEntry | undefined {
  return state.queue.find((entry) => entry.userId === userId);
}

/** The server accepted the move (or answered a replay of it): it leaves the queue. */
export function removeSent(state: OutboxState, key: string): OutboxState {
  return { ...state, queue: state.queue.filter((entry) => entry.key !== key) };
}

/** The server refused the move: it leaves the queue and the driver is told why, once. */
export function removeRejected(state: OutboxState, key: string, message: string, now: Date): OutboxState {
  const entry = state.queue.find((item) => item.key === key);
  if (!entry) return state;
  const item: AttentionItem = {
    key,
    userId: entry.userId,
    bookingId: entry.bookingId,
    trackingNumber: entry.trackingNumber,
    type: entry.event.type,
    message,
    at: now.toISOString(),
  };
  return { ...state, queue: state.queue.filter((other) => other.key !== key), attention: [...state.attention, item] };
}

export function dismissAttention(state: OutboxState, key: string): OutboxState {
  return { ...state, attention: state.attention.filter((item) => item.key !== key) };
}

export interface SendFailure {
  status: number;
  isNetworkError?: boolean;
  aborted?: boolean;
}

/**
 * No answer (offline, timeout), a signed-out session or a server in trouble: the move stays and is retried with the
 * same key. Any other refusal (409 illegal or stale, 400, 403, 404) will not change by resending: drop it, tell the driver.
 */
export function failureVerdict({ status, isNetworkError, aborted }: SendFailure): FailureVerdict {
  if (isNetworkError || aborted || status === 0) return 'retry';
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'reject';
}

/** The job as it will be once its queued moves are sent, so the screen follows the driver's taps while offline. */
export function applyPending(booking: Booking, queue: readonly OutboxEntry[]): Booking {
  return queue
    .filter((entry) => entry.bookingId === booking._id)
    .reduce<Booking>((job, { event, queuedAt }) => {
      if (!bumpsVersion(event.type)) return job;
      const failedAttempts = job.deliveryAttempts?.length ?? 0;
      const milestone = nextMilestone({ status: job.status, milestone: job.milestone, hasDriver: true, failedAttempts }, event.type) ?? job.milestone;
      const location = 'location' in event ? event.location : undefined;
      // Decision 0108: a queued failed attempt counts at once, so the screen (and the next attempt) see it offline too.
      const attempts =
        event.type === 'delivery-failed'
          ? [...(job.deliveryAttempts ?? []), { at: queuedAt, reason: event.reason, ...(event.note ? { note: event.note } : {}), hasPhoto: Boolean(event.photo), ...(location ? { place: location.place } : {}) }]
          : job.deliveryAttempts;
      return {
        ...job,
        ...(attempts ? { deliveryAttempts: attempts } : {}),
        milestone,
        status: MILESTONE_STATUS[milestone],
        version: (event.version ?? job.version) + 1,
        currentLocation: location ? { place: location.place, at: queuedAt, coordinates: location.coordinates } : job.currentLocation,
      };
    }, booking);
}

/** "Picked up · MX-4F7K2-P9QZ8T", "Temperature reading 5.5 °C · ..." */
export function describeMove(type: DriverEventType, trackingNumber: string, celsius?: number): string {
  const label = type === 'reading' && celsius !== undefined ? `${SHIPMENT_EVENT_LABELS.reading} ${celsius} °C` : SHIPMENT_EVENT_LABELS[type];
  return `${label} · ${formatTrackingNumber(trackingNumber)}`;
}

export function describeEntry(entry: OutboxEntry): string {
  return describeMove(entry.event.type, entry.trackingNumber, entry.event.type === 'reading' ? entry.event.celsius : undefined);
}

/** "1 update waiting to be sent", "2 updates waiting to be sent". */
export function waitingText(count: number): string {
  return `${count} ${count === 1 ? 'update' : 'updates'} waiting to be sent`;
}

/** A day offline at one position every 30 s; older positions give way to newer ones beyond it. */
export const MAX_QUEUED_POSITIONS = 2880;

/** Keeps a position to send with the next batch (decision 0109). */
export function queuePosition(state: OutboxState, userId: string, position: DriverPosition): OutboxState {
  return { ...state, positions: [...state.positions, { userId, position }].slice(-MAX_QUEUED_POSITIONS) };
}

/** The driver's oldest waiting positions, as many as one batch takes. */
export function positionsToSend(state: OutboxState, userId: string): DriverPosition[] {
  return state.positions.filter((queued) => queued.userId === userId).slice(0, MAX_POSITION_BATCH).map((queued) => queued.position);
}

/**
 * A batch left: sent, or refused for good (no job out for delivery any more, a bad fix). Either way it goes; a refused
 * position is not the driver's to act on, so no attention item.
 */
export function removePositions(state: OutboxState, userId: string, sent: readonly DriverPosition[]): OutboxState {
  const times = new Set(sent.map((p) => p.at));
  return { ...state, positions: state.positions.filter((queued) => queued.userId !== userId || !times.has(queued.position.at)) };
}

/** The driver's newest order of stops replaces any older one still waiting: the server only needs the last. */
export function queueRoute(state: OutboxState, userId: string, stops: readonly string[], now: Date): OutboxState {
  return { ...state, routes: [...state.routes.filter((route) => route.userId !== userId), { userId, stops: [...stops], queuedAt: now.toISOString() }] };
}

export function routeToSend(state: OutboxState, userId: string): QueuedRoute | undefined {
  return state.routes.find((route) => route.userId === userId);
}

/** The order left (sent, or refused for good); a newer one the driver chose while it was on its way stays. */
export function removeRoute(state: OutboxState, sent: QueuedRoute): OutboxState {
  return { ...state, routes: state.routes.filter((route) => route.userId !== sent.userId || route.queuedAt !== sent.queuedAt) };
}
