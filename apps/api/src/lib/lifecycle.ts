import type { RequestHandler } from 'express';

// The process's life cycle (decision 0033), shared by the readiness probe, server.ts and every piece of
// background work. Only this process's own state lives here: whether it is shutting down, and what must be stopped.

export type StopBackgroundJob = () => Promise<void> | void;

let shuttingDown = false;
const backgroundJobs = new Set<StopBackgroundJob>();

/** True from the moment shutdown starts: /readyz answers 503 so the load balancer stops sending traffic here. */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

export function beginShutdown(): void {
  shuttingDown = true;
}

/**
 * Registers work that runs beside the HTTP server (the mail worker, `runPeriodically` jobs, sweeps). On SIGTERM
 * server.ts calls every `stop` and awaits it, within SHUTDOWN_GRACE_MS, before it closes the database: `stop` should
 * stop taking new work and resolve once the job in hand is done (as `PeriodicJob.stop` does). Returns a function
 * that unregisters it, for work that ends on its own.
 *
 *     const worker = startMailWorker(...);
 *     registerBackgroundJob(() => worker.stop());
 */
export function registerBackgroundJob(stop: StopBackgroundJob): () => void {
  backgroundJobs.add(stop);
  return () => {
    backgroundJobs.delete(stop);
  };
}

/** Stops every registered job at once and waits for all of them; one failing does not keep the others running. */
export async function stopBackgroundJobs(onError: (error: unknown) => void = () => undefined): Promise<void> {
  const stops = [...backgroundJobs];
  backgroundJobs.clear();
  const results = await Promise.allSettled(stops.map(async (stop) => stop()));
  for (const result of results) if (result.status === 'rejected') onError(result.reason);
}

/** Resolves `true` when `work` settles within `ms`, `false` when the time ran out first (work is left running). */
export async function withinDeadline(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms), false);
    timer.unref();
  });
  try {
    return await Promise.race([work.then(() => true as const, () => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Once shutdown starts every answer says `Connection: close`, so keep-alive clients open their next request
 * elsewhere instead of racing the socket's close here.
 */
export const closeConnectionsWhileShuttingDown: RequestHandler = (_req, res, next) => {
  if (shuttingDown) res.set('Connection', 'close');
  next();
};
