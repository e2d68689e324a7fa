import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 0051: every script in bench/ runs at a tiny size in `pnpm test`, so a bench that crashes, or an API that
// refuses to start the way a bench starts it (production mode needs SMTP_URL and ALLOW_SANDBOX_PAYMENTS), fails here
// instead of on the day someone needs the figures. Sizes are tiny: the timings printed mean nothing. bench.ts,
// tracking.ts and temperature-report.ts have their 100,000-document phase built in, so they run until their first
// phase has answered and are then stopped with their whole process group. rolling-restart.ts is not run here: it is a
// print-out around rollingRestartUnderLoad and startCluster, which test/scale/three-processes.test.ts runs in full.
// Two benches run at a time, one per core, since each spends much of its time waiting on its API.
const root = fileURLToPath(new URL('../..', import.meta.url));

// The variables vitest sets for the API's own tests, which a developer's shell running `pnpm bench:*` does not have.
const TEST_ONLY = ['NODE_ENV', 'LOG_LEVEL', 'BCRYPT_COST', 'RATE_LIMIT_WINDOW_MS'];

function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!TEST_ONLY.includes(key) && !key.startsWith('VITEST')) env[key] = value;
  return { ...env, ...extra };
}

let running = 0;
const waiting: Array<() => void> = [];
async function inLane<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Runs a bench script the way its package script does (tsx) in a process group of its own. Resolves with its output once
 * it exits 0, or, with `until`, once its output matches (then the group is stopped); fails on any other exit.
 */
function runBench(script: string, env: Record<string, string>, until?: RegExp): Promise<string> {
  return inLane(() => runAlone(script, env, until));
}

