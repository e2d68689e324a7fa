import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Cluster } from './cluster';
import { bookingPayload } from './app';
import { until } from './backstop';

// Decision 0033: steady load through the cluster's proxy (a customer's list and new bookings, each with its own
// Idempotency-Key) while every API process in turn is sent SIGTERM and started again.

export type RollingRestartResult = {
  requests: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  rps: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  createdBookingIds: string[];
  exitCodes: (number | null)[];
  durationSeconds: number;
  proxyRetries: number;
  proxyUpstreamErrors: number;
};


export async function rollingRestartUnderLoad(cluster: Cluster, tokens: string[], { connections = 4, settleResponses = 20 } = {}): Promise<RollingRestartResult> {
  const createdBookingIds: string[] = [];
  let responses = 0;
  let nextToken = 0;
  const auth = () => ({ authorization: `Bearer ${tokens[nextToken++ % tokens.length]}` });
  const startedAt = Date.now();
  const proxyBefore = { ...cluster.proxy.stats };
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: cluster.proxy.url,
      connections,
      // An upper bound only: the run is stopped once the restarts are over.
      duration: 300,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          path: '/api/v1/bookings?limit=10',
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...auth() } }),
        },
        {
          method: 'POST',
          path: '/api/v1/bookings',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...auth(), 'content-type': 'application/json', 'idempotency-key': `rolling-${randomUUID()}` },
            body: JSON.stringify(bookingPayload()),
          }),
          onResponse: (status, body) => {
            if (status === 201) createdBookingIds.push((JSON.parse(body) as { data: { _id: string } }).data._id);
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', () => {
    responses += 1;
  });

  const exitCodes: (number | null)[] = [];
  try {
    await until(() => responses, (count) => count >= settleResponses, 'the load to start');
    for (let index = 0; index < cluster.processes.length; index += 1) {
      const name = cluster.processes[index]?.name ?? '';
      exitCodes.push(await cluster.stopProcess(index, 'SIGTERM'));
      await cluster.startProcess(index);
      await until(() => cluster.proxy.ready(), (ready) => ready.includes(name), `${name} to be ready again`);
      const seen = responses;
      // Each restarted process takes traffic before the next one goes down.
      await until(() => responses, (count) => count >= seen + settleResponses, 'traffic after the restart');
    }
  } finally {
    instance.stop();
  }
  const result = await done;
  return {
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: Math.round(result.requests.average),
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    createdBookingIds,
    exitCodes,
    durationSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
    proxyRetries: cluster.proxy.stats.refusedRetries - proxyBefore.refusedRetries,
    proxyUpstreamErrors: cluster.proxy.stats.upstreamErrors - proxyBefore.upstreamErrors,
  };
}
