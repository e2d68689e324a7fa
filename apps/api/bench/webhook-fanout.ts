/**
 * Webhook fan-out (decision 0057). One customer organization with M endpoints (default 10), each a local receiver; N
 * bookings (default 1,000) each make a booking.created event, so N x M signed deliveries go out through the API's
 * worker. Measures the delivery latency from each POST /bookings to each receiver's receipt (p50 / p99 / max), and
 * the customer's GET /bookings p99 while the deliveries go out against the same list with nothing else running.
 * Fails on any error: a request the bench makes that does not answer 2xx, an event a receiver gets twice or not at all,
 * or an attempt the API logs as failed (decision 0114). Prints the machine's load average beside the figures.
 * Not a test: numbers depend on the machine.
 *   pnpm --filter @meridian/api bench:webhooks   (WEBHOOK_EVENTS=1000 WEBHOOK_ENDPOINTS=10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBookingInput } from './booking-input';
import { startDatabase } from './database-process';
import { BENCH_PRODUCTION_ENV } from './production-env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EVENTS = Number(process.env.WEBHOOK_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.WEBHOOK_ENDPOINTS ?? 10);
const LIST_SAMPLES = Number(process.env.WEBHOOK_LIST_SAMPLES ?? 200);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray; output(): string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) resolve({ child, match, output: () => out });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

/**
 * A receiver that answers 200 at once and notes when each booking's event arrived (by the booking's unique name). An
 * event heard twice, or a body that is not the event, is an error.
 */
