import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The load balancer in front of the test cluster (decisions 0031, 0033). Round-robin over the backends whose /readyz answers 200
// (checked every `healthEveryMs`, as nginx or a cloud balancer does), one upstream connection per request. A request
// is sent again to another backend only when its connection was refused or never opened: a request that reached a
// backend is never repeated, whatever happens to it there.

export type Backend = { name: string; host: string; port: number };

type ProxyStats = { forwarded: Record<string, number>; refusedRetries: number; upstreamErrors: number };

export type RoundRobinProxy = {
  url: string;
  stats: ProxyStats;
  /** The backends whose last health check answered 200. */
  ready(): string[];
  close(): Promise<void>;
};

const UPSTREAM_HEADER = 'x-upstream';
const GIVE_UP_AFTER_MS = 15_000;

export async function startRoundRobinProxy(backends: Backend[], { healthEveryMs = 100 } = {}): Promise<RoundRobinProxy> {
  const readiness = new Map<string, boolean>(backends.map((b) => [b.name, true]));
  const stats: ProxyStats = { forwarded: Object.fromEntries(backends.map((b) => [b.name, 0])), refusedRetries: 0, upstreamErrors: 0 };
  let turn = 0;

  const checkHealth = (backend: Backend) =>
    new Promise<void>((resolve) => {
      const probe = http.get({ host: backend.host, port: backend.port, path: '/readyz', agent: false, timeout: 2_000 }, (res) => {
        readiness.set(backend.name, res.statusCode === 200);
        res.resume();
        resolve();
      });
      probe.on('timeout', () => probe.destroy());
      probe.on('error', () => {
        readiness.set(backend.name, false);
        resolve();
      });
    });
  let checking = false;
  const healthTimer = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(backends.map(checkHealth)).finally(() => (checking = false));
  }, healthEveryMs);

  function pick(exclude: Set<string>): Backend {
    const candidates = backends.filter((b) => readiness.get(b.name) && !exclude.has(b.name));
    const pool = candidates.length > 0 ? candidates : backends.filter((b) => !exclude.has(b.name));
    const from = pool.length > 0 ? pool : backends;
    turn += 1;
    return from[turn % from.length] as Backend;
  }

  async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const startedAt = Date.now();
    let refusedBy = new Set<string>();
    for (;;) {
      const backend = pick(refusedBy);
      const outcome = await sendOnce(backend, req, res, body);
      if (outcome !== 'refused') return;
      stats.refusedRetries += 1;
      refusedBy.add(backend.name);
      readiness.set(backend.name, false);
      if (Date.now() - startedAt > GIVE_UP_AFTER_MS) {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, message: 'No backend is reachable', msg: 'No backend is reachable' }));
        return;
      }
      if (refusedBy.size >= backends.length) {
        refusedBy = new Set();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  function sendOnce(backend: Backend, req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<'done' | 'refused'> {
    return new Promise((resolve) => {
      let connected = false;
      const upstream = http.request(
        { host: backend.host, port: backend.port, method: req.method, path: req.url, headers: { ...req.headers, host: `${backend.host}:${backend.port}`, connection: 'close' }, agent: false },
        (upRes) => {
          stats.forwarded[backend.name] = (stats.forwarded[backend.name] ?? 0) + 1;
          const headers = { ...upRes.headers, [UPSTREAM_HEADER]: backend.name };
          delete headers.connection;
          res.writeHead(upRes.statusCode ?? 502, headers);
          res.flushHeaders();
          upRes.on('data', (chunk: Buffer) => res.write(chunk));
          upRes.on('error', () => undefined);
          upRes.on('close', () => {
            if (upRes.complete) res.end();
            else {
              // The backend died mid-answer: a stream just ends (EventSource reconnects); any other answer fails.
              stats.upstreamErrors += 1;
              if (isEventStream(upRes)) res.end();
              else res.destroy();
            }
            resolve('done');
          });
        },
      );
      upstream.on('socket', (socket) => socket.once('connect', () => (connected = true)));
      upstream.on('error', () => {
        if (!connected) return resolve('refused');
        if (res.headersSent) return resolve('done');
        stats.upstreamErrors += 1;
        res.writeHead(502, { 'content-type': 'application/json', [UPSTREAM_HEADER]: backend.name });
        res.end(JSON.stringify({ error: true, message: 'Bad gateway', msg: 'Bad gateway' }));
        resolve('done');
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.end(body);
    });
  }

  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void forward(req, res, Buffer.concat(chunks)));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await Promise.all(backends.map(checkHealth));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    ready: () => backends.filter((b) => readiness.get(b.name)).map((b) => b.name),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(healthTimer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isEventStream(res: IncomingMessage): boolean {
  return String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
}

export function upstreamOf(headers: Headers | Record<string, unknown>): string {
  return headers instanceof Headers ? (headers.get(UPSTREAM_HEADER) ?? '') : String(headers[UPSTREAM_HEADER] ?? '');
}
