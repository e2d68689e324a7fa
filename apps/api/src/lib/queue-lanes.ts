import type { Logger } from 'pino';
import { PROCESS_ID } from './leases';

/**
 * A nudge from whoever queues work to this process's worker, so the work starts at once instead of at the next poll
 * (decision 0114). Only a hint: the queue in MongoDB is the truth, and other processes find the work by polling.
 */
export type Wakeup = { notify(): void; listen(fn: () => void): () => void };

export function createWakeup(): Wakeup {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const fn of listeners) fn();
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/** Delay before attempt n+1 after n failures: 30 s, 1 min, 2 min, 4 min, 8 min (mail, decision 0027; SMS, 0111). */
export const defaultQueueBackoffMs = (failedAttempts: number) => 30_000 * 2 ** (failedAttempts - 1);

const workersByKind = new Map<string, number>();

/** A claimer id unique in this process: several workers of one kind may share a process (tests), and claims tell them apart. */
export function nextWorkerId(kind: string): string {
  const n = (workersByKind.get(kind) ?? 0) + 1;
  workersByKind.set(kind, n);
  return `${PROCESS_ID}#${kind}${n}`;
}

/**
 * An idle lane's sleep: over after `ms`, or sooner when one of `sleepers` is called (the wake-up, a lane that found
 * work). The webhook worker's lanes sleep the same way.
 */
export function sleepUntilWoken(sleepers: Set<() => void>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      sleepers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    sleepers.add(wake);
  });
}

export type QueueLanesOptions = {
  /** Lanes working at once (at least one). */
  lanes: number;
  /** How long an idle lane waits before it looks at the queue again (a wake-up ends the wait sooner). */
  pollMs: number;
  /** What queues work in this process, to wake the lanes at once. */
  wakeup: Wakeup;
  logger: Logger;
  /** Logged with the error when `work` throws (the lane goes on). */
  failureMessage: string;
  /** Claims and handles one item of the queue; answers false when there was nothing to claim. */
  work: () => Promise<boolean>;
};

export type QueueLanes = { stop(): Promise<void> };

/**
 * Runs `work` in `lanes` loops until stopped (decision 0114): a lane that found work looks again at once and wakes the
 * lanes asleep (there may be more); a lane that found none sleeps until the poll or a wake-up. An enqueue while a lane
 * was looking makes it look again before it sleeps, so a wake-up is never lost between the look and the sleep.
 * stop() lets the items in hand finish.
 */
export function startQueueLanes({ lanes, pollMs, wakeup, logger, failureMessage, work }: QueueLanesOptions): QueueLanes {
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeSleepers = () => {
    for (const wake of sleepers) wake();
  };
  // Counts this process's enqueues: a lane that looked before the latest one looks again before it sleeps.
  let pokes = 0;
  const unlisten = wakeup.listen(() => {
    pokes += 1;
    wakeSleepers();
  });

  const lane = async () => {
    while (!stopped) {
      const seen = pokes;
      let busy = false;
      try {
        busy = await work();
      } catch (error) {
        logger.warn({ err: error }, failureMessage);
      }
      if (busy) wakeSleepers();
      if (busy || stopped || pokes !== seen) continue;
      await sleepUntilWoken(sleepers, pollMs);
    }
  };
  const running = Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));

  return {
    async stop() {
      stopped = true;
      unlisten();
      wakeSleepers();
      await running;
    },
  };
}
