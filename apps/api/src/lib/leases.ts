import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { isDuplicateKeyError } from './errors';
import { registerBackgroundJob } from './lifecycle';

// Decision 0031: periodic work (sweeps, overdue invoices, the mail worker's poll) runs in every API process; a lease in
// MongoDB makes sure one process at a time does a given job, and an expired lease lets another take over.
const leaseSchema = new Schema({ _id: String, holder: String, until: Date }, { versionKey: false });
export const JobLeaseModel = mongoose.model('JobLease', leaseSchema, 'job_leases');

/** This process's name in leases and claimed jobs: host, pid and a random part (pids repeat across containers). */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Takes (or renews) the named lease for `ttlMs`; false when another holder's lease is still running. */
export async function acquireLease(name: string, ttlMs: number, holder = PROCESS_ID): Promise<boolean> {
  const now = new Date();
  try {
    const lease = await JobLeaseModel.findOneAndUpdate(
      // trusted: sanitizeFilter (lib/db.ts) would otherwise turn this operator into a literal and the cast would fail.
      { _id: name, $or: [{ until: mongoose.trusted({ $lt: now }) }, { holder }] },
      { $set: { holder, until: new Date(now.getTime() + ttlMs) } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    return lease?.holder === holder;
  } catch (error) {
    // Someone else holds it: the filter missed, and the upsert's insert hit the existing _id.
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export async function releaseLease(name: string, holder = PROCESS_ID): Promise<void> {
  await JobLeaseModel.updateOne({ _id: name, holder }, { $set: { until: new Date(0) } });
}

export type PeriodicJob = { stop(): Promise<void> };

/**
 * Runs `job` every `everyMs` in the one process that holds the lease. stop() waits for a run in progress, so a
 * shutting-down process finishes its current job before it exits (decision 0033); the job registers itself with
 * `registerBackgroundJob`, so SIGTERM stops it without the caller doing anything.
 */
export function runPeriodically(name: string, everyMs: number, job: () => Promise<void>, onError: (error: unknown) => void): PeriodicJob {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    if (stopped) return;
    if (!(await acquireLease(name, Math.max(everyMs * 2, 5_000)))) return;
    await job();
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  const unregister = registerBackgroundJob(() => periodic.stop());
  const periodic: PeriodicJob = {
    async stop() {
      unregister();
      stopped = true;
      clearInterval(timer);
      await running;
      await releaseLease(name).catch(onError);
    },
  };
  return periodic;
}