function runAlone(script: string, env: Record<string, string>, until?: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: shellEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let stopped = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && !stopped && until.test(output)) {
        stopped = true;
        process.kill(-child.pid!, 'SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      // Whatever the bench started and left behind (an engine still shutting down, say) goes with it.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is already empty.
      }
      if (code === 0 || stopped) resolve(output);
      else reject(new Error(`${script} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

// A backstop for the whole file, not a figure (test/support/backstop.ts): the tests start together and wait for a lane,
// so the last one's clock runs through the others'. Quiet, the file takes about 130 s; at load 20, ten times that.
describe.concurrent('every benchmark still runs', { timeout: 1_800_000 }, () => {
  it('when bench:invoice-pdf runs 5 times, then it prints both timings', async () => {
    const out = await runBench('bench/invoice-pdf.ts', { BENCH_RUNS: '5' });
    expect(out).toMatch(/invoice PDF: 5 runs, p50/);
    expect(out).toMatch(/receipt PDF: 5 runs, p50/);
  });

  it('when bench:reports runs at 300 bookings as documented (no extra variables), then the production API starts and every report answers', async () => {
    const out = await runBench('bench/reports.ts', { BENCH_DOCS: '300', BENCH_SAMPLES: '1' });
    expect(out).toContain('300 bookings of one customer');
    expect(out).toMatch(/KPI summary, Last Year\s+p50/i);
    expect(out).toMatch(/rows\/s/);
  });

  it('when bench:csv-import imports 5 lines twice, then every line is created and the time and memory are printed', async () => {
    const out = await runBench('bench/csv-import.ts', { BENCH_LINES: '5', BENCH_RUNS: '2' });
    expect(out).toMatch(/CSV import, 5 lines: 2 runs, p50 \d+ ms/);
    expect(out).toMatch(/API process: RSS [\d.]+ MB before/);
  });

  it('when bench:ops runs at 300 bookings, then every queue shape answers', async () => {
    const out = await runBench('bench/ops-queue.ts', { BENCH_DOCS: '300', BENCH_SAMPLES: '2' });
    expect(out).toMatch(/bookings over 1,000 customers/);
    expect(out).toMatch(/p99 +[\d.]+ ms/);
  });

  it('when bench:telemetry runs a warm-up, then one paced and one unthrottled second each beside a second of the list alone, then readings are accepted and stored and the figure is read at the paced rate', async () => {
    const out = await runBench('bench/telemetry.ts', { BENCH_DURATION: '1', BENCH_RATES: '10,0', BENCH_WARMUP: '1' });
    expect(out).toMatch(/telemetry 10 batches\/s +1000 readings\/s accepted .*list p50 \d+ ms p99 \d+ ms \([\d.]+x alone: p99 \d+ ms in the windows between, 1 x 1 s each\)/);
    expect(out).toMatch(/list alone, every window: +p50 \d+ ms +p99 \d+ ms/);
    expect(out).toMatch(/telemetry max +[1-9]\d* readings\/s accepted/);
    expect(out).toMatch(/readings stored: [1-9]/);
    // Decision 0080: the verdict names the reference load and the ratio it was read from.
    expect(out).toMatch(/the figure \(decision 0080\): at 1000 readings\/s the list's p99 is \d+\.\d\dx alone \(\d+ against \d+ ms\); target 1\.50x: (met|not met)/);
  });

  it('when bench:sse opens 3 streams for one round, then every stream gets every notification', async () => {
    const out = await runBench('bench/sse-fanout.ts', { SSE_STREAMS: '3', SSE_ROUNDS: '1' });
    expect(out).toMatch(/3 open streams on one API process, 1 rounds, \d+ deliveries \(every stream got every one\)/);
  });

  it('when bench:webhooks sends 5 events to 2 endpoints, then every endpoint gets every event', async () => {
    const out = await runBench('bench/webhook-fanout.ts', { WEBHOOK_EVENTS: '5', WEBHOOK_ENDPOINTS: '2', WEBHOOK_LIST_SAMPLES: '5' });
    expect(out).toMatch(/\[webhook-fanout\] 5 events to 2 endpoints on one API process, 10 deliveries \(every endpoint got every event\)/);
    expect(out).toMatch(/GET \/bookings p99: [\d.]+ ms idle/);
  });

  it('when bench:tracking starts, then its API and engine come up and the first 1,000 bookings go in', async () => {
    const out = await runBench('bench/tracking.ts', { BENCH_LOOKUPS: '5' }, /1,000 bookings inserted/);
    expect(out).toContain('1,000 bookings inserted');
  });

  it('when bench:temperature-report starts, then the PDF is drawn and its engine takes the first 1,000 reports', async () => {
    const out = await runBench('bench/temperature-report.ts', { BENCH_RUNS: '2', BENCH_LOOKUPS: '5' }, /1,000 reports stored/);
    expect(out).toMatch(/temperature report PDF, 10,000 readings, \d+ excursions: 2 runs, p50 [\d.]+ ms/);
    expect(out).toContain('1,000 reports stored');
  });

  it('when bench:images runs small, then every image is kept and the health answers are printed', async () => {
    const out = await runBench('bench/images.ts', { BENCH_IMAGES: '2', BENCH_IMAGE_SIDE: '600' });
    expect(out).toMatch(/images: 2 at once, first kept after [\d.]+ s, all after [\d.]+ s; health answers during the work: \d+, p50 [\d.]+ ms/);
  });

  it('when bench:places runs 20 prefixes, then both API processes start and every search answers', async () => {
    const out = await runBench('bench/places.ts', { BENCH_PREFIXES: '20' });
    expect(out).toMatch(/gazetteer in the API process: RSS [\d.]+ MB, heap [\d.]+ MB before the first search/);
    expect(out).toMatch(/GET \/places, 20 prefixes .*p50 [\d.]+ ms, p99 [\d.]+ ms/);
    expect(out).toMatch(/preloaded \(the production default\): listening after \d+ ms/);
  });

  it('when bench:eta replays 5 runs, then it prints the error at 60, 30 and 10 minutes out and the verdict', async () => {
    const out = await runBench('bench/eta.ts', { BENCH_RUNS: '5' });
    expect(out).toMatch(/\[eta\] 5 runs, \d+ drops, seed 49/);
    expect(out).toMatch(/10 min out: \d+ estimates, error p50 [\d.]+ min, p90 [\d.]+ min/);
    expect(out).toMatch(/goals: 60 min out p50 < 10 and p90 < 20 min: (met|not met)/);
  });

  it('when bench (the list and POST /bookings) starts, then the built production API answers its first run', async () => {
    // Every measured request is reached, POST /bookings included; the bench itself stops on any failed answer.
    const out = await runBench('bench/bench.ts', { BENCH_DURATION: '1', BENCH_CONNECTIONS: '1', BENCH_BOOKINGS: '3000', BENCH_WARMUP_WRITES: '5' });
    expect(out).toMatch(/API list, typical user \(95\), @1k\s+\d+ req\/s/);
    expect(out).toMatch(/POST \/bookings: [1-9]\d* req\/s/);
    expect(out).not.toMatch(/errors [1-9]|non-2xx [1-9]/);
  });
});
