// The database a benchmark measures against: MONGODB_URI's server (a fresh database, dropped afterwards), else the
// embedded engine in a process of its own, as a deployment has its database. In the benchmark's own process the
// engine would share the load generator's event loop: its inserts and garbage collection would delay requests being
// sent and replies being timed, a wait no client of a real deployment sees.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo } from '@meridian/embedded-mongo';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'packages', 'embedded-mongo', 'src', 'cli.ts');

export type BenchDatabase = { uri: string; engine: 'uri' | 'embedded'; stop(): Promise<void> };

export async function startDatabase(dbName: string): Promise<BenchDatabase> {
  if (process.env.MONGODB_URI) {
    const mongo = await resolveMongo({ purpose: 'test', dbName, log: () => undefined });
    return { uri: mongo.uri, engine: 'uri', stop: () => mongo.stop() };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const base = await new Promise<string>((resolve, reject) => {
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
    uri: `${base}/${dbName}`,
    engine: 'embedded',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
