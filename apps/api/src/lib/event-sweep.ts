import type { Logger } from 'pino';
import { runPeriodically, type PeriodicJob } from './leases';

// Decision 0069: what a write records for its reactions (a move's announcement, an excursion's opening or closing) is
// removed once they have run; a process that dies in between leaves the record, and this job announces it again.

export type SweepOutcome = { announced: number; failed: number };

/** One kind of record: its pass over what is older than `graceMs`. */
export type EventSweep = {
  name: string;
  run(options: { graceMs: number; onError: (error: unknown, what: Record<string, string>) => void }): Promise<SweepOutcome>;
};

/** Every `everyMs`, in the one process holding the lease, each sweep in turn. */
export function startEventSweep(logger: Logger, { everyMs, graceMs }: { everyMs: number; graceMs: number }, sweeps: readonly EventSweep[]): PeriodicJob {
  return runPeriodically(
    'events-sweep',
    everyMs,
    async () => {
      for (const sweep of sweeps) {
        const outcome = await sweep.run({ graceMs, onError: (error, what) => logger.warn({ err: error, sweep: sweep.name, ...what }, 'event sweep could not announce a record') });
        if (outcome.announced + outcome.failed > 0) logger.info({ sweep: sweep.name, ...outcome }, 'event sweep announced records');
      }
    },
    (error) => logger.warn({ err: error }, 'event sweep failed'),
  );
}
