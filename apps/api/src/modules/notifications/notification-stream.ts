import { STREAM_RETRY_MS } from '@meridian/contracts';
import type { Request, Response } from 'express';
import type { NotificationHub } from './notification-hub';
import type { NotificationDoc } from './notifications.model';
import { toNotification } from './notifications.service';

const HEARTBEAT_MS = 15_000;

/**
 * Serves one Server-Sent Events stream: `id: <seq>`, `event: notification`, the notification as JSON. Comment
 * heartbeats keep proxies and load balancers from timing the connection out.
 */
export async function serveNotificationStream(req: Request, res: Response, hub: NotificationHub, userId: string, lastEventId: number | undefined) {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: the compression middleware (and any proxy that honours it) leaves the stream unbuffered.
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // nginx would otherwise buffer the response until it is complete, which for a stream is never.
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  res.write(`retry: ${STREAM_RETRY_MS}\n\n`);

  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    detach?.();
    res.end();
  };
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let detach: (() => void) | undefined;
  req.on('close', end);

  const sink = {
    write: (doc: NotificationDoc) => {
      if (!closed) res.write(`id: ${doc.seq}\nevent: notification\ndata: ${JSON.stringify(toNotification(doc))}\n\n`);
    },
    close: (hint?: { retryMs: number }) => {
      // A shutting-down process tells EventSource to come back soon; the load balancer sends it elsewhere (decision 0033).
      if (hint && !closed) res.write(`retry: ${hint.retryMs}\n: server shutting down, reconnect\n\n`);
      end();
    },
  };
  try {
    detach = await hub.attach(userId, lastEventId, sink);
  } catch {
    // The headers are sent, so the error handler cannot answer; ending lets EventSource retry after `retry:`.
    end();
    return;
  }
  if (closed) detach();
}
