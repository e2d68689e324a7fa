// An open-loop load at a steady rate: one request every 1000/rate ms, sent when it is due whatever the earlier ones
// are doing, its latency counted from that moment (so time spent waiting for a free connection counts too).
// autocannon's `overallRate` is not steady: each connection sends its whole quota for the second back to back as the
// second starts, then waits, so two loads started together (telemetry and the list) collide at every second's start
// and the list's tail measures that collision instead of the load.
import { Agent, request } from 'node:http';

export type PacedRequest = { method?: string; headers: Record<string, string>; body?: string };
export type PacedResult = { sent: number; perSecond: number; p50: number; p99: number; non2xx: number; errors: number; /** Every latency, ascending (to pool runs). */ latencies: number[] };

export type PacedLoad = {
  url: string;
  /** Requests per second. */
  rate: number;
  /** Seconds. */
  duration: number;
  /** Connections kept open; a request due while all are busy waits for one. */
  connections: number;
  next: () => PacedRequest;
};

/** The value at quantile q of ascending values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function pacedLoad({ url, rate, duration, connections, next }: PacedLoad): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const total = Math.max(1, Math.round(rate * duration));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let settled = 0;
  const startedAt = performance.now();

  return new Promise((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({ sent: total, perSecond: latencies.length / duration, p50: Math.round(quantile(latencies, 0.5)), p99: Math.round(quantile(latencies, 0.99)), non2xx, errors, latencies });
    };
    const send = (due: number) => {
      const { method = 'GET', headers, body } = next();
      const req = request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode === undefined || res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
          settle();
        });
      });
      req.on('error', () => {
        errors += 1;
        settle();
      });
      req.end(body);
    };
    for (let i = 0; i < total; i += 1) {
      const due = startedAt + i * interval;
      setTimeout(() => send(due), Math.max(0, due - performance.now()));
    }
  });
}
