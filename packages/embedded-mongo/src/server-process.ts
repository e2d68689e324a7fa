import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ServerProcess = { uri: string; pid: number | undefined; stop(): Promise<void> };

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/**
 * The engine in a process of its own on a free port, as a deployment has its database: benchmarks use it so the
 * engine's work and collections do not delay the load they time (decision 0072).
 */
export async function startServerProcess(): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (mongodb:\/\/[^/\s]+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}:\n${out}`)));
  });
  return {
    uri,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
