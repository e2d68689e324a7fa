/**
 * Decision 0056: POST /bookings/import of BENCH_LINES lines (default 1,000, the most a file may hold) through the API
 * process (src/server.ts with tsx, production mode, against the database resolveMongo gives), BENCH_RUNS times
 * (default 3), each with a new Idempotency-Key: the time of each import (p50, min, max) and the API process's RSS and
 * heap before and at their peak during the runs (bench/memory-probe.mjs). A dry run of the same file is timed too.
 *   pnpm --filter @meridian/api bench:csv-import      (BENCH_LINES, BENCH_RUNS)
 * Not a test: numbers depend on the machine.
 */
import { BOOKING_IMPORT_COLUMNS, type ImportResult } from '@meridian/contracts';
import { resolveMongo } from '@meridian/embedded-mongo';
import { stringify } from 'csv-stringify/sync';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId } from 'mongodb';
import type { ChildProcess } from 'node:child_process';
import { exampleLine } from '../src/modules/bulk-import/bulk-import.csv';
import { BENCH_SECRET, mb, startApi } from './api-process';

const LINES = Number(process.env.BENCH_LINES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DAY = 86_400_000;
const date = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

function csvOf(lines: number): Buffer {
  const example = exampleLine(date(7), date(10));
  const rows = Array.from({ length: lines }, (_, i) => ({ ...example, quantity: String(1 + (i % 50)), notes: `Bench line ${i + 2}` }));
  return Buffer.from(stringify(rows, { header: true, columns: [...BOOKING_IMPORT_COLUMNS] }));
}

async function post(url: string, token: string, file: Buffer, key?: string): Promise<{ ms: number; result: ImportResult }> {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) } });
  const body = (await res.json()) as { data: ImportResult; msg?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.msg}`);
  return { ms, result: body.data };
}

async function main() {
  const mongo = await resolveMongo({ purpose: 'test', dbName: 'meridian-bench-csv-import' });
  const client = await MongoClient.connect(mongo.uri);
  let api: ChildProcess | undefined;
  try {
    const started = await startApi(mongo.uri);
    api = started.child;
    const adminId = new ObjectId();
    await client
      .db()
      .collection('users')
      .insertOne({ _id: adminId, firstName: 'Ima', lastName: 'Porter', email: 'import@bench.test', phoneNumber: '+1 555 000 0000', address: '1 Bench Rd', companyName: 'Bench Co', role: 'customer', passwordHash: 'x', organizationId: adminId, organizationRole: 'admin', createdAt: new Date(), updatedAt: new Date() });
    const token = jwt.sign({}, BENCH_SECRET, { algorithm: 'HS256', subject: String(adminId), expiresIn: '1h' });
    const base = `http://127.0.0.1:${started.port}/api/v1/bookings/import`;
    const file = csvOf(LINES);

    // Warm the code paths with a small file, then measure.
    await post(base, token, csvOf(2), 'bench-warm-up');
    const dry = await post(`${base}?dryRun=true`, token, file);
    const before = await started.memory();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, result } = await post(base, token, file, `bench-run-${run}-${Date.now()}`);
      if (result.created.length !== LINES || result.errors.length > 0) throw new Error(`run ${run}: ${result.created.length} created, ${result.errors.length} errors`);
      times.push(ms);
    }
    const during = await started.memory();
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)]!;
    console.warn(`[bench] engine: ${mongo.engine}; file of ${LINES} lines, ${mb(file.length)}`);
    console.warn(`  CSV dry run, ${LINES} lines           ${dry.ms.toFixed(0)} ms`);
    console.warn(`  CSV import, ${LINES} lines: ${RUNS} runs, p50 ${p50.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}) = ${Math.round(LINES / (p50 / 1000))} bookings/s`);
    console.warn(
      `    API process: RSS ${mb(before.rss)} before, peak ${mb(during.peakRss)} (+${mb(during.peakRss - before.rss)}); heap used ${mb(before.heapUsed)} before, peak ${mb(during.peakHeapUsed)} (+${mb(during.peakHeapUsed - before.heapUsed)})`,
    );
  } finally {
    api?.kill('SIGTERM');
    await client.close();
    await mongo.stop();
  }
}

await main();
