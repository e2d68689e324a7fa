/**
 * Decision 0026: reports at BENCH_DOCS bookings (default 100,000) of one customer spread over the last year, through the
 * API process (src/server.ts with tsx, against the database resolveMongo gives: MONGODB_URI, or the embedded engine).
 * - shipping CSV for 'Last Year': rows per second and the API process's peak RSS / heap while streaming (sampled every
 *   5 ms by bench/memory-probe.mjs), against the same rows built in memory in a process of their own
 *   (bench/reports-in-memory.ts);
 * - analytics CSV and the KPI summary (both one aggregation: the period's bookings grouped by day): p50 / p99, the three requests taken in turn.
 *   pnpm --filter @meridian/api bench:reports      (BENCH_DOCS, BENCH_SAMPLES=10)
 * The spawned API runs with NODE_ENV=production and what that requires (bench/production-env.ts); nothing else to set.
 * Not a test: numbers depend on the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTrackingNumber, quoteForShipment, QUOTE_FORMULA_VERSION, toShortId } from '@meridian/contracts';
import { resolveMongo } from '@meridian/embedded-mongo';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId } from 'mongodb';
import { BENCH_SECRET as SECRET, mb, startApi, type Memory } from './api-process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
// BENCH_SKIP_CSV=1 measures the aggregations only (the CSV part alone takes minutes at 100,000 on a loaded machine).
const SKIP_CSV = process.env.BENCH_SKIP_CSV === '1';
const STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'] as const;
const PAYMENTS = ['unpaid', 'paid', 'invoiced', 'paid', 'refunded'] as const;
const VEHICLES = ['truck', 'air', 'sea'] as const;
const CITIES = ['Seattle', 'San Francisco', 'Chicago', 'Atlanta', 'Austin', 'Boston', 'Denver', 'Oakland', 'Portland', 'Miami', 'Phoenix', 'Detroit'];
const DAY = 86_400_000;
const HOUR = 3_600_000;

function runInMemory(uri: string, owner: string, from: string, to: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    // The engine answers the whole year in one command, blocking its loop for longer than the driver's 30 s defaults.
    const patient = `${uri}${uri.includes('?') ? '&' : '?'}connectTimeoutMS=600000&serverSelectionTimeoutMS=600000&socketTimeoutMS=0`;
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/reports-in-memory.ts', patient, owner, from, to], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      const line = /\[in-memory\] (\{[^\n]+\})/.exec(out);
      if (line) resolve(JSON.parse(line[1]!) as Record<string, number>);
      else reject(new Error(`in-memory run exited with ${code}:\n${out}`));
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function download(url: string, token: string): Promise<{ ms: number; bytes: number; rows: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) rows += 1;
  }
  return { ms: performance.now() - started, bytes, rows: rows - 1 };
}

/**
 * p50 / p99 of each URL over SAMPLES rounds that call them in turn, after one round not counted: side by side, none of
 * them is measured alone in the minutes after the load, while the engine's heap settles from 100,000 new documents.
 */
async function timedSideBySide(urls: readonly string[], token: string): Promise<{ p50: number; p99: number }[]> {
  const times = urls.map(() => [] as number[]);
  for (let round = 0; round < SAMPLES + 1; round += 1) {
    for (const [k, url] of urls.entries()) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      if (round > 0) times[k]!.push(performance.now() - started);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: percentile(t, 50), p99: percentile(t, 99) };
  });
}

async function measureCsv(api: { memory: () => Promise<Memory> }, base: string, token: string, uri: string, owner: string, now: number) {
  // Warm the code paths with a small period, then measure the year.
  await download(`${base}/shipping.csv?period=7d`, token);
  const before = await api.memory();
  const stream = await download(`${base}/shipping.csv?period=1y`, token);
  const during = await api.memory();
  console.warn(
    `  shipping CSV, Last Year (streamed)   ${stream.rows} rows, ${mb(stream.bytes)} in ${(stream.ms / 1000).toFixed(2)} s = ${Math.round(stream.rows / (stream.ms / 1000)).toLocaleString('en-US')} rows/s\n` +
      `    API process: RSS ${mb(before.rss)} before, peak ${mb(during.peakRss)} (+${mb(during.peakRss - before.rss)}); heap used ${mb(before.heapUsed)} before, peak ${mb(during.peakHeapUsed)} (+${mb(during.peakHeapUsed - before.heapUsed)})`,
  );

  const from = new Date(now - 366 * DAY).toISOString();
  const to = new Date(now + DAY).toISOString();
  const memo = await runInMemory(uri, owner, from, to);
  console.warn(
    `  same rows built in memory            ${memo.rows} rows, ${mb(memo.bytes!)} in ${(memo.ms! / 1000).toFixed(2)} s = ${Math.round(memo.rows! / (memo.ms! / 1000)).toLocaleString('en-US')} rows/s\n` +
      `    its process: RSS ${mb(memo.baseRss!)} before, peak ${mb(memo.peakRss!)} (+${mb(memo.peakRss! - memo.baseRss!)}); heap used ${mb(memo.baseHeapUsed!)} before, peak ${mb(memo.peakHeapUsed!)} (+${mb(memo.peakHeapUsed! - memo.baseHeapUsed!)})`,
  );
}

