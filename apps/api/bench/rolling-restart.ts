/**
 * A rolling restart under load (decision 0033). Three API processes (the production bundle) on one database behind the
 * scale tests' round-robin proxy; autocannon alternates a customer's list and new bookings (each with its own
 * Idempotency-Key) while every process in turn is sent SIGTERM and started again. Prints the request count, failures,
 * latency and whether every created booking is stored. Not a test: numbers depend on the machine.
 *   pnpm --filter @meridian/api bench:rolling   (ROLLING_CONNECTIONS=8, ROLLING_SETTLE=200 responses per phase)
 */
import { MongoClient, ObjectId } from 'mongodb';
import { signUpPayload } from '../test/support/app';
import { startCluster } from '../test/support/cluster';
import { rollingRestartUnderLoad } from '../test/support/rolling-restart';

const CONNECTIONS = Number(process.env.ROLLING_CONNECTIONS ?? 8);
const SETTLE = Number(process.env.ROLLING_SETTLE ?? 200);

const cluster = await startCluster({ size: 3, env: { SHUTDOWN_DRAIN_MS: '1000', SHUTDOWN_GRACE_MS: '15000' } });
try {
  const tokens: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await fetch(`${cluster.proxy.url}/api/v1/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signUpPayload()) });
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }
  const result = await rollingRestartUnderLoad(cluster, tokens, { connections: CONNECTIONS, settleResponses: SETTLE });
  const db = await MongoClient.connect(cluster.mongodbUri);
  const stored = await db
    .db()
    .collection('bookings')
    .countDocuments({ _id: { $in: result.createdBookingIds.map((id) => new ObjectId(id)) } });
  await db.close();
  console.warn(
    [
      `[rolling] ${result.requests} requests in ${result.durationSeconds} s (${result.rps} req/s average), ${CONNECTIONS} connections`,
      `[rolling] 2xx ${result.ok2xx}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      `[rolling] latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `[rolling] bookings created ${result.createdBookingIds.length}, stored ${stored}; exit codes ${result.exitCodes.join(', ')}`,
      `[rolling] proxy: refused connections re-sent ${result.proxyRetries}, upstream failures ${result.proxyUpstreamErrors}`,
    ].join('\n'),
  );
} finally {
  await cluster.stop();
}
