import type { Logger } from 'pino';
import { runPeriodically, type PeriodicJob } from '../../lib/leases';
import { finishPayment, resolvePendingPayment } from './payment-completion';
import type { PaymentDeps } from './payment-deps';
import type { PaymentDoc } from './payments.model';
import { listPaymentsToSweep } from './payments.repository';

export type SweepOutcome = { finished: number; resolved: number; failed: number };

async function sweepOne(deps: PaymentDeps, payment: PaymentDoc): Promise<'finished' | 'resolved'> {
  // A card or PayPal payment still pending: its process died before the provider's answer was recorded.
  if (payment.status === 'pending' && payment.method !== 'invoice') {
    await resolvePendingPayment(deps, payment);
    return 'resolved';
  }
  await finishPayment(deps, payment._id);
  return 'finished';
}

/**
 * Decision 0034: one pass over the payments nobody has touched for `graceMs` and that are not finished: succeeded
 * or on invoice terms -> the missing steps are done; pending with the provider -> the provider is asked about the
 * attempt (charged -> finished; never charged -> failed, booking released). One failure does not stop the rest.
 */
export async function sweepPayments(deps: PaymentDeps, { graceMs, now = new Date(), batch = 100, onError }: { graceMs: number; now?: Date; batch?: number; onError?: (error: unknown, payment: PaymentDoc) => void }): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { finished: 0, resolved: 0, failed: 0 };
  for (const payment of await listPaymentsToSweep(new Date(now.getTime() - graceMs), batch)) {
    try {
      outcome[await sweepOne(deps, payment)] += 1;
    } catch (error) {
      outcome.failed += 1;
      onError?.(error, payment);
    }
  }
  return outcome;
}

/** Every 30 s by default, in the one process holding the lease (started by the composition, stopped on shutdown). */
export function startPaymentSweep(logger: Logger, deps: PaymentDeps, { everyMs, graceMs }: { everyMs: number; graceMs: number }): PeriodicJob {
  return runPeriodically(
    'payments-sweep',
    everyMs,
    async () => {
      const outcome = await sweepPayments(deps, { graceMs, onError: (error, payment) => logger.warn({ err: error, paymentId: String(payment._id) }, 'payment sweep could not settle a payment') });
      if (outcome.finished + outcome.resolved + outcome.failed > 0) logger.info(outcome, 'payment sweep settled payments');
    },
    (error) => logger.warn({ err: error }, 'payment sweep failed'),
  );
}