async function main() {
  const mongo = await resolveMongo({ purpose: 'test', dbName: 'meridian-bench-reports' });
  const client = await MongoClient.connect(mongo.uri);
  let api: ChildProcess | undefined;
  try {
    const db = client.db();
    const customerId = new ObjectId();
    await db.collection('users').insertOne({ _id: customerId, firstName: 'Rae', lastName: 'Ports', email: 'reports@bench.test', phoneNumber: '+1 555 000 0000', address: '1 Bench Rd', companyName: 'Bench Co', role: 'customer', passwordHash: 'x', createdAt: new Date(), updatedAt: new Date() });

    // Start the API first so it creates the indexes on an empty collection, then load the bookings.
    const started = await startApi(mongo.uri);
    api = started.child;
    const bookings = db.collection('bookings');
    const loadStarted = Date.now();
    const now = Date.now();
    const span = 364 * DAY;
    for (let start = 0; start < DOCS; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, DOCS - start) }, (_, k) => {
        const i = start + k;
        const _id = new ObjectId();
        const createdAt = new Date(now - span + Math.floor((i / DOCS) * span));
        const status = STATUSES[i % STATUSES.length]!;
        const vehicleType = VEHICLES[i % VEHICLES.length]!;
        const cargoWeightKg = 10 + (i % 500);
        const delivered = status === 'delivered';
        const pickedUpAt = new Date(createdAt.getTime() + 24 * HOUR);
        const deliveredAt = new Date(pickedUpAt.getTime() + (24 + (i % 96)) * HOUR);
        return {
          _id,
          shortId: toShortId(String(_id)),
          trackingNumber: buildTrackingNumber((n) => randomInt(n)),
          createdBy: customerId,
          organizationId: customerId,
          status,
          milestone: delivered ? 'delivered' : 'booked',
          version: 0,
          vehicleType,
          fullNameOrBusiness: 'Bench Co',
          contactPhone: '+1 555 000 1111',
          email: 'reports@bench.test',
          customerType: 'Business',
          pickupPerson: { name: 'Pat', phone: '+1 555 000 2222', email: 'pat@bench.test' },
          receiverPerson: { name: 'Rae', phone: '+1 555 000 3333', email: 'rae@bench.test' },
          pickupLocation: { address: '1 Dock St', city: CITIES[i % CITIES.length], state: 'CA' },
          dropoffLocation: { address: '99 Main St', city: CITIES[(i + 5) % CITIES.length], state: 'CO' },
          goodsType: 'Electronics',
          cargoWeightKg,
          quantity: 1 + (i % 9),
          isFragile: false,
          isPerishable: false,
          tempControlCelsius: 0,
          estimatedPickupDate: pickedUpAt.toISOString().slice(0, 10),
          estimatedDeliveryDate: deliveredAt.toISOString().slice(0, 10),
          statusHistory: [
            { status: 'pending', milestone: 'booked', at: createdAt, by: customerId },
            ...(delivered
              ? [
                  { status: 'in-transit', milestone: 'picked-up', event: 'pickup', at: pickedUpAt, by: customerId },
                  { status: 'delivered', milestone: 'delivered', event: 'deliver', at: deliveredAt, by: customerId },
                ]
              : []),
          ],
          ...(delivered ? { proofOfDelivery: { receiverName: 'Rae', deliveredAt }, ...(i % 3 === 0 ? { rating: { stars: 1 + (i % 5), ratedAt: deliveredAt } } : {}) } : {}),
          quote: { ...quoteForShipment({ vehicleType, cargoWeightKg }), formulaVersion: QUOTE_FORMULA_VERSION, quotedAt: createdAt },
          paymentStatus: PAYMENTS[i % PAYMENTS.length],
          createdAt,
          updatedAt: createdAt,
        };
      });
      await bookings.insertMany(batch, { ordered: false });
    }
    console.warn(`[bench] engine: ${mongo.engine}; ${await bookings.countDocuments()} bookings of one customer over the last year, loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);

    const token = jwt.sign({}, SECRET, { algorithm: 'HS256', subject: String(customerId), expiresIn: '1h' });
    const base = `http://127.0.0.1:${started.port}/api/v1/reports`;

    if (!SKIP_CSV) await measureCsv(started, base, token, mongo.uri, String(customerId), now);

    const reports = [
      ['analytics CSV, Last Year (365 rows)', '/analytics.csv?period=1y'],
      ['KPI summary, Last Year', '/summary?period=1y'],
      ['KPI summary, Last 30 Days', '/summary?period=30d'],
    ] as const;
    const results = await timedSideBySide(reports.map(([, path]) => `${base}${path}`), token);
    for (const [k, [label]] of reports.entries()) {
      const r = results[k]!;
      console.warn(`  ${label.padEnd(36)} p50 ${r.p50.toFixed(0).padStart(6)} ms   p99 ${r.p99.toFixed(0).padStart(6)} ms   (${SAMPLES} requests, taken in turn with the others)`);
    }
  } finally {
    api?.kill('SIGTERM');
    await client.close();
    await mongo.stop();
  }
}

await main();
