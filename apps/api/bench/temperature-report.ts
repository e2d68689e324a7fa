/**
 * Decision 0041's figures. (1) The temperature report PDF for a booking with 10,000 readings: p50/p99 time and bytes
 * over BENCH_RUNS runs (default 40; 5 warm-up runs not counted), generation only (pdfkit into memory, with the
 * digest's canonical text and SHA-256 measured apart). (2) GET /api/v1/temperature-reports/{digest} over HTTP at
 * 1,000 and 100,000 stored reports: p50/p99 of sequential lookups of random digests, and the ratio p99@100k / p99@1k
 * (one seek on the unique digest index, not a scan; an unindexed control query shows what a scan would cost).
 * Without MONGODB_URI the embedded engine runs in its own process (bench/database-process.ts).
 *   pnpm --filter @meridian/api bench:temperature-report      (BENCH_LOOKUPS per size, default 2000)
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalTemperatureReport, coldChainVerdict, findExcursions, temperatureBand, type Booking, type TemperatureReading } from '@meridian/contracts';
import mongoose from 'mongoose';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectAppDatabase } from '../src/composition';
import { disconnectDatabase } from '../src/lib/db';
import { renderToBuffer } from '../src/lib/pdf';
import { statsOf, type ColdChainReport } from '../src/modules/cold-chain/readings.service';
import { writeTemperatureReportPdf } from '../src/modules/cold-chain/temperature-report.pdf';
import { TemperatureReportModel } from '../src/modules/cold-chain/temperature-reports.model';
import { startDatabase } from './database-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 2000);
const CHUNK = 2000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// ---- (1) The PDF ------------------------------------------------------------------------------------------------

function reportWith(count: number): ColdChainReport {
  const band = temperatureBand(4);
  const start = Date.UTC(2026, 10, 1);
  // A week of readings a minute apart, drifting through the band with three warm spells.
  const readings: TemperatureReading[] = Array.from({ length: count }, (_, i) => ({
    at: new Date(start + i * 60_000).toISOString(),
    celsius: Math.round((4 + 1.5 * Math.sin(i / 300) + (i % 3000 > 2900 ? 4 : 0)) * 10) / 10,
    source: 'sensor',
  }));
  const excursions = findExcursions(readings, band).map((e, i) => ({
    ...e,
    id: String(i).padStart(24, '0'),
    closedBy: e.closedAt ? ('reading' as const) : null,
    acknowledgement: i === 0 ? { by: 'x', byName: 'Olive Operator', at: readings.at(-1)!.at, disposition: 'released' as const, note: 'Within the stability budget' } : null,
  }));
  const booking = {
    _id: '6b0451c42f10a98f4ac51b0a',
    trackingNumber: 'MX9WRDKZRD7MR',
    goodsType: 'Food',
    quantity: 12,
    cargoWeightKg: 740,
    pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA' },
    dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO' },
  } as unknown as Booking;
  const digest = createHash('sha256').update(canonicalTemperatureReport({ trackingNumber: booking.trackingNumber, band, readings })).digest('hex');
  return { booking, band, readings, excursions, stats: statsOf(readings, band, excursions, new Date(readings.at(-1)!.at)), verdict: coldChainVerdict(excursions), digest, issued: null };
}

async function benchPdf() {
  const report = reportWith(10_000);
  const render = () => renderToBuffer((out) => writeTemperatureReportPdf(report, { verifyBaseUrl: 'https://meridian.example/verify/' }, out));
  for (let i = 0; i < 5; i += 1) await render();
  const times: number[] = [];
  const digestTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    let start = process.hrtime.bigint();
    bytes = (await render()).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    start = process.hrtime.bigint();
    createHash('sha256').update(canonicalTemperatureReport({ trackingNumber: report.booking.trackingNumber, band: report.band!, readings: report.readings })).digest('hex');
    digestTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  digestTimes.sort((a, b) => a - b);
  console.warn(`temperature report PDF, 10,000 readings, ${report.excursions.length} excursions: ${RUNS} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ${bytes.toLocaleString('en-US')} bytes`);
  console.warn(`digest (canonical text + SHA-256) of 10,000 readings: p50 ${percentile(digestTimes, 50).toFixed(2)} ms, p99 ${percentile(digestTimes, 99).toFixed(2)} ms`);
}

// ---- (2) The verification lookup ---------------------------------------------------------------------------------

function reportDoc(i: number) {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
  return {
    digest: randomBytes(32).toString('hex'),
    bookingId: new mongoose.Types.ObjectId(),
    trackingNumber: `MXBENCH${String(i).padStart(6, '0')}`,
    band: { target: 4, min: 2, max: 6, tolerance: 2 },
    readings: 100 + (i % 900),
    firstAt: at,
    lastAt: new Date(at.getTime() + 86_400_000),
    minCelsius: 2.5,
    maxCelsius: 7.1,
    meanKineticCelsius: 4.42,
    timeInBandPercent: 97.3,
    createdAt: at,
  };
}

async function measure(base: string, digests: string[]) {
  for (let i = 0; i < 500; i += 1) await fetch(`${base}/api/v1/temperature-reports/${digests[i % digests.length]}`).then((r) => r.arrayBuffer());
  const times: number[] = [];
  for (let i = 0; i < LOOKUPS; i += 1) {
    const digest = digests[Math.floor(Math.random() * digests.length)]!;
    const start = process.hrtime.bigint();
    const res = await fetch(`${base}/api/v1/temperature-reports/${digest}`);
    await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.status !== 200) throw new Error(`lookup of ${digest} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function scanControl(size: number) {
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const start = process.hrtime.bigint();
    await TemperatureReportModel.findOne({ trackingNumber: `MXBENCH${String(Math.floor(Math.random() * size)).padStart(6, '0')}` }, { _id: 1 }).lean().exec();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

async function benchLookup() {
  const mongo = await startDatabase('meridian-bench-temperature-reports');
  let server: Server | undefined;
  try {
    await connectAppDatabase(mongo.uri);
    await TemperatureReportModel.deleteMany({}).exec();
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_TRACKING_PER_IP: String(10 ** 9) });
    server = createServer(createApp({ config }));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const digests: string[] = [];
    const rows: { size: number; p50: number; p99: number; scan: number }[] = [];
    for (const size of [1_000, 100_000]) {
      const t0 = Date.now();
      while (digests.length < size) {
        const docs = Array.from({ length: Math.min(CHUNK, size - digests.length) }, (_, k) => reportDoc(digests.length + k));
        await TemperatureReportModel.collection.insertMany(docs, { ordered: false });
        digests.push(...docs.map((d) => d.digest));
      }
      console.warn(`[bench] ${size.toLocaleString('en-US')} reports stored (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      rows.push({ size, ...(await measure(base, digests)), scan: await scanControl(size) });
    }
    console.warn(`\nGET /api/v1/temperature-reports/{digest}, ${LOOKUPS} sequential lookups per size (ms)`);
    console.warn('reports       p50      p99   control: unindexed findOne p50');
    for (const r of rows) console.warn(`${r.size.toLocaleString('en-US').padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}   ${r.scan.toFixed(2).padStart(8)}`);
    const ratio = rows[1]!.p99 / rows[0]!.p99;
    console.warn(`p99 ratio 100k / 1k: ${ratio.toFixed(2)} (target < 1.5) ${ratio < 1.5 ? 'OK' : 'OVER'}`);
    const indexes = await TemperatureReportModel.collection.indexes();
    console.warn(`index on digest: ${indexes.some((i) => i.name === 'digest_unique' && i.unique) ? 'present, unique' : 'MISSING'}`);
  } finally {
    server?.close();
    await disconnectDatabase();
    await mongo.stop();
  }
}

await benchPdf();
await benchLookup();
