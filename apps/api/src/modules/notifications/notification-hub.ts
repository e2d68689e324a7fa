import type { NotificationDoc } from './notifications.model';
import { latestSeq, listAfterSeq, listForReplay } from './notifications.repository';

// Decision 0016: each API process holds its own open streams and runs ONE poller over the notifications' seq
// index while it has any; what must survive (the notifications, the seq counter) lives in MongoDB only.

/** `retryMs`: the reconnection delay to hand the client before the stream ends (a shutdown sends it elsewhere). */
export type StreamSink = { write(doc: NotificationDoc): void; close(hint?: { retryMs: number }): void };

type Client = { userId: string; lastSent: number; pending: NotificationDoc[] | null; sink: StreamSink };

export type HubOptions = {
  /** How often the poller reads (the brief: 250-500 ms). */
  intervalMs?: number;
  /** How long a hole in the seq line may hold later notifications back before it is given up as never coming. */
  gapGraceMs?: number;
  batchSize?: number;
  onError?: (error: unknown) => void;
};

export type NotificationHub = ReturnType<typeof createNotificationHub>;

export function createNotificationHub({ intervalMs = 250, gapGraceMs = 5_000, batchSize = 1000, onError = () => undefined }: HubOptions = {}) {
  const byUser = new Map<string, Set<Client>>();
  let clients = 0;
  // Everything with seq <= highWater has been handed to the local streams (or was there before they opened).
  let highWater = 0;
  let starting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let polling = false;
  let gapSince: number | null = null;

  function deliver(doc: NotificationDoc) {
    for (const client of byUser.get(String(doc.userId)) ?? []) {
      if (client.pending) client.pending.push(doc);
      else send(client, doc);
    }
  }

  function send(client: Client, doc: NotificationDoc) {
    // Strictly increasing per stream: a reconnect's Last-Event-ID then names exactly what was seen.
    if (doc.seq <= client.lastSent) return;
    client.lastSent = doc.seq;
    if (!doc.dismissed) client.sink.write(doc);
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      for (;;) {
        const docs = await listAfterSeq(highWater, batchSize);
        let stoppedAtGap = false;
        for (const doc of docs) {
          // Another process reserved a lower seq and has not written it yet: hold back until it lands, so no
          // stream ever sends ids out of order (which would make a resume repeat or skip one).
          if (doc.seq !== highWater + 1) {
            gapSince ??= Date.now();
            if (Date.now() - gapSince < gapGraceMs) {
              stoppedAtGap = true;
              break;
            }
          }
          gapSince = null;
          deliver(doc);
          highWater = doc.seq;
        }
        if (stoppedAtGap || docs.length < batchSize || clients === 0) break;
      }
    } catch (error) {
      onError(error);
    } finally {
      polling = false;
    }
  }

  async function ensureStarted() {
    if (timer) return;
    starting ??= (async () => {
      // From idle the mark restarts at the newest notification: streams that need older ones ask by Last-Event-ID.
      highWater = await latestSeq();
      gapSince = null;
      timer = setInterval(() => void poll(), intervalMs);
      timer.unref();
    })().finally(() => {
      starting = null;
    });
    await starting;
  }

  function stopPoller() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  function remove(client: Client) {
    const set = byUser.get(client.userId);
    if (!set?.delete(client)) return;
    clients -= 1;
    if (set.size === 0) byUser.delete(client.userId);
    if (clients === 0) stopPoller();
  }

  /**
   * Opens one stream for a user. With lastEventId it first replays that user's notifications after it, up to the
   * poller's mark, while live ones arriving meanwhile wait in `pending`; then it flushes those, skipping any the
   * replay already sent. Returns the detach function.
   */
  async function attach(userId: string, lastEventId: number | undefined, sink: StreamSink): Promise<() => void> {
    await ensureStarted();
    const upTo = highWater;
    const client: Client = { userId, lastSent: lastEventId ?? upTo, pending: [], sink };
    if (!byUser.has(userId)) byUser.set(userId, new Set());
    byUser.get(userId)?.add(client);
    clients += 1;
    const detach = () => remove(client);
    try {
      if (lastEventId !== undefined && lastEventId < upTo) {
        for (const doc of await listForReplay(userId, lastEventId, upTo)) send(client, doc);
      }
    } catch (error) {
      detach();
      throw error;
    }
    const pending = client.pending ?? [];
    client.pending = null;
    for (const doc of pending) send(client, doc);
    return detach;
  }

  /** Graceful stop: every open stream is ended so the HTTP server can close. */
  function closeAll(hint?: { retryMs: number }) {
    stopPoller();
    for (const set of byUser.values()) for (const client of set) client.sink.close(hint);
    byUser.clear();
    clients = 0;
  }

  return { attach, closeAll, poll, openStreams: () => clients, highWater: () => highWater };
}
