import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo, startServerProcess } from '@meridian/embedded-mongo';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { WAIT_BACKSTOP_MS } from './backstop';

// ONE database and several API processes behind a round-robin proxy (decision 0031). Each process runs the production
// entry as shipped: src/server.ts bundled once per cluster by scripts/build.mjs (it starts in half the time tsx
// needs, which matters for restarts on two cores). The database is MONGODB_URI's server (a fresh database on it)
// when set, else the embedded engine in its own process, so neither the engine nor the proxy shares an event loop
// with an API process.

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Inside node_modules so the bundle's external imports (express, mongoose, ...) resolve from apps/api/node_modules.
const buildRoot = join(apiRoot, 'node_modules', '.cache');
const START_TIMEOUT_MS = WAIT_BACKSTOP_MS;

type ApiProcess = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  output(): string;
};

export type Cluster = {
  mongodbUri: string;
  proxy: RoundRobinProxy;
  processes: ApiProcess[];
  /** SIGTERM (graceful) or SIGKILL; resolves with the exit code (null when killed by the signal). */
  stopProcess(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  startProcess(index: number): Promise<void>;
  /** Stops the shared database while the API processes run on (what an outage looks like to them). */
  stopDatabase(): Promise<void>;
  stop(): Promise<void>;
};

export type ClusterOptions = { size?: number; env?: Record<string, string> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, output: () => string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`${what} did not start within ${START_TIMEOUT_MS} ms:\n${output()}`)), START_TIMEOUT_MS);
    const onData = () => {
      if (pattern.test(output())) finish();
    };
    const onExit = () => finish(new Error(`${what} exited before it was ready:\n${output()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    onData();
  });
}

function capture(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    // Keep the tail only: a long run must not grow the test's memory.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function startDatabase(): Promise<{ uri: string; stop(): Promise<void> }> {
  if (process.env.MONGODB_URI) {
    const mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
    return { uri: mongo.uri, stop: () => mongo.stop() };
  }
  const server = await startServerProcess();
  return { uri: `${server.uri}/meridian-scale`, stop: () => server.stop() };
}

async function bundleServer(): Promise<string> {
  mkdirSync(buildRoot, { recursive: true });
  const outdir = mkdtempSync(join(buildRoot, 'meridian-scale-'));
  const child = spawn(process.execPath, ['scripts/build.mjs', `--outdir=${outdir}`], { cwd: apiRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = capture(child);
  if ((await exitOf(child)) !== 0) {
    rmSync(outdir, { recursive: true, force: true });
    throw new Error(`bundling the server failed:\n${output()}`);
  }
  return outdir;
}

export async function startCluster({ size = 3, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const tempDir = mkdtempSync(join(tmpdir(), 'meridian-scale-'));
  let bundleDir: string | undefined;
  let database: { uri: string; stop(): Promise<void> } | undefined;
  const processes: ApiProcess[] = [];
  let proxy: RoundRobinProxy | undefined;

  const startProcess = async (index: number) => {
    const api = processes[index];
    if (!api) throw new Error(`no process ${index}`);
    const child = spawn(process.execPath, [join(bundleDir ?? '', 'server.js')], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(api.port),
        LOG_LEVEL: 'warn',
        BCRYPT_COST: '4',
        MONGODB_URI: database?.uri ?? '',
        OUTBOX_DIR: join(tempDir, `outbox-${api.name}`),
        WEB_DIST_DIR: join(tempDir, 'no-web-build'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.child = child;
    api.output = capture(child);
    await waitForLine(child, /listening on http:\/\/localhost:\d+/, api.output, api.name);
  };

  const stopProcess = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const child = processes[index]?.child;
    if (!child) return null;
    const exited = exitOf(child);
    child.kill(signal);
    return exited;
  };

  const stop = async () => {
    try {
      await proxy?.close();
      await Promise.all(
        processes.map(async (api, index) => {
          if (!api.child || api.child.exitCode !== null || api.child.signalCode !== null) return;
          // A process that does not stop within its grace period is a failure to report, but never a leftover.
          const timer = setTimeout(() => api.child?.kill('SIGKILL'), 30_000);
          await stopProcess(index);
          clearTimeout(timer);
        }),
      );
    } finally {
      await database?.stop().catch(() => undefined);
      rmSync(tempDir, { recursive: true, force: true });
      if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    }
  };

  try {
    const [bundled, started] = await Promise.allSettled([bundleServer(), startDatabase()]);
    if (bundled.status === 'fulfilled') bundleDir = bundled.value;
    if (started.status === 'fulfilled') database = started.value;
    if (bundled.status === 'rejected') throw bundled.reason;
    if (started.status === 'rejected') throw started.reason;
    for (let i = 0; i < size; i += 1) {
      const port = await freePort();
      processes.push({ name: `api-${i + 1}`, port, url: `http://127.0.0.1:${port}`, child: null, output: () => '' });
    }
    await Promise.all(processes.map((_, i) => startProcess(i)));
    proxy = await startRoundRobinProxy(processes.map((api) => ({ name: api.name, host: '127.0.0.1', port: api.port })));
  } catch (error) {
    await stop();
    throw error;
  }

  const stopDatabase = async () => {
    await database?.stop();
  };

  return { mongodbUri: database?.uri ?? '', proxy, processes, stopProcess, startProcess, stopDatabase, stop };
}
