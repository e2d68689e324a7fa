import type { Logger } from 'pino';
import type { EventBus } from '../../lib/domain-events';
import { runPeriodically, type PeriodicJob } from '../../lib/leases';
import { markOverdueInvoices } from './invoices.service';

// Hourly is plenty: screens compute 'overdue' when they read (invoiceStatusOn); the sweep only records it and
// tells the owner once.
const OVERDUE_SWEEP_EVERY_MS = 60 * 60 * 1000;

export function startOverdueInvoiceSweep(logger: Logger, events: EventBus, everyMs = OVERDUE_SWEEP_EVERY_MS): PeriodicJob {
  return runPeriodically(
    'invoices-overdue',
    everyMs,
    async () => {
      const marked = await markOverdueInvoices(events);
      if (marked > 0) logger.info({ marked }, 'marked invoices overdue');
    },
    (error) => logger.warn({ err: error }, 'overdue invoice sweep failed'),
  );
}
