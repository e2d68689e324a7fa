import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, signUpPayload } from '../support/app';
import { openStream } from './notifications-kit';

// Two API processes on one database and no broker; a notification written by one reaches a stream held
// by the other within 2 s (decision 0016).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const children: ChildProcess[] = [];
let mongo: ResolvedMongo | undefined;

function startApi(mongodbUri: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MONGODB_URI: mongodbUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`API process exited early:\n${output}`)));
  });
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

let processA = '';
let processB = '';

beforeAll(async () => {
  mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
  [processA, processB] = await Promise.all([startApi(mongo.uri), startApi(mongo.uri)]);
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await mongo?.stop();
});

describe('notifications across two API processes', () => {
  it('when process A creates a notification, then the stream held by process B delivers it within 2 s, and B still stops cleanly with the stream open', async () => {
    const { token } = await post<{ token: string }>(`${processA}/api/v1/auth/sign-up`, signUpPayload());
    const { ticket } = await post<{ ticket: string }>(`${processB}/api/v1/notifications/stream-ticket`, undefined, token);
    const stream = await openStream(`${processB}/api/v1/notifications/stream?ticket=${ticket}`);
    try {
      expect(stream.response.status).toBe(200);
      const booking = await post<{ _id: string; trackingNumber: string }>(`${processA}/api/v1/bookings/`, bookingPayload(), token);
      const [received] = await stream.waitForNotifications(1, 2_000);
      expect(received).toMatchObject({ title: 'Booking received', bookingId: booking._id, trackingNumber: booking.trackingNumber });

      // Graceful stop must not hang on the open stream (the server's own timeout is 10 s).
      const exited = new Promise<number | null>((resolve) => children[1]?.once('exit', (code) => resolve(code)));
      const stoppingAt = Date.now();
      children[1]?.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stoppingAt).toBeLessThan(5_000);
    } finally {
      await stream.close();
    }
  });
});
