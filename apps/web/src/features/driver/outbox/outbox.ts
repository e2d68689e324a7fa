import type { Booking, DriverPosition, DriverRoute, RecordedReadingAnswer } from '@meridian/contracts';
import { ApiError } from '../../../lib/api-client';
import {
  dismissAttention,
  enqueueMove,
  failureVerdict,
  nextToSend,
  positionsToSend,
  queuePosition,
  queueRoute,
  removePositions,
  removeRejected,
  removeRoute,
  removeSent,
  routeToSend,
  type SendFailure,
} from './outbox-logic';
import type { OutboxStorage } from './outbox-storage';
import { EMPTY_OUTBOX, type MoveDraft, type OutboxEntry, type OutboxState } from './outbox-types';

export interface OutboxSnapshot extends OutboxState {
  loaded: boolean;
  sending: boolean;
  /** The last order of stops sent was refused (this session only): the screen says so until the next one. */
  routeRefused: boolean;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  /** A move answers the moved booking; a reading answers whether it was in band (decision 0041). */
  send: (entry: OutboxEntry) => Promise<Booking | RecordedReadingAnswer>;
  onSent?: (entry: OutboxEntry, answer: Booking | RecordedReadingAnswer) => void;
  /** A move refused for good (409 stale or illegal, 400, 403, 404): what the screen shows of its job is out of date. */
  onRejected?: (entry: OutboxEntry) => void;
  /** Decision 0109: a batch of the phone's positions; without it, positions are kept but not sent. */
  sendPositions?: (positions: DriverPosition[]) => Promise<unknown>;
  /** Decision 0116: the driver's order of stops; without it, an order is kept but not sent. */
  sendRoute?: (stops: string[]) => Promise<DriverRoute>;
  onRouteSent?: (route: DriverRoute) => void;
  /** The order was refused for good (its stops no longer the jobs out for delivery): the screen reads the route again. */
  onRouteRejected?: () => void;
  isOnline?: () => boolean;
  newKey?: () => string;
  now?: () => Date;
  /** Runs a drain alone across the phone's tabs (Web Locks), so two tabs never send one move at the same time. */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

export type Outbox = ReturnType<typeof createOutbox>;

function failureOf(error: unknown): SendFailure & { message: string } {
  if (error instanceof ApiError) return { status: error.status, isNetworkError: error.isNetworkError, message: error.message };
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) return { status: 0, aborted: true, message: error.message };
  // Anything unexpected keeps the move: losing a delivery is worse than trying it again.
  return { status: 0, isNetworkError: true, message: String(error) };
}

function browserExclusive<T>(run: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('meridian-driver-outbox', run) as Promise<T>) : run();
}

/**
 * The phone's outbox: every move is written here first, then sent oldest first, one at a time, each with the key it
 * was given when queued. A move leaves the queue when the server accepts it (or answers a replay of it) or refuses
 * it for good; without an answer it stays, and the next `flush` (back online, app start, focus) tries it again.
 */
export function createOutbox({
  storage,
  send,
  onSent,
  onRejected,
  sendPositions,
  sendRoute,
  onRouteSent,
  onRouteRejected,
  isOnline = () => navigator.onLine,
  newKey = () => crypto.randomUUID(),
  now = () => new Date(),
  exclusive = browserExclusive,
}: OutboxOptions) {
  let snapshot: OutboxSnapshot = { ...EMPTY_OUTBOX, loaded: false, sending: false, routeRefused: false };
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let again = false;

  function publish(next: Partial<OutboxSnapshot>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  }

  async function change(edit: (state: OutboxState) => OutboxState) {
    const state = await storage.update(edit);
    publish(state);
    return state;
  }

  async function drain(userId: string) {
    for (;;) {
      if (!isOnline()) return;
      const state = await storage.read();
      publish(state);
      const entry = nextToSend(state, userId);
      if (!entry) break;
      try {
        const answer = await send(entry);
        await change((current) => removeSent(current, entry.key));
        onSent?.(entry, answer);
      } catch (error) {
        const failure = failureOf(error);
        // Order matters: a later move of the same job was chained on this one, so nothing overtakes a move that waits.
        if (failureVerdict(failure) === 'retry') return;
        await change((current) => removeRejected(current, entry.key, failure.message, now()));
        onRejected?.(entry);
      }
    }
    // The moves first: a job delivered offline leaves the route before the order is sent.
    await drainRoute(userId);
    await drainPositions(userId);
  }

  async function drainRoute(userId: string) {
    if (!sendRoute || !isOnline()) return;
    const route = routeToSend(await storage.read(), userId);
    if (!route) return;
    try {
      const saved = await sendRoute(route.stops);
      await change((current) => removeRoute(current, route));
      onRouteSent?.(saved);
    } catch (error) {
      if (failureVerdict(failureOf(error)) === 'retry') return;
      await change((current) => removeRoute(current, route));
      publish({ routeRefused: true });
      onRouteRejected?.();
    }
  }

  /** After the moves, the positions in batches, oldest first; a batch refused for good is dropped (decision 0109). */
  async function drainPositions(userId: string) {
    if (!sendPositions) return;
    for (;;) {
      if (!isOnline()) return;
      const batch = positionsToSend(await storage.read(), userId);
      if (batch.length === 0) return;
      try {
        await sendPositions(batch);
      } catch (error) {
        if (failureVerdict(failureOf(error)) === 'retry') return;
      }
      await change((current) => removePositions(current, userId, batch));
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    async load() {
      const state = await storage.read();
      publish({ ...state, loaded: true });
    },

    async enqueue(draft: MoveDraft, booking: Pick<Booking, '_id' | 'version' | 'trackingNumber'>, userId: string): Promise<OutboxEntry> {
      const key = newKey();
      let queued: OutboxEntry | undefined;
      await change((state) => {
        const result = enqueueMove(state, { draft, booking, userId, key, now: now() });
        queued = result.entry;
        return result.state;
      });
      return queued!;
    },

    /** Keeps a position of the phone's, to go with the next batch. */
    async enqueuePosition(position: DriverPosition, userId: string): Promise<void> {
      await change((state) => queuePosition(state, userId, position));
    },

    /** Keeps the driver's newest order of stops, to be sent after the moves that wait. */
    async enqueueRoute(stops: readonly string[], userId: string): Promise<void> {
      publish({ routeRefused: false });
      await change((state) => queueRoute(state, userId, stops, now()));
    },

    dismiss: (key: string) => change((state) => dismissAttention(state, key)).then(() => undefined),

    /** Sends what waits for this driver; a call while a drain runs makes it look once more before it ends. */
    flush(userId: string): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      publish({ sending: true });
      running = (async () => {
        try {
          do {
            again = false;
            await exclusive(() => drain(userId));
          } while (again && isOnline());
        } finally {
          running = null;
          publish({ sending: false });
        }
      })();
      return running;
    },
  };
}