async function startReceiver(onReceipt: (name: string) => void, onError: (error: string) => void): Promise<{ url: string; close(): Promise<void> }> {
  const seen = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200).end('ok');
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: string; type: string; data: { booking?: { fullNameOrBusiness: string } } };
        if (seen.has(body.id)) onError(`event ${body.id} received twice by ${req.url}`);
        seen.add(body.id);
        if (body.type === 'booking.created' && body.data.booking) onReceipt(body.data.booking.fullNameOrBusiness);
      } catch (error) {
        onError(`a delivery that is not an event: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listTimings(base: string, token: string, until: () => boolean): Promise<number[]> {
  const out: number[] = [];
  while (!until()) {
    const at = performance.now();
    const res = await fetch(`${base}/bookings/?page=1&limit=10`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    out.push(performance.now() - at);
  }
  return out.sort((a, b) => a - b);
}

/** The machine's 1-minute load average, sampled while the bench runs (the machine may be shared). */
function sampleLoad(): { stop(): string } {
  const samples = [loadavg()[0] as number];
  const timer = setInterval(() => samples.push(loadavg()[0] as number), 2000);
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0] as number);
      return `load average ${samples[0]?.toFixed(1)} at the start, ${Math.min(...samples).toFixed(1)}-${Math.max(...samples).toFixed(1)} during, ${samples.at(-1)?.toFixed(1)} at the end`;
    },
  };
}

async function main() {
  const load = sampleLoad();
  const database = await startDatabase('meridian-webhook-bench');
  let api: ChildProcess | undefined;
  const receivers: Array<{ url: string; close(): Promise<void> }> = [];
  try {
    const started = await startProcess(
      ['src/server.ts'],
      // Production, except that the receivers are local: the SSRF guard would refuse them (decision 0057).
      { ...BENCH_PRODUCTION_ENV, MONGODB_URI: database.uri, JWT_SECRET: SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      /listening on http:\/\/localhost:(\d+)/,
    );
    api = started.child;
    const base = `http://127.0.0.1:${started.match[1]}/api/v1`;
    const json = { 'content-type': 'application/json' };
    const signUp = await fetch(`${base}/auth/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Cara', lastName: 'Customer', email: 'cara@bench.test', phoneNumber: '+1 555 123 4567', companyName: 'Bench Co', address: '1 Bench St', password: 'Str0ng!Pass' }),
    });
    const token = ((await signUp.json()) as { data: { token: string } }).data.token;
    const auth = { ...json, authorization: `Bearer ${token}` };

    const sentAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const latencies: number[] = [];
    const receipts: Array<[name: string, at: number]> = [];
    let received = 0;
    // Keyed by a name set before the POST: the worker may deliver before the POST has answered.
    const errors: string[] = [];
    const onError = (error: string) => errors.push(error);
    const onReceipt = (name: string) => {
      received += 1;
      const at = performance.now();
      latencies.push(at - (sentAt.get(name) ?? NaN));
      receipts.push([name, at]);
    };
    for (let i = 0; i < ENDPOINTS; i += 1) {
      const receiver = await startReceiver(onReceipt, onError);
      receivers.push(receiver);
      const res = await fetch(`${base}/organization/webhooks/`, { method: 'POST', headers: auth, body: JSON.stringify({ url: receiver.url, events: ['booking.created'] }) });
      if (res.status !== 201) throw new Error(`webhook create answered ${res.status}: ${await res.text()}`);
    }

    // The list with nothing else going on (a few bookings in it, as during the run).
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${base}/bookings/`, { method: 'POST', headers: auth, body: JSON.stringify(benchBookingInput(`Warm-up ${i}`)) });
      if (res.status !== 201) throw new Error(`warm-up booking answered ${res.status}`);
    }
    const expected = (EVENTS + 10) * ENDPOINTS;
    const settle = Date.now() + 30_000;
    while (received < 10 * ENDPOINTS && Date.now() < settle) await new Promise((r) => setTimeout(r, 50));
    let samples = 0;
    const idle = await listTimings(base, token, () => samples++ >= LIST_SAMPLES);
    latencies.length = 0;
    receipts.length = 0;

    // N bookings, four at a time, while the customer keeps reading the list.
    let done = false;
    // Caught here and thrown after the run: a list that fails ends the bench with its error, not an unhandled rejection.
    const during = listTimings(base, token, () => done || errors.length > 0).catch((error: Error) => {
      onError(error.message);
      return [] as number[];
    });
    const startedAt = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < EVENTS) {
          next += 1;
          const name = `Bench Co ${next}`;
          sentAt.set(name, performance.now());
          const res = await fetch(`${base}/bookings/`, { method: 'POST', headers: auth, body: JSON.stringify(benchBookingInput(name)) });
          await res.arrayBuffer();
          answeredAt.set(name, performance.now());
          if (res.status !== 201) throw new Error(`booking answered ${res.status}`);
        }
      }),
    );
    const postsMs = performance.now() - startedAt;
    const deadline = Date.now() + 10 * 60_000;
    while (received < expected && errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const drainMs = performance.now() - startedAt;
    done = true;
    const busy = await during;
    if (received < expected) errors.push(`${received - 10 * ENDPOINTS} of ${EVENTS * ENDPOINTS} deliveries arrived`);
    // Every attempt answered 2xx: the worker logs each one that did not (LOG_LEVEL=warn), and any error.
    const failed = started.output().match(/.*(webhook delivery failed|webhook queue poll failed|"level":(50|60)).*/g) ?? [];
    errors.push(...failed.slice(0, 5).map((line) => `the API logged: ${line.slice(0, 300)}`));
    if (errors.length > 0) throw new Error(`webhook-fanout failed:\n${errors.slice(0, 10).join('\n')}`);

    latencies.sort((a, b) => a - b);
    // The POST answers after the delivery is queued (handlers run before the answer); the worker may even deliver first.
    const afterAnswer = receipts.map(([name, at]) => at - (answeredAt.get(name) ?? NaN)).sort((a, b) => a - b);
    console.warn(`[webhook-fanout] ${EVENTS} events to ${ENDPOINTS} endpoints on one API process, ${latencies.length} deliveries (every endpoint got every event)`);
    console.warn(`[webhook-fanout] bookings posted in ${(postsMs / 1000).toFixed(1)} s; all deliveries received ${(drainMs / 1000).toFixed(1)} s after the first POST (${Math.round(latencies.length / (drainMs / 1000))} deliveries/s)`);
    console.warn(`[webhook-fanout] delivery latency, POST to receipt: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`);
    console.warn(`[webhook-fanout] after the POST answered: p50 ${ms(percentile(afterAnswer, 50))}, p99 ${ms(percentile(afterAnswer, 99))}`);
    console.warn(`[webhook-fanout] ${load.stop()}`);
    console.warn(`[webhook-fanout] GET /bookings p99: ${ms(percentile(idle, 99))} idle (${idle.length} calls), ${ms(percentile(busy, 99))} during the fan-out (${busy.length} calls); p50 ${ms(percentile(idle, 50))} / ${ms(percentile(busy, 50))}`);
  } finally {
    api?.kill('SIGTERM');
    await Promise.all(receivers.map((r) => r.close()));
    await database.stop();
  }
}

await main();
