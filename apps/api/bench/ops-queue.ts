/**
 * Speed of the operator console's queue (GET /api/v1/ops/bookings) at BENCH_DOCS bookings (default 10,000) over
 * 1,000 customers: p50 / p99 of sequential requests per query shape, through the API process (src/server.ts with
 * tsx, against the database resolveMongo gives: MONGODB_URI, a local mongod, or the embedded engine).
 *   pnpm --filter @meridian/api exec tsx bench/ops-queue.ts      (BENCH_DOCS, BENCH_SAMPLES=200)
 * Not a test: numbers depend on the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingSearchKeys, buildTrackingNumber, toShortId, userSearchKeys } from '@meridian/contracts';
import { resolveMongo } from '@meridian/embedded-mongo';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId } from 'mongodb';
import { BENCH_PRODUCTION_ENV } from './production-env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'] as const;
const VEHICLES = ['truck', 'air', 'sea'] as const;
const CITIES = ['Seattle', 'San Francisco', 'Chicago', 'Atlanta', 'Austin', 'Boston', 'Denver', 'Oakland', 'Portland', 'Miami', 'Phoenix', 'São Paulo'];
const NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
const DAY = 86_400_000;

const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * DAY).toISOString().slice(0, 10);

function startApi(uri: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: { ...process.env, ...BENCH_PRODUCTION_ENV, MONGODB_URI: uri, MONGO_ENGINE: 'uri', JWT_SECRET: SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`api exited with ${code}:\n${out}`)));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(url: string, token: string): Promise<{ p50: number; p99: number; records: number; total: number }> {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { records?: unknown[]; pagination?: { totalRecords: number } } };
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  for (let i = 0; i < 10; i += 1) await get();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof get>> | undefined;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    last = await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), records: last?.data?.records?.length ?? 1, total: last?.data?.pagination?.totalRecords ?? 1 };
}

async function main() {
  const mongo = await resolveMongo({ purpose: 'test', dbName: 'meridian-bench-ops' });
  const client = await MongoClient.connect(mongo.uri);
  let api: ChildProcess | undefined;
  try {
    const db = client.db();
    const customers = Array.from({ length: 1000 }, (_, i) => {
      const person = { firstName: NAMES[i % NAMES.length]!, lastName: `Benchson${i}`, email: `bench${i}@bench.test`, companyName: `Bench Co ${i}` };
      // The search keys every write path stores (decision 0048), as a database past migration 0003 holds them.
      return { _id: new ObjectId(), ...person, search: userSearchKeys(person), phoneNumber: '+1 555 000 0000', address: '1 Bench Rd', role: 'customer', passwordHash: 'x', createdAt: new Date(), updatedAt: new Date() };
    });
    const operatorId = new ObjectId();
    await db.collection('users').insertMany([...customers, { ...customers[0]!, _id: operatorId, email: 'ops@bench.test', role: 'operator' }]);

    // Start the API first so it creates the indexes on an empty collection, then load the bookings.
    const started = await startApi(mongo.uri);
    api = started.child;
    const bookings = db.collection('bookings');
    const seededAt = Date.now();
    for (let start = 0; start < DOCS; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, DOCS - start) }, (_, k) => {
        const i = start + k;
        const _id = new ObjectId();
        const createdAt = new Date(Date.UTC(2025, 11, 1) + i * 60_000);
        const pickup = day(i % 120);
        const places = { fullNameOrBusiness: `Shipper ${i}`, pickupLocation: { city: CITIES[i % CITIES.length]! }, dropoffLocation: { city: CITIES[(i + 5) % CITIES.length]! } };
        return {
          search: bookingSearchKeys(places),
          _id,
          shortId: toShortId(String(_id)),
          trackingNumber: buildTrackingNumber((n) => randomInt(n)),
          createdBy: customers[i % customers.length]!._id,
          organizationId: customers[i % customers.length]!._id,
          status: STATUSES[i % STATUSES.length],
          milestone: 'booked',
          version: 0,
          vehicleType: VEHICLES[i % VEHICLES.length],
          fullNameOrBusiness: `Shipper ${i}`,
          contactPhone: '+1 555 000 1111',
          email: `shipper${i}@bench.test`,
          customerType: 'Business',
          pickupPerson: { name: 'Pat', phone: '+1 555 000 2222', email: 'pat@bench.test' },
          receiverPerson: { name: 'Rae', phone: '+1 555 000 3333', email: 'rae@bench.test' },
          pickupLocation: { address: '1 Dock St', city: CITIES[i % CITIES.length], state: 'CA' },
          dropoffLocation: { address: '99 Main St', city: CITIES[(i + 5) % CITIES.length], state: 'CO' },
          goodsType: 'Electronics',
          cargoWeightKg: 10 + (i % 500),
          quantity: 1 + (i % 9),
          isFragile: false,
          isPerishable: false,
          tempControlCelsius: 0,
          estimatedPickupDate: pickup,
          estimatedDeliveryDate: pickup,
          statusHistory: [{ status: 'pending', at: createdAt, by: customers[i % customers.length]!._id }],
          createdAt,
          updatedAt: createdAt,
        };
      });
      await bookings.insertMany(batch, { ordered: false });
    }
    const sample = await bookings.findOne({}, { skip: Math.floor(DOCS / 2) });
    console.warn(`[bench] engine: ${mongo.engine}; ${await bookings.countDocuments()} bookings over 1,000 customers, loaded in ${((Date.now() - seededAt) / 1000).toFixed(1)} s; ${SAMPLES} sequential requests per line`);

    const token = jwt.sign({}, SECRET, { algorithm: 'HS256', subject: String(operatorId), expiresIn: '1h' });
    const base = `http://127.0.0.1:${started.port}/api/v1/ops`;
    const cases: [string, string][] = [
      ['All, page 1 (sorted by pickup)', '/bookings'],
      ['open (the console default), page 1', '/bookings?status=open'],
      ['All, page 20', '/bookings?page=20'],
      ['status=pending, page 1', '/bookings?status=pending'],
      ['status=in-transit, page 10', '/bookings?status=in-transit&page=10'],
      ['pickup range (7 days)', `/bookings?from=${day(30)}&to=${day(36)}`],
      ['status + vehicle + range', `/bookings?status=confirmed&vehicleType=air&from=${day(10)}&to=${day(70)}`],
      ['customer=<id>', `/bookings?customer=${String(customers[7]!._id)}`],
      ['q=tracking prefix (7 chars)', `/bookings?q=${String(sample!.trackingNumber).slice(0, 7)}`],
      ['q=short id', `/bookings?q=${String(sample!.shortId)}`],
      ['q=customer last name', '/bookings?q=Benchson417'],
      ['q=city', '/bookings?q=portland'],
      ['q=city + status', '/bookings?q=portland&status=delivered'],
      ['q=city, accented (São Paulo)', `/bookings?q=${encodeURIComponent('São Paulo')}`],
      ['q=tracking, typed mx-1234 style', `/bookings?q=${String(sample!.trackingNumber).slice(0, 2).toLowerCase()}-${String(sample!.trackingNumber).slice(2, 7)}`],
      ['q=company prefix', '/bookings?q=bench%20co%20417'],
      ['one booking with its customer', `/bookings/${String(sample!._id)}`],
      ['drivers', '/drivers'],
      ['drivers with one day’s jobs', `/drivers?date=${day(30)}`],
    ];
    for (const [label, path] of cases) {
      const r = await measure(`${base}${path}`, token);
      console.warn(`  ${label.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.records} of ${r.total})`);
    }
  } finally {
    api?.kill('SIGTERM');
    await client.close();
    await mongo.stop();
  }
}

await main();
