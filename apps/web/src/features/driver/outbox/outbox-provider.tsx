import { isInBand, temperatureBand, type Booking, type DriverPosition, type TemperatureBand } from '@meridian/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { refreshRefusedJob, storeMovedJob } from '../api/driver';
import { refreshDriverRoute, sendDriverRoute, storeDriverRoute } from '../api/driver-route';
import { sendDriverPositions } from '../api/driver-positions';
import { isReadingAnswer, sendShipmentEvent } from '../../../api/shipment-events';
import { useAuth } from '../../../lib/session';
import { createOutbox, type Outbox } from './outbox';
import { routeToSend } from './outbox-logic';
import { createIdbOutboxStorage, type OutboxStorage } from './outbox-storage';
import type { MoveDraft, OutboxEntry } from './outbox-types';

const OutboxContext = createContext<Outbox | null>(null);

/**
 * The last reading's verdict per job, for the warning on the driver's screen (decision 0041): judged on the phone the
 * moment it is recorded (same band rule as the API, so an offline phone warns too), then replaced by the API's answer.
 */
export type ReadingAlert = { celsius: number; band: TemperatureBand; inBand: boolean; confirmed: boolean };
type ReadingAlerts = { alerts: Record<string, ReadingAlert>; note: (bookingId: string, alert: ReadingAlert | null) => void };
const ReadingAlertsContext = createContext<ReadingAlerts>({ alerts: {}, note: () => undefined });

/**
 * The driver area's outbox: loaded at start, and sent again whenever the phone comes back online or the app comes
 * back to the front. Tests hand in a memory storage; the phone keeps it in IndexedDB.
 */
export function OutboxProvider({ storage, children }: { storage?: OutboxStorage; children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  const [alerts, setAlerts] = useState<Record<string, ReadingAlert>>({});
  const note = useCallback((bookingId: string, alert: ReadingAlert | null) => {
    setAlerts((current) => {
      const { [bookingId]: _previous, ...rest } = current;
      return alert ? { ...rest, [bookingId]: alert } : rest;
    });
  }, []);
  const [outbox] = useState(() =>
    createOutbox({
      storage: storage ?? createIdbOutboxStorage(),
      send: (entry) => sendShipmentEvent({ bookingId: entry.bookingId, event: entry.event, idempotencyKey: entry.key }),
      sendPositions: sendDriverPositions,
      sendRoute: sendDriverRoute,
      onRouteSent: (route) => storeDriverRoute(queryClient, route),
      onRouteRejected: () => void refreshDriverRoute(queryClient),
      onSent: (entry, answer) => {
        if (!isReadingAnswer(answer)) {
          storeMovedJob(queryClient, answer);
          return;
        }
        if (answer.band) note(entry.bookingId, { celsius: answer.reading.celsius, band: answer.band, inBand: answer.inBand, confirmed: true });
      },
      // The job changed under the driver (the receiver chose another window, an operator moved it): read it again, so
      // the next tap carries its new version instead of being refused the same way.
      onRejected: (entry) => refreshRefusedJob(queryClient, entry.bookingId),
    }),
  );
  const alertsValue = useMemo(() => ({ alerts, note }), [alerts, note]);

  useEffect(() => {
    if (!userId) return;
    // Another tab may have sent or queued moves meanwhile, so the state is read again before each send.
    const sendWaiting = () => void outbox.load().then(() => outbox.flush(userId));
    const onVisible = () => {
      if (document.visibilityState === 'visible') sendWaiting();
    };
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    window.addEventListener('focus', sendWaiting);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', sendWaiting);
      window.removeEventListener('focus', sendWaiting);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [outbox, userId]);

  return (
    <OutboxContext.Provider value={outbox}>
      <ReadingAlertsContext.Provider value={alertsValue}>{children}</ReadingAlertsContext.Provider>
    </OutboxContext.Provider>
  );
}

function useOutboxInstance(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox must be used inside OutboxProvider');
  return outbox;
}

/** What waits to be sent and what needs the driver's attention, for the signed-in driver only. */
export function useOutbox() {
  const outbox = useOutboxInstance();
  const userId = useAuth().user?._id;
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  return useMemo(
    () => ({
      pending: snapshot.queue.filter((entry) => entry.userId === userId),
      attention: snapshot.attention.filter((item) => item.userId === userId),
      sending: snapshot.sending,
      loaded: snapshot.loaded,
      dismiss: outbox.dismiss,
      sendNow: () => (userId ? outbox.flush(userId) : Promise.resolve()),
    }),
    [snapshot, userId, outbox],
  );
}

/** Writes a move to the outbox first, then tries to send it: a move is never only in memory. */
export function useQueueMove() {
  const outbox = useOutboxInstance();
  const userId = useAuth().user?._id;
  return async (booking: Pick<Booking, '_id' | 'version' | 'trackingNumber'>, draft: MoveDraft): Promise<OutboxEntry> => {
    if (!userId) throw new Error('Sign in to make a move');
    const entry = await outbox.enqueue(draft, booking, userId);
    void outbox.flush(userId);
    return entry;
  };
}

/**
 * Decision 0116: the order of stops waiting on the phone (undefined when none), whether the last one sent was refused,
 * and a way to choose a new one: kept in the outbox first, then sent when the phone is online.
 */
export function useRouteOutbox() {
  const outbox = useOutboxInstance();
  const userId = useAuth().user?._id;
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const choose = useCallback(
    async (stops: readonly string[]) => {
      if (!userId) return;
      await outbox.enqueueRoute(stops, userId);
      void outbox.flush(userId);
    },
    [outbox, userId],
  );
  return { waiting: userId ? routeToSend(snapshot, userId)?.stops : undefined, refused: snapshot.routeRefused, choose };
}

/** Decision 0109: keeps one of the phone's positions in the outbox, then tries to send what waits. */
export function useQueuePosition() {
  const outbox = useOutboxInstance();
  const userId = useAuth().user?._id;
  return useCallback(
    async (position: DriverPosition) => {
      if (!userId) return;
      await outbox.enqueuePosition(position, userId);
      void outbox.flush(userId);
    },
    [outbox, userId],
  );
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** The warning for one job's last reading, a way to record one on the phone, and to put it away. */
export function useReadingAlert(job: Pick<Booking, '_id' | 'isPerishable' | 'tempControlCelsius'>) {
  const { alerts, note } = useContext(ReadingAlertsContext);
  return {
    alert: alerts[job._id] ?? null,
    recordLocally: (celsius: number) => {
      if (!job.isPerishable) return;
      const band = temperatureBand(job.tempControlCelsius);
      note(job._id, { celsius, band, inBand: isInBand(celsius, band), confirmed: false });
    },
    dismiss: () => note(job._id, null),
  };
}
