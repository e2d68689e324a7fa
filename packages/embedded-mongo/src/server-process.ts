import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ServerProcess = { uri: string; pid: number | undefined; stop(): Promise<void> };

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
// `--import tsx` is resolved from the working directory: the package's own, where tsx is a dependency, whoever calls.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * The engine in a process of its own on a free port, as a deployment has its database: benchmarks and the multi-process
 * tests use it so the engine's work and collections share no event loop with what they time (decision 0072).
 */
export async function startServerProcess(): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let ready = false;
  const uri = await new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`embedded-mongo ${reason}:\n${out}`));
    };
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    // The pipes keep being read once it is up (a full pipe would stall the engine), but nothing more is kept.
    const onData = (chunk: Buffer) => {
      if (ready) return;
      out += chunk.toString();
      const match = /listening on (mongodb:\/\/[^/\s]+)/.exec(out);
      if (!match?.[1]) return;
      ready = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(match[1]);
    };
    const onExit = (code: number | null) => fail(`exited with ${code} before it was ready`);
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
  return {
    uri,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
