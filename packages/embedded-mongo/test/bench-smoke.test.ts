import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Decision 0051: the engine's benchmark runs at a tiny size in every `pnpm test`, so a change that breaks the script
// (or the engine under it) fails here instead of on the day someone needs the figures.
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a bench script to its end; its exit code and everything it printed. */
async function runBench(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

it('when the engine bench runs at a tiny size, then it finishes and prints its table', async () => {
  const { code, output } = await runBench('bench/bench.ts', { BENCH_DOCS: '2000', BENCH_SAMPLES: '20', BENCH_AGG_SAMPLES: '1', BENCH_UNIQUE: '200', BENCH_SMOKE: '1' });
  expect(code, output).toBe(0);
  expect(output).toContain('embedded-mongo bench: 2,000 booking-shaped docs');
  expect(output).toMatch(/unique-index insertOne\s+[\d,]+ docs\/s \(duplicate rejected: true\)/);
});

it('when the compaction bench runs at a tiny size, then background compactions run and it prints both lines', async () => {
  const { code, output } = await runBench('bench/compaction.ts', { BENCH_DOCS: '3000', BENCH_COMPACT_AT: String(256 * 1024) });
  expect(code, output).toBe(0);
  expect(output).toMatch(/3,000 booking-sized docs, persisted, [1-9]\d* background compactions/);
  expect(output).toMatch(/insertMany of 100\s+p50 [\d.]+ ms/);
});

it('when the readings bench runs at a tiny size, then each storage shape prints its line', async () => {
  const { code, output } = await runBench('bench/reading-shapes.ts', { BENCH_BATCHES: '40', BENCH_RATE: '200' });
  expect(code, output).toBe(0);
  expect(output).toMatch(/documents\s+insert p50 [\d.]+ p99 [\d.]+ max [\d.]+ ms\s+list p50/);
  expect(output).toMatch(/buckets\s+insert p50 [\d.]+ p99 [\d.]+ max [\d.]+ ms\s+list p50/);
  expect(output).toMatch(/none\s+no readings\s+list p50 [\d.]+ p99/);
});
