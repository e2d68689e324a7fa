import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo } from '@meridian/embedded-mongo';
import { describe, expect, it } from 'vitest';
import { MONGODB_URI_REQUIRED } from '../../src/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function startProcess(script: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

// The production entry: it serves the database it is given and never starts one (decision 0010).
const startServer = (env: Record<string, string>) => startProcess(['src/server.ts'], env);
// The browser journeys' entry (start:e2e): a fresh test database, then the server entry against it.
const startE2eServer = (env: Record<string, string>) => startProcess(['scripts/start-e2e.ts', 'src/server.ts'], env);

describe('the server process', () => {
  it('when the e2e entry starts with NODE_ENV=test and no MONGODB_URI, then it serves on a fresh database and SIGTERM closes it cleanly', async () => {
    const server = startE2eServer({ MONGODB_URI: '' });
    const port = await server.listening;
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    const users = await fetch(`http://127.0.0.1:${port}/api/v1/bookings/`, { headers: { authorization: 'Bearer x.y.z' } });
    expect(users.status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/\[mongo\] engine=/);
    expect(server.output()).toContain('SIGTERM received, shutting down');
  });

  it('when the server entry is given MONGODB_URI, then it serves that database and starts none of its own', async () => {
    const mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
    try {
      const server = startServer({ MONGODB_URI: mongo.uri });
      const port = await server.listening;
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toMatch(/\[mongo\] engine=/);
    } finally {
      await mongo.stop();
    }
  });

  it('when the server entry has no MONGODB_URI outside production, then it stops with exit code 1 and one line naming it', async () => {
    const server = startServer({ MONGODB_URI: '' });
    await server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(MONGODB_URI_REQUIRED);
  });

  it('when a configuration value is malformed, then it stops with exit code 1 and one line naming it', async () => {
    const server = startServer({ PORT: 'eighty' });
    await server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN');
  });

  it('when production has no MONGODB_URI, then it refuses to start', async () => {
    const server = startServer({ NODE_ENV: 'production', MONGODB_URI: '', JWT_SECRET: 'x'.repeat(40) });
    await server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration: MONGODB_URI is required in production');
  });
});
