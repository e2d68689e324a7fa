// The API as a benchmark runs it: src/server.ts with tsx in a process of its own, in production mode, with
// bench/memory-probe.mjs preloaded so the bench can ask for its RSS and heap (peaks since the last ask).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PRODUCTION_ENV } from './production-env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const MB = 1024 * 1024;
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

export type Memory = { peakRss: number; peakHeapUsed: number; rss: number; heapUsed: number };

export function startApi(uri: string): Promise<{ child: ChildProcess; port: number; memory: () => Promise<Memory> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', './bench/memory-probe.mjs', 'src/server.ts'], {
      cwd: root,
      env: { ...process.env, ...BENCH_PRODUCTION_ENV, MONGODB_URI: uri, MONGO_ENGINE: 'uri', JWT_SECRET: BENCH_SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let waiting: ((m: Memory) => void) | undefined;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match && !resolved) {
        resolved = true;
        resolve({ child, port: Number(match[1]), memory });
      }
      const line = /\[memory\] (\{[^\n]+\})\n/.exec(out);
      if (line && waiting) {
        out = out.slice((line.index ?? 0) + line[0].length);
        const done = waiting;
        waiting = undefined;
        done(JSON.parse(line[1]!) as Memory);
      }
    };
    let resolved = false;
    const memory = () =>
      new Promise<Memory>((done) => {
        waiting = done;
        child.kill('SIGUSR2');
      });
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      if (!resolved) reject(new Error(`api exited with ${code}:\n${out}`));
    });
  });
}

