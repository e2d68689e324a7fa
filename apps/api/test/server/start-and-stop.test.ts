import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('when started with NODE_ENV=test and no MONGODB_URI, then it serves on a fresh database and SIGTERM closes it cleanly', async () => {
    const server = startServer({ MONGODB_URI: '' });
    const port = await server.listening;
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    const users = await fetch(`http://127.0.0.1:${port}/api/v1/bookings/`, { headers: { authorization: 'Bearer x.y.z' } });
    expect(users.status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/\[mongo\] engine=/);
    expect(server.output()).toContain('SIGTERM received, shutting down');
  }, 60_000);

  it('when a configuration value is malformed, then it stops with exit code 1 and one line naming it', async () => {
    const server = startServer({ PORT: 'eighty' });
    await server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN');
  }, 30_000);

  it('when production has no MONGODB_URI, then it refuses to start', async () => {
    const server = startServer({ NODE_ENV: 'production', MONGODB_URI: '', JWT_SECRET: 'x'.repeat(40) });
    await server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration: MONGODB_URI is required in production');
  }, 30_000);
});
