import type { Notification } from '@meridian/contracts';

// A client that behaves like the browser's EventSource where the scale tests need it: it parses
// text/event-stream, honours `retry:`, and when the stream ends it reconnects to the same URL with the last id it saw
// in Last-Event-ID. Each connection is recorded with the upstream that served it (the test proxy's x-upstream).

type SseBlock = { id?: string; event?: string; data?: string; retry?: string; comment?: string };
type ReceivedNotification = Notification & { seq: number };

export type ReconnectingStream = {
  notifications: ReceivedNotification[];
  /** One entry per connection that answered 200: which backend served it, and the Last-Event-ID it sent. */
  connections: { upstream: string; lastEventId: string | undefined }[];
  comments: string[];
  waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void>;
  close(): Promise<void>;
};

export function openReconnectingStream(url: string, { upstreamHeader = 'x-upstream', initialRetryMs = 3000 } = {}): ReconnectingStream {
  const notifications: ReceivedNotification[] = [];
  const connections: ReconnectingStream['connections'] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let lastEventId: string | undefined;
  let retryMs = initialRetryMs;
  let closed = false;
  let controller = new AbortController();

  const dispatch = (block: SseBlock) => {
    if (block.retry !== undefined && /^\d+$/.test(block.retry)) retryMs = Number(block.retry);
    if (block.comment !== undefined) comments.push(block.comment);
    if (block.id !== undefined) lastEventId = block.id;
    if (block.event === 'notification' && block.data !== undefined) {
      notifications.push({ ...(JSON.parse(block.data) as Notification), seq: Number(block.id) });
    }
    wake();
  };

  async function connectOnce() {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const response = await fetch(url, { headers, signal: controller.signal });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return;
    }
    connections.push({ upstream: response.headers.get(upstreamHeader) ?? '', lastEventId: headers['last-event-id'] });
    wake();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block: SseBlock = {};
        for (const line of buffer.slice(0, cut).split('\n')) {
          if (line.startsWith(':')) block.comment = line.slice(1).trim();
          else {
            const at = line.indexOf(':');
            const field = at < 0 ? line : line.slice(0, at);
            (block as Record<string, string>)[field] = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
          }
        }
        buffer = buffer.slice(cut + 2);
        dispatch(block);
      }
    }
  }

  const loop = (async () => {
    while (!closed) {
      try {
        await connectOnce();
      } catch {
        // A reset connection is what EventSource sees when a server dies: wait `retry` and reconnect.
      }
      if (closed) break;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    notifications,
    connections,
    comments,
    async waitFor(predicate, timeoutMs, what) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, Math.min(left, 250));
          waiters.add(done);
        });
      }
    },
    async close() {
      closed = true;
      controller.abort();
      controller = new AbortController();
      await loop;
    },
  };
}
