import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo } from '@meridian/embedded-mongo';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { JobLeaseModel, runPeriodically } from '../../src/lib/leases';
import { registerBackgroundJob, stopBackgroundJobs, withinDeadline } from '../../src/lib/lifecycle';
import { signUpPayload } from '../support/app';

// Decision 0033: SIGTERM makes the process not-ready, closes the listener, lets in-flight requests and background
// jobs finish, then exits 0, all within SHUTDOWN_GRACE_MS.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('graceful shutdown of one process', () => {
  it('when SIGTERM arrives while a request is half sent, then new connections are refused, that request still answers 201 and is stored, and the process exits 0', async () => {
    const mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
    const outbox = mkdtempSync(join(tmpdir(), 'meridian-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MONGODB_URI: mongo.uri, OUTBOX_DIR: outbox, SHUTDOWN_DRAIN_MS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then(() => reject(new Error(`exited early:\n${output}`)));
      });

      const payload = signUpPayload();
      const body = JSON.stringify(payload);
      const inFlight = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/auth/sign-up', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        inFlight.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        inFlight.on('error', reject);
      });
      inFlight.write(body.slice(0, 20));
      await new Promise<void>((resolve) => inFlight.once('socket', (socket) => (socket.connecting ? socket.once('connect', () => resolve()) : resolve())));
      // A connected socket is not yet a request the server has read: until its headers are parsed the server counts the
      // connection idle and closes it on SIGTERM (what a client that sent nothing should get). Give a busy machine time
      // to read them, so the request is in flight when the signal arrives.
      await new Promise((resolve) => setTimeout(resolve, 500));

      child.kill('SIGTERM');
      while (!(await connectionRefused(port))) await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight.end(body.slice(20));

      expect(await answer).toEqual({ status: 201, connection: 'close' });
      expect(await exited).toBe(0);
      const client = await MongoClient.connect(mongo.uri);
      try {
        expect(await client.db().collection('users').countDocuments({ email: payload.email })).toBe(1);
      } finally {
        await client.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await mongo.stop();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});

describe('the background job registry', () => {
  it('when jobs are stopped, then every registered stop is awaited, one failing does not skip the others, and each runs once', async () => {
    const finished: string[] = [];
    const failures: unknown[] = [];
    let releaseSlow: () => void = () => undefined;
    registerBackgroundJob(() => new Promise<void>((resolve) => (releaseSlow = resolve)).then(() => void finished.push('slow')));
    registerBackgroundJob(() => Promise.reject(new Error('worker would not stop')));
    registerBackgroundJob(() => void finished.push('quick'));
    const unregistered = registerBackgroundJob(() => void finished.push('unregistered'));
    unregistered();

    const stopping = stopBackgroundJobs((error) => failures.push(error));
    expect(await withinDeadline(stopping, 50)).toBe(false);
    releaseSlow();
    await stopping;
    expect(finished.sort()).toEqual(['quick', 'slow']);
    expect(failures).toHaveLength(1);

    await stopBackgroundJobs();
    expect(finished).toHaveLength(2);
  });
});

describe('periodic jobs on shutdown', () => {
  it('when background jobs are stopped while a periodic job runs, then the stop waits for that run, releases the lease and no run starts again', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish: () => void = () => undefined;
    let runs = 0;
    runPeriodically(
      'scale-test-sweep',
      20,
      async () => {
        runs += 1;
        started();
        await new Promise<void>((resolve) => (finish = resolve));
      },
      (error) => {
        throw error;
      },
    );
    await running;

    const stopping = stopBackgroundJobs();
    expect(await withinDeadline(stopping, 100)).toBe(false);
    finish();
    await stopping;

    expect(runs).toBe(1);
    const lease = await JobLeaseModel.findById('scale-test-sweep').lean();
    expect(lease?.until?.getTime()).toBe(0);
  });
});
