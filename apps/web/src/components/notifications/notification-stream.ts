// One live notification stream per tab (Server-Sent Events), shared by every component that asks for it. The
// long-lived token never goes in a URL: the stream opens with a one-minute ticket. EventSource reconnects by
// itself with Last-Event-ID while the ticket lives; after that (the server answers 401, the source closes) we
// trade the token for a fresh ticket and pass the last id we saw, so nothing is lost or repeated. While the
// stream is down the list polls instead.
import type { Envelope, Notification, NotificationList } from '@meridian/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE, apiClient } from '../../lib/api-client';
import { bookingKeys } from '../../api/bookings';
import { mergeNotification, newestSeq, notificationKeys, useNotifications } from './notifications-client';

export type StreamStatus = 'connecting' | 'live' | 'polling';

/** Not in the original app (decision 0016): how often the panel polls while the stream is unavailable. */
const NOTIFICATION_POLL_MS = 20_000;
const MAX_RETRY_MS = 30_000;

async function fetchTicket(): Promise<string> {
  const body = await apiClient.post<Envelope<{ ticket: string; expiresAt: string }>>('/notifications/stream-ticket');
  return body.data.ticket;
}

function streamUrl(ticket: string, lastEventId: number | undefined): string {
  const params = new URLSearchParams({ ticket });
  if (lastEventId !== undefined) params.set('lastEventId', String(lastEventId));
  return `${API_BASE}/notifications/stream?${params.toString()}`;
}

/** What a notification that arrived live changes in the cache: the panel's list, and the bookings it moved. */
function receiveNotification(client: QueryClient, notification: Notification): void {
  const current = client.getQueryData<NotificationList>(notificationKeys.list());
  if (current) client.setQueryData(notificationKeys.list(), mergeNotification(current, notification));
  else void client.invalidateQueries({ queryKey: notificationKeys.all });
  // A shipment moved: the tiles, the progress bars and the detail refetch.
  void client.invalidateQueries({ queryKey: bookingKeys.all });
}

type Stream = { close(): void };

function openNotificationStream(client: QueryClient, startAfter: number, setStatus: (status: StreamStatus) => void): Stream {
  let lastEventId = startAfter;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const retryLater = () => {
    if (closed) return;
    failures += 1;
    setStatus('polling');
    retryTimer = setTimeout(() => void connect(), Math.min(MAX_RETRY_MS, 1000 * 2 ** (failures - 1)));
  };

  async function connect() {
    if (closed) return;
    if (typeof EventSource === 'undefined') return setStatus('polling');
    let ticket: string;
    try {
      ticket = await fetchTicket();
    } catch {
      return retryLater();
    }
    if (closed) return;
    const es = new EventSource(streamUrl(ticket, lastEventId));
    source = es;
    es.onopen = () => {
      failures = 0;
      setStatus('live');
    };
    es.addEventListener('notification', (event) => {
      const message = event as MessageEvent<string>;
      const seq = message.lastEventId === '' ? Number.NaN : Number(message.lastEventId);
      if (Number.isInteger(seq)) {
        if (seq <= lastEventId) return;
        lastEventId = seq;
      }
      receiveNotification(client, JSON.parse(message.data) as Notification);
    });
    es.onerror = () => {
      if (es.readyState === EventSource.CLOSED) {
        // Refused (an expired ticket answers 401) or gone for good: a fresh ticket and the last id we saw.
        es.close();
        source = null;
        retryLater();
      } else {
        // The browser is reconnecting by itself (same ticket, Last-Event-ID); poll until it is back.
        setStatus('polling');
      }
    };
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    },
  };
}

// The tab's one stream, counted by its users; its status is a tiny external store React subscribes to.
let status: StreamStatus = 'connecting';
const listeners = new Set<() => void>();
const setSharedStatus = (next: StreamStatus) => {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
};
let shared: { stream: Stream; users: number } | null = null;

function acquire(client: QueryClient, startAfter: number): () => void {
  if (!shared) shared = { stream: openNotificationStream(client, startAfter, setSharedStatus), users: 0 };
  shared.users += 1;
  return () => {
    if (!shared) return;
    shared.users -= 1;
    if (shared.users === 0) {
      shared.stream.close();
      shared = null;
      setSharedStatus('connecting');
    }
  };
}

function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/**
 * Opens (or joins) the tab's stream once `startAfter` (the newest seq the list already shows) is known, so a
 * notification written between the list's fetch and the stream's start is replayed, not lost.
 */
function useNotificationStream(startAfter: number | undefined): StreamStatus {
  const client = useQueryClient();
  const ready = startAfter !== undefined;
  useEffect(() => {
    if (!ready) return;
    return acquire(client, startAfter);
    // The stream starts from the first known position only; later positions come from the stream itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, ready]);
  return useStreamStatus();
}

/** The bell's data: the list (polling while the stream is down) and the live stream that keeps it current. */
export function useNotificationFeed() {
  const current = useStreamStatus();
  const list = useNotifications({ pollMs: current === 'live' ? false : NOTIFICATION_POLL_MS });
  const streamStatus = useNotificationStream(list.data ? newestSeq(list.data) : undefined);
  return { list, status: streamStatus };
}
