import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WAIT_BACKSTOP_MS } from './backstop';

// A client's webhook receiver, over real HTTP on a free port. It verifies each delivery as the developer guide tells a
// client to (decision 0057): the HMAC recomputed over "<t>." + the raw body, compared in constant time, and a
// timestamp no older than 5 minutes. No test runner here: the e2e journey and the benchmark use it too.

const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The guide's verification: true only for a signature made with `secret` over exactly these bytes, recently. */
export function verifyWebhookSignature(secret: string, header: string | undefined, rawBody: Buffer | string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type ReceivedWebhook = {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: { id: string; type: string; createdAt: string; data: { booking?: { _id: string; [field: string]: unknown }; [field: string]: unknown } };
  /** Verified with the receiver's current secret. */
  verified: boolean;
  /** Which connection it came over (numbered as they open): a sender that keeps connections reuses numbers. */
  connection: number;
};

/** How the receiver answers the next request: a status, or 'hang' (never answers). */
type Reply = number | 'hang';

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The secret deliveries to `path` (any path, without one) are verified with: the create answer's. */
  setSecret(secret: string, path?: string): void;
  /** Forgets the queued replies (between tests). */
  reset(): void;
  /** The next requests get these answers, in order; after them, 200. */
  replyWith(...replies: Reply[]): void;
  /** Every request to `path` gets this answer, until reset (a receiver that never answers: 'hang'). */
  alwaysReply(path: string, reply: Reply): void;
  waitFor(match: (w: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  let secret = '';
  const secrets = new Map<string, string>();
  const replies: Reply[] = [];
  const fixed = new Map<string, Reply>();
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<{ match: (w: ReceivedWebhook) => boolean; resolve: (w: ReceivedWebhook) => void }>();
  const sockets = new Set<Socket>();
  const connectionOf = new WeakMap<Socket, number>();
  let connectionCount = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = fixed.get(req.url ?? '') ?? replies.shift() ?? 200;
      const raw = Buffer.concat(chunks);
      let body: ReceivedWebhook['body'];
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      const signature = req.headers['meridian-signature'];
      const hook: ReceivedWebhook = { at: Date.now(), path: req.url ?? '', headers: req.headers, raw, body, verified: verifyWebhookSignature(secrets.get(req.url ?? '') ?? secret, typeof signature === 'string' ? signature : undefined, raw), connection: connectionOf.get(req.socket) ?? 0 };
      received.push(hook);
      for (const waiter of waiters) {
        if (waiter.match(hook)) {
          waiters.delete(waiter);
          waiter.resolve(hook);
        }
      }
      if (reply === 'hang') return;
      res.writeHead(reply, { 'Content-Type': 'text/plain' }).end(reply < 300 ? 'ok' : 'no');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    connectionOf.set(socket, (connectionCount += 1));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    setSecret(value, forPath) {
      if (forPath) secrets.set(forPath, value);
      else secret = value;
    },
    reset() {
      replies.length = 0;
      fixed.clear();
    },
    replyWith(...next) {
      replies.push(...next);
    },
    alwaysReply(forPath, reply) {
      fixed.set(forPath, reply);
    },
    waitFor(match, timeoutMs = WAIT_BACKSTOP_MS) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (w: ReceivedWebhook) => {
            clearTimeout(timer);
            resolve(w);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching webhook within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
