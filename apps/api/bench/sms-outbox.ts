/**
 * SMS through the outbox provider (decision 0111). N texts (default 1,000) are queued in a burst, as events would
 * queue them, by a process other than the API's, so the API's worker finds them by polling (the worst case: an
 * enqueue in its own process also wakes it). Measures each text's time from queueing (its queue document's
 * createdAt) to its file written in SMS_OUTBOX_DIR (the file's writtenAt): p50 / p99 / max. Goal: p99 under 10 s.
 * Not a test: numbers depend on the machine.
 *   pnpm --filter @meridian/api bench:sms   (SMS_COUNT=1000)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { connectDatabase } from '../src/lib/db';
import { SmsMessageModel } from '../src/modules/sms/sms-messages.model';
import { SmsOptOutModel } from '../src/modules/sms/sms-opt-outs.model';
import { queueSms } from '../src/modules/sms/sms.service';
import { startDatabase } from './database-process';
import { BENCH_PRODUCTION_ENV } from './production-env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.SMS_COUNT ?? 1000);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function startApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on http:\/\/localhost:\d+/.test(out)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the API exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

type Written = { id: string; queuedAt: string; writtenAt: string };
const readOutbox = (dir: string): Written[] => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Written);
  } catch {
    return [];
  }
};

async function main() {
  const database = await startDatabase('meridian-sms-bench');
  const outbox = mkdtempSync(join(tmpdir(), 'meridian-sms-bench-'));
  let api: ChildProcess | undefined;
  try {
    api = await startApi({ ...BENCH_PRODUCTION_ENV, MONGODB_URI: database.uri, JWT_SECRET: SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', SMS_PROVIDER: 'outbox', SMS_OUTBOX_DIR: outbox });
    await connectDatabase(database.uri, [SmsMessageModel, SmsOptOutModel]);
    const load = loadavg().map((n) => n.toFixed(2)).join(' ');

    const startedAt = performance.now();
    let next = 0;
    // Eight writers at once, as a burst of events from several requests would queue them.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < COUNT) {
          next += 1;
          const n = next;
          await queueSms({ to: `+1555${String(1_000_000 + n).slice(-7)}`, body: `Your parcel MX-BENCH-${n} is out for delivery today.`, purpose: 'bench', dedupeKey: `bench-${n}` });
        }
      }),
    );
    const queuedMs = performance.now() - startedAt;
    const deadline = Date.now() + 10 * 60_000;
    let written = readOutbox(outbox);
    while (written.length < COUNT && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      written = readOutbox(outbox);
    }
    const drainMs = performance.now() - startedAt;
    if (written.length < COUNT) throw new Error(`${written.length} of ${COUNT} texts were written`);
    const latencies = written.map((w) => Date.parse(w.writtenAt) - Date.parse(w.queuedAt)).sort((a, b) => a - b);
    const sent = await SmsMessageModel.countDocuments({ status: 'sent' });

    console.warn(`[sms-outbox] ${COUNT} texts queued in ${(queuedMs / 1000).toFixed(1)} s by another process; all ${written.length} files written ${(drainMs / 1000).toFixed(1)} s after the first (${Math.round(COUNT / (drainMs / 1000))} texts/s); ${sent} stored as sent`);
    console.warn(`[sms-outbox] queued to file written: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)} (goal p99 < 10 s: ${percentile(latencies, 99) < 10_000 ? 'met' : 'NOT met'})`);
    console.warn(`[sms-outbox] load average at the start: ${load}; at the end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await mongoose.disconnect();
    api?.kill('SIGTERM');
    await database.stop();
    rmSync(outbox, { recursive: true, force: true });
  }
}

await main();
