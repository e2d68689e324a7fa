/**
 * Speed of the SSE fan-out (decision 0016). 1,000 open notification streams on ONE API process (1,000 operators, one stream
 * each); a customer's booking makes the API write a "New booking" notification for every operator in one
 * insertMany, and the process's poller pushes each to its stream. Measures, per round, the delivery latency from
 * the POST to each stream's event (p50 / p99 / max over every delivery), and memory per open stream (the API
 * process's RSS delta / streams). Not a test: numbers depend on the machine.
 *   pnpm --filter @meridian/api bench:sse   (SSE_STREAMS=1000, SSE_ROUNDS=5)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId } from 'mongodb';
import { benchBookingInput } from './booking-input';
import { startDatabase } from './database-process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STREAMS = Number(process.env.SSE_STREAMS ?? 1000);
const ROUNDS = Number(process.env.SSE_ROUNDS ?? 5);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

function startApi(mongodbUri: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', MONGODB_URI: mongodbUri, JWT_SECRET: SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_IP: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}:\n${out}`)));
  });
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

type Stream = { received: number[] };

/** Opens one stream with node:http (no pooling limits) and records the arrival time of every notification event. */
function openStream(agent: http.Agent, port: number, ticket: string, onEvent: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { received: [] };
    const req = http.get({ host: '127.0.0.1', port, path: `/api/v1/notifications/stream?ticket=${ticket}`, agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const _ of chunk.matchAll(/^event: notification$/gm)) {
          stream.received.push(performance.now());
          onEvent();
        }
      });
      resolve(stream);
    });
    req.on('error', reject);
  });
}

async function main() {
  const mongo = await startDatabase('meridian-sse-bench');
  const client = await MongoClient.connect(mongo.uri);
  let api: { child: ChildProcess; port: number } | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    api = await startApi(mongo.uri);
    const base = `http://127.0.0.1:${api.port}/api/v1`;
    const db = client.db();

    // 1,000 operators (written straight to the database: the bench measures streams, not sign-up), one ticket each.
    const operators = Array.from({ length: STREAMS }, (_, i) => ({
      _id: new ObjectId(),
      firstName: 'Op',
      lastName: String(i),
      email: `op${i}@bench.test`,
      phoneNumber: '+1 555 000 0000',
      address: '1 Harbor Point',
      companyName: 'Meridian Express',
      role: 'operator',
      verified: true,
      passwordHash: 'x',
    }));
    await db.collection('users').insertMany(operators);
    const tickets = operators.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + 600_000);
    await db
      .collection('streamtickets')
      .insertMany(operators.map((op, i) => ({ tokenHash: createHash('sha256').update(tickets[i] ?? '').digest('hex'), userId: op._id, expiresAt })));

    const signUp = await fetch(`${base}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Cara', lastName: 'Customer', email: 'cara@bench.test', phoneNumber: '+1 555 123 4567', companyName: 'Bench Co', address: '1 Bench St', password: 'Str0ng!Pass' }),
    });
    const token = ((await signUp.json()) as { data: { token: string } }).data.token;

    await new Promise((r) => setTimeout(r, 1000));
    const rssBefore = rssKb(api.child.pid ?? 0);
    let arrived = 0;
    let wake: (() => void) | undefined;
    const onEvent = () => {
      arrived += 1;
      wake?.();
    };
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS; i += 100) {
      streams.push(...(await Promise.all(tickets.slice(i, i + 100).map((ticket) => openStream(agent, api!.port, ticket, onEvent)))));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = rssKb(api.child.pid ?? 0);

    const latencies: number[] = [];
    const roundMax: number[] = [];
    // The POST answers after its notifications are written (domain events run before the answer), so the split
    // shows the write (one insertMany of 1,000) apart from the fan-out (poll + 1,000 writes to sockets).
    const postMs: number[] = [];
    const afterWrite: number[] = [];
    // Round 0 warms the JIT and the engine's caches and is reported apart; the figures are rounds 1..ROUNDS.
    let coldMs = NaN;
    for (let round = 0; round <= ROUNDS; round += 1) {
      const expected = (round + 1) * STREAMS;
      const sentAt = performance.now();
      const res = await fetch(`${base}/bookings/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(benchBookingInput()),
      });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
      const answeredAt = performance.now();
      postMs.push(answeredAt - sentAt);
      const deadline = Date.now() + 10_000;
      while (arrived < expected && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 100)));
      if (arrived < expected) throw new Error(`round ${round + 1}: ${arrived - round * STREAMS} of ${STREAMS} streams received it`);
      const these = streams.map((s) => (s.received[round] ?? NaN) - sentAt);
      if (round === 0) {
        coldMs = Math.max(...these);
        continue;
      }
      latencies.push(...these);
      roundMax.push(Math.max(...these));
      afterWrite.push(...streams.map((s) => (s.received[round] ?? NaN) - answeredAt));
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
    console.warn(`[sse-fanout] ${STREAMS} open streams on one API process, ${ROUNDS} rounds, ${latencies.length} deliveries (every stream got every one)`);
    console.warn(`[sse-fanout] delivery latency (POST /bookings sent -> event read): p50 ${fmt(percentile(sorted, 50))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)}`);
    const sortedAfter = [...afterWrite].sort((a, b) => a - b);
    console.warn(`[sse-fanout] POST /bookings (writes ${STREAMS + 1} notifications) answered in: ${postMs.slice(1).map(fmt).join(', ')}`);
    console.warn(`[sse-fanout] fan-out alone (POST answered -> event read): p50 ${fmt(percentile(sortedAfter, 50))}, p99 ${fmt(percentile(sortedAfter, 99))}`);
    console.warn(`[sse-fanout] cold first round (not counted): slowest stream ${fmt(coldMs)}`);
    console.warn(`[sse-fanout] slowest stream per round: ${roundMax.map(fmt).join(', ')}`);
    console.warn(`[sse-fanout] API RSS ${(rssBefore / 1024).toFixed(1)} MB -> ${(rssAfter / 1024).toFixed(1)} MB with the streams open: ${((rssAfter - rssBefore) / STREAMS).toFixed(1)} KB per stream`);
  } finally {
    agent.destroy();
    api?.child.kill('SIGTERM');
    await client.close();
    await mongo.stop();
  }
}

await main();
