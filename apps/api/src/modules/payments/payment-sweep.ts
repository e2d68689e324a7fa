import type { Logger } from 'pino';
import { attemptAwaitsItsClient } from '../../lib/idempotency';
import { runPeriodically, type PeriodicJob } from '../../lib/leases';
import { finishPayment, resolvePendingPayment } from './payment-completion';
import type { PaymentDeps } from './payment-deps';
import type { PaymentDoc } from './payments.model';
import type { BookingStatus } from '@meridian/contracts';
import { listCancelledStillPaid, toBooking, type BookingRecord } from '../bookings/bookings.service';
import mongoose from 'mongoose';
import { findPaymentById, listPaymentsToSweep } from './payments.repository';
import { isRefundedOnCancel, settleCancelledBooking } from './refunds';

export type SweepOutcome = { finished: number; resolved: number; settled: number; failed: number; waiting: number; creditReleased: number; claimsSettled: number };

/**
 * Work the payment sweep also finishes, handed in by the composition so payments import none of it: claim settlements
 * a dead process cut short (decision 0106). Answers how many it finished.
 */
export type SweepExtra = (before: Date) => Promise<number>;

/** How far back the sweep looks for cancelled bookings whose refund may not have been made. */
const CANCELLED_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Cancelled and still paid within the look-back: mostly bookings cancelled in transit, which keep their money and are
 * skipped without a query. The list is read whole up to this many, so those cannot hold back one that needs a refund.
 */
const CANCELLED_BATCH = 1000;

/** The status a booking was cancelled from: the entry before its last cancel. */
function cancelledFrom(booking: BookingRecord): BookingStatus | undefined {
  const history = booking.statusHistory ?? [];
  for (let i = history.length - 1; i > 0; i -= 1) {
    if (history[i]!.status === 'cancelled') return history[i - 1]!.status as BookingStatus;
  }
  return undefined;
}

async function sweepOne(deps: PaymentDeps, payment: PaymentDoc, graceMs: number, now: Date): Promise<'finished' | 'resolved' | 'waiting'> {
  // A card or PayPal payment still pending: its process died before the provider's answer was recorded.
  if (payment.status === 'pending' && payment.method !== 'invoice') {
    // Decision 0088: its client may still resend the key and take the attempt over; closing it first would answer
    // that resend a failure for a card the next resend charges. The client gets the takeover time and a grace more.
    if (await attemptAwaitsItsClient(payment._id, graceMs, now)) return 'waiting';
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
export async function sweepPayments(
  deps: PaymentDeps,
  { graceMs, now = new Date(), batch = 100, onError, settlements }: { graceMs: number; now?: Date; batch?: number; onError?: (error: unknown, what: { paymentId?: string; bookingId?: string }) => void; settlements?: SweepExtra },
): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { finished: 0, resolved: 0, settled: 0, failed: 0, waiting: 0, creditReleased: 0, claimsSettled: 0 };
  const before = new Date(now.getTime() - graceMs);
  for (const payment of await listPaymentsToSweep(before, batch)) {
    try {
      outcome[await sweepOne(deps, payment, graceMs, now)] += 1;
    } catch (error) {
      outcome.failed += 1;
      onError?.(error, { paymentId: String(payment._id) });
    }
  }
  // Decision 0067: a cancel whose request died between saving the cancel and refunding is refunded here.
  for (const booking of await listCancelledStillPaid(new Date(now.getTime() - CANCELLED_LOOKBACK_MS), before, CANCELLED_BATCH)) {
    const from = cancelledFrom(booking);
    if (!from || !isRefundedOnCancel(from)) continue;
    try {
      if (await settleCancelledBooking(deps, deps.events, toBooking(booking), from, { replayed: true })) outcome.settled += 1;
    } catch (error) {
      outcome.failed += 1;
      onError?.(error, { bookingId: String(booking._id) });
    }
  }
  await sweepCreditDraws(deps, before, graceMs, now, outcome, onError);
  if (settlements) {
    try {
      outcome.claimsSettled += await settlements(before);
    } catch (error) {
      outcome.failed += 1;
      onError?.(error, {});
    }
  }
  return outcome;
}

/**
 * Decision 0106: a draw on the organization's credit whose attempt never became a payment (its process died between
 * the two) or whose payment failed gives its credit back; one whose payment went through is confirmed. An attempt its
 * client may still resend is left alone, as for a pending charge (decision 0088).
 */
async function sweepCreditDraws(deps: PaymentDeps, before: Date, graceMs: number, now: Date, outcome: SweepOutcome, onError?: (error: unknown, what: { paymentId?: string }) => void): Promise<void> {
  for (const { organizationId, attemptId } of await deps.credit.openDraws(before)) {
    try {
      const payment = await findPaymentById(attemptId);
      if (payment && (payment.status === 'succeeded' || (payment.status === 'pending' && payment.method === 'invoice') || payment.status === 'refunded')) {
        if (payment.finishedAt) await deps.credit.confirm(organizationId, attemptId);
        continue;
      }
      if (payment && payment.status !== 'failed') continue;
      if (!payment && (await attemptAwaitsItsClient(new mongoose.Types.ObjectId(attemptId), graceMs, now))) continue;
      await deps.credit.release(organizationId, attemptId);
      outcome.creditReleased += 1;
    } catch (error) {
      outcome.failed += 1;
      onError?.(error, { paymentId: attemptId });
    }
  }
}

/** Every 30 s by default, in the one process holding the lease (started by the composition, stopped on shutdown). */
export function startPaymentSweep(logger: Logger, deps: PaymentDeps, { everyMs, graceMs }: { everyMs: number; graceMs: number }, settlements?: SweepExtra): PeriodicJob {
  return runPeriodically(
    'payments-sweep',
    everyMs,
    async () => {
      const outcome = await sweepPayments(deps, { graceMs, settlements, onError: (error, what) => logger.warn({ err: error, ...what }, 'payment sweep could not settle a payment') });
      if (outcome.finished + outcome.resolved + outcome.settled + outcome.failed + outcome.creditReleased + outcome.claimsSettled > 0) logger.info(outcome, 'payment sweep settled payments');
    },
    (error) => logger.warn({ err: error }, 'payment sweep failed'),
  );
}
