import type { UserRole } from '@meridian/contracts';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, expect } from 'vitest';
import { signUpPayload } from './app';
import { startCluster, type Cluster } from './cluster';

// The crash tests' set-up (decisions 0034, 0069): one API process (the production entry) on the embedded engine in its
// own process, killed and started again by the test, a driver on the same database to read what was left, and a
// client that talks to the process as a browser or a phone would.

export type CrashCluster = {
  cluster(): Cluster;
  db(): MongoClient;
  call<T>(method: string, path: string, options?: CallOptions): Promise<{ status: number; data: T; retryAfter: string | null }>;
  /** A signed-up account, given a staff role in the database when asked. */
  account(role?: UserRole): Promise<{ token: string; id: string }>;
  /**
   * Runs `work` while the only process is killed with SIGKILL `kills` times, the first within `first` ms of the start
   * and each later one within `then` ms of the restart before it, started again each time. Waits for the work at most
   * `convergeWithinMs` from the start, then tells it to stop (its `isStopped()` turns true) and waits for it to return.
   */
  killDuring<T>(plan: KillPlan, work: (isStopped: () => boolean) => Promise<T>): Promise<{ result: T; startedAt: number; killedAt: number[] }>;
};

type KillPlan = { kills: number; first: [number, number]; then: [number, number]; convergeWithinMs: number };

/**
 * Where a crash test stops waiting for its work to converge: a backstop against a fault (test/support/backstop.ts), not
 * a figure. Each test prints how long convergence took (20-100 s on a quiet machine; ten times that at load 20).
 */
export const GIVE_UP_AFTER_MS = 600_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => Math.round(min + Math.random() * (max - min));

type CallOptions = { token?: string; body?: unknown; key?: string; headers?: Record<string, string> };

/** Starts the cluster with `env` before the file's tests and stops it (and removes its folders) after them, whatever happened. */
export function useCrashCluster(env: Record<string, string>): CrashCluster {
  let cluster: Cluster | undefined;
  let db: MongoClient | undefined;
  beforeAll(async () => {
    cluster = await startCluster({ size: 1, env });
    db = await MongoClient.connect(cluster.mongodbUri);
  });
  afterAll(async () => {
    try {
      await db?.close();
    } finally {
      await cluster?.stop();
    }
  });
  const crash: CrashCluster = {
    cluster: () => cluster!,
    db: () => db!,
    async call(method, path, { token, body, key, headers } = {}) {
      const res = await fetch(`${cluster!.processes[0]!.url}/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: never };
      return { status: res.status, data: json.data, retryAfter: res.headers.get('retry-after') };
    },
    async account(role) {
      const signedUp = await crash.call<{ token: string; user: { _id: string } }>('POST', '/auth/sign-up', { body: signUpPayload() });
      expect(signedUp.status).toBe(201);
      if (role) await db!.db().collection('users').updateOne({ _id: new ObjectId(signedUp.data.user._id) }, { $set: { role } });
      return { token: signedUp.data.token, id: signedUp.data.user._id };
    },
    async killDuring(plan, work) {
      let stopped = false;
      const startedAt = Date.now();
      const working = work(() => stopped);
      const killedAt: number[] = [];
      try {
        for (let kill = 0; kill < plan.kills; kill += 1) {
          await sleep(between(...(kill === 0 ? plan.first : plan.then)));
          killedAt.push(Date.now() - startedAt);
          await cluster!.stopProcess(0, 'SIGKILL');
          await cluster!.startProcess(0);
        }
        await Promise.race([working, sleep(plan.convergeWithinMs - (Date.now() - startedAt))]);
      } finally {
        stopped = true;
      }
      return { result: await working, startedAt, killedAt };
    },
  };
  return crash;
}