// `pnpm --filter @meridian/embedded-mongo bench:readings`: how the shape sensor readings are stored in weighs on the
// reads that share the engine with them. Batches of 100 readings from 20 devices arrive at BENCH_RATE batches/s
// (default 20, i.e. 2,000 readings/s) while a customer's list (10 of 95 bookings, newest first) is read every 50 ms,
// once for each shape:
//   documents - one document per reading with the API's two indexes (booking + time; unique time + device + booking),
//               as temperature_readings held them before the API's decision 0075;
//   buckets   - one document per batch holding its readings in an array, unique device + booking + first time
//               (close to the API's sensor_reading_batches since 0075).
//   none      - no readings at all: the list's own figures on this machine, the floor for the other two.
// Prints the insert's and the list's p50/p99/slowest reply and the server's resident memory at the end. The engine
// runs in a process of its own, as a deployment has its database (decision 0072). BENCH_BATCHES (default 3,000
// batches, 300,000 readings) per shape.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { startServerProcess } from '../src';
import { percentile } from './percentile';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 3000);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const READINGS = 100;
const DEVICES = 20;
const LIST_EVERY_MS = 50;

type Shape = 'documents' | 'buckets' | 'none';

async function prepare(db: Db, shape: Shape): Promise<ObjectId> {
  const readings = db.collection('readings');
  if (shape === 'documents') {
    await readings.createIndex({ bookingId: 1, at: 1 });
    await readings.createIndex({ at: 1, deviceId: 1, bookingId: 1 }, { unique: true, partialFilterExpression: { deviceId: { $exists: true } } });
  } else if (shape === 'buckets') {
    await readings.createIndex({ bookingId: 1, start: 1 });
    await readings.createIndex({ deviceId: 1, bookingId: 1, start: 1 }, { unique: true });
  }
  const owner = new ObjectId();
  const bookings = db.collection('bookings');
  await bookings.createIndex({ owner: 1, createdAt: -1 });
  await bookings.insertMany(
    Array.from({ length: 95 }, (_, i) => ({ owner, status: 'in_transit', createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000), notes: 'Keep refrigerated. '.repeat(40) })),
  );
  return owner;
}

function insertBatch(db: Db, shape: Shape, device: { deviceId: ObjectId; bookingId: ObjectId }, start: number): Promise<unknown> {
  const times = Array.from({ length: READINGS }, (_, i) => new Date(start + i * 1000));
  const readings = db.collection('readings');
  if (shape === 'documents') {
    const docs = times.map((at) => ({ bookingId: device.bookingId, at, celsius: 4 + Math.random(), source: 'sensor', deviceId: device.deviceId, createdAt: new Date() }));
    return readings.insertMany(docs, { ordered: false });
  }
  const bucket = { ...device, start: times[0], end: times[READINGS - 1], count: READINGS, readings: times.map((at) => ({ at, celsius: 4 + Math.random() })), createdAt: new Date() };
  return readings.insertOne(bucket);
}

/** The server's resident memory, where /proc tells it (Linux). */
function residentMb(pid: number | undefined): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : 'memory n/a';
  } catch {
    return 'memory n/a';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(shape: Shape): Promise<string> {
  const server = await startServerProcess();
  const client = await MongoClient.connect(`${server.uri}/readings_bench`);
  try {
    const db = client.db('readings_bench');
    const owner = await prepare(db, shape);
    const devices = Array.from({ length: DEVICES }, () => ({ deviceId: new ObjectId(), bookingId: new ObjectId() }));
    const inserts: number[] = [];
    const lists: number[] = [];
    let writing = true;
    const lister = (async () => {
      while (writing) {
        const started = performance.now();
        await db.collection('bookings').find({ owner }).sort({ createdAt: -1 }).limit(10).toArray();
        lists.push(performance.now() - started);
        await sleep(LIST_EVERY_MS);
      }
    })();
    // Paced by schedule, not by reply: a slow insert is not followed by a pause that hides it.
    const began = performance.now();
    let clock = Date.UTC(2026, 0, 1);
    for (let batch = 0; batch < BATCHES; batch++) {
      const due = began + (batch * 1000) / RATE - performance.now();
      if (due > 0) await sleep(due);
      if (shape === 'none') continue;
      const started = performance.now();
      await insertBatch(db, shape, devices[batch % DEVICES]!, clock);
      inserts.push(performance.now() - started);
      clock += READINGS * 1000;
    }
    writing = false;
    await lister;
    const rss = residentMb(server.pid);
    const ms = (values: number[], p: number) => percentile([...values].sort((a, b) => a - b), p).toFixed(1);
    const insert = shape === 'none' ? 'no readings'.padEnd(33) : `insert p50 ${ms(inserts, 50)} p99 ${ms(inserts, 99)} max ${ms(inserts, 100)} ms`.padEnd(33);
    return `  ${shape.padEnd(10)} ${insert}  list p50 ${ms(lists, 50)} p99 ${ms(lists, 99)} max ${ms(lists, 100)} ms (${lists.length} reads)  server ${rss}`;
  } finally {
    await client.close();
    await server.stop();
  }
}

console.warn(`embedded-mongo readings bench: ${BATCHES.toLocaleString('en-US')} batches of ${READINGS} from ${DEVICES} devices at ${RATE} batches/s, a list read every ${LIST_EVERY_MS} ms`);
for (const shape of ['documents', 'buckets', 'none'] as const) console.warn(await run(shape));
