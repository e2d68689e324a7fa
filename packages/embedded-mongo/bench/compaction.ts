// `pnpm --filter @meridian/embedded-mongo bench:compaction`: how long a persisted server's clients wait while its
// journal is compacted (decision 0073). Booking-sized documents are inserted 100 at a time over the wire into a server
// on a temporary folder while a reader asks for one document every 10 ms; prints the inserts' and the reads' p50, p99
// and slowest reply, and how many compactions ran. The client shares the server's process, so a stall holds its
// timers too: the inserts' slowest reply (an insert waits across one) is the figure to read. BENCH_DOCS (default 150,000) documents; BENCH_COMPACT_AT
// (bytes) lowers the journal size that starts a compaction (default the server's 64 MiB).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId } from 'mongodb';
import { EmbeddedMongo } from '../src';
import { percentile } from './percentile';

const TOTAL = Number(process.env.BENCH_DOCS ?? 150_000);
const BATCH = 100;
const compactAtBytes = process.env.BENCH_COMPACT_AT ? Number(process.env.BENCH_COMPACT_AT) : undefined;

const booking = (i: number) => ({
  _id: new ObjectId(),
  createdBy: new ObjectId(),
  trackingNumber: `MX-${String(i).padStart(5, '0')}-BENCH`,
  status: 'pending',
  pickupLocation: { address: `${i} Harbour Road`, city: 'Oakland', state: 'CA' },
  dropoffLocation: { address: `${i} Airport Way`, city: 'Denver', state: 'CO' },
  goodsDescription: 'Palletised dry goods, shrink-wrapped, stackable to two high. '.repeat(8),
  statusHistory: [{ status: 'pending', at: new Date(), note: 'Booked online' }],
  createdAt: new Date(),
});

const line = (name: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `  ${name.padEnd(30)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  slowest ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length})`;
};

const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-compaction-'));
const server = await EmbeddedMongo.create({ dataDir, compactAtBytes });
const client = await MongoClient.connect(server.getUri());
try {
  const coll = client.db('bench').collection('bookings');
  const first = booking(0);
  await coll.insertOne(first);
  const inserts: number[] = [];
  const reads: number[] = [];
  let compactions = 0;
  let wasCompacting = false;
  const watch = setInterval(() => {
    if (server.store.compacting && !wasCompacting) compactions += 1;
    wasCompacting = server.store.compacting;
  }, 1);
  let writing = true;
  const reader = (async () => {
    while (writing) {
      const started = performance.now();
      await coll.findOne({ _id: first._id });
      reads.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  for (let i = 1; i < TOTAL; i += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, TOTAL - i) }, (_, k) => booking(i + k));
    const started = performance.now();
    await coll.insertMany(docs);
    inserts.push(performance.now() - started);
  }
  writing = false;
  await reader;
  while (server.store.compacting) await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(watch);
  console.warn(`embedded-mongo compaction bench: ${TOTAL.toLocaleString('en-US')} booking-sized docs, persisted, ${compactions} background compactions`);
  console.warn(line(`insertMany of ${BATCH}`, inserts));
  console.warn(line('findOne by _id every 10 ms', reads));
} finally {
  await client.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
