/**
 * Speed of public tracking lookups (decision 0018) at 1,000 and at 100,000 bookings, through the API over HTTP.
 * Inserts bookings with tracking numbers through the model (insertMany in chunks), runs a sequential loop of
 * lookups of random existing numbers timed with hrtime, and prints p50/p99 at both sizes and the ratio
 * p99@100k / p99@1k (target under 1.5: the lookup is one seek on the unique index, not a scan). The embedded
 * engine has no `explain`, so a control query on an unindexed field shows what a scan would cost instead. Without
 * MONGODB_URI the engine runs in its own process (bench/database-process.ts), so its garbage collection does not
 * pause the API's.
 *   pnpm --filter @meridian/api bench:tracking      (BENCH_LOOKUPS=number per size, default 2000)
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectAppDatabase } from '../src/composition';
import { disconnectDatabase } from '../src/lib/db';
import { BookingModel } from '../src/modules/bookings/bookings.model';
import { newTrackingNumber } from '../src/modules/bookings/bookings.service';
import { startDatabase } from './database-process';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 3000);
const CHUNK = 2000;

function bookingDoc(owner: mongoose.Types.ObjectId, i: number) {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
  return {
    createdBy: owner,
    organizationId: owner,
    status: 'in-transit',
    milestone: 'in-transit',
    version: 3,
    vehicleType: 'truck',
    fullNameOrBusiness: `Shipper ${i}`,
    contactPhone: '+1 555 000 1111',
    email: `shipper${i}@bench.test`,
    customerType: 'Business',
    pickupPerson: { name: 'Pat Pickup', phone: '+1 555 000 2222', email: 'pat@bench.test' },
    receiverPerson: { name: 'Rae Receiver', phone: '+1 555 000 3333', email: 'rae@bench.test' },
    pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA' },
    dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO' },
    goodsType: 'Electronics',
    cargoWeightKg: 10 + (i % 500),
    quantity: 1 + (i % 9),
    estimatedPickupDate: '2026-01-02',
    estimatedDeliveryDate: '2026-01-06',
    trackingNumber: newTrackingNumber(),
    statusHistory: [
      { status: 'pending', milestone: 'booked', event: 'created', at, by: owner },
      { status: 'confirmed', milestone: 'confirmed', event: 'confirm', at: new Date(at.getTime() + 3_600_000), by: owner },
      { status: 'in-transit', milestone: 'picked-up', event: 'pickup', at: new Date(at.getTime() + 7_200_000), by: owner },
      { status: 'in-transit', milestone: 'in-transit', event: 'location', at: new Date(at.getTime() + 9_000_000), by: owner, location: { place: 'Reno, NV' } },
    ],
    currentLocation: { place: 'Reno, NV', at: new Date(at.getTime() + 9_000_000) },
  };
}

async function insertUpTo(total: number, owner: mongoose.Types.ObjectId, numbers: string[]) {
  while (numbers.length < total) {
    const docs = Array.from({ length: Math.min(CHUNK, total - numbers.length) }, (_, k) => bookingDoc(owner, numbers.length + k));
    await BookingModel.insertMany(docs, { lean: true, ordered: false });
    numbers.push(...docs.map((d) => d.trackingNumber));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(base: string, numbers: string[]) {
  // Warm-up: connections, JIT, the engine's caches.
  for (let i = 0; i < 1000; i += 1) await fetch(`${base}/api/v1/tracking/${numbers[i % numbers.length]}`).then((r) => r.arrayBuffer());
  const times: number[] = [];
  for (let i = 0; i < LOOKUPS; i += 1) {
    const number = numbers[Math.floor(Math.random() * numbers.length)]!;
    const start = process.hrtime.bigint();
    const res = await fetch(`${base}/api/v1/tracking/${number}`);
    await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.status !== 200) throw new Error(`lookup of ${number} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function scanControl(numbers: string[]) {
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const start = process.hrtime.bigint();
    await BookingModel.findOne({ email: `shipper${Math.floor(Math.random() * numbers.length)}@bench.test` }, { _id: 1 }).lean().exec();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

const mongo = await startDatabase('meridian-bench-tracking');
let server: Server | undefined;
try {
  await connectAppDatabase(mongo.uri);
  await BookingModel.deleteMany({}).exec();
  await BookingModel.syncIndexes();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_TRACKING_PER_IP: String(10 ** 9) });
  server = createServer(createApp({ config }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const owner = new mongoose.Types.ObjectId();
  const numbers: string[] = [];

  const rows: { size: number; p50: number; p99: number; scanP50: number }[] = [];
  for (const size of [1_000, 100_000]) {
    const t0 = Date.now();
    await insertUpTo(size, owner, numbers);
    console.warn(`[bench] ${size.toLocaleString('en-US')} bookings inserted (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const { p50, p99 } = await measure(base, numbers);
    rows.push({ size, p50, p99, scanP50: await scanControl(numbers) });
  }
  console.warn(`\nGET /api/v1/tracking/{number}, ${LOOKUPS} sequential lookups per size (ms)`);
  console.warn('bookings      p50      p99   control: unindexed findOne p50');
  for (const r of rows) {
    console.warn(`${r.size.toLocaleString('en-US').padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}   ${r.scanP50.toFixed(2).padStart(8)}`);
  }
  const ratio = rows[1]!.p99 / rows[0]!.p99;
  console.warn(`p99 ratio 100k / 1k: ${ratio.toFixed(2)} (target < 1.5) ${ratio < 1.5 ? 'OK' : 'OVER'}`);
  const indexes = await BookingModel.collection.indexes();
  console.warn(`index on trackingNumber: ${indexes.some((i) => i.name === 'tracking_number_unique' && i.unique) ? 'present, unique' : 'MISSING'}`);
} finally {
  server?.close();
  await disconnectDatabase();
  await mongo.stop();
}
