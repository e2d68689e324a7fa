import type { Booking } from '@meridian/contracts';
import type { EventBus } from '../../lib/domain-events';
import type { SweepOutcome } from '../../lib/event-sweep';
import { announceMove, listBookingsWithPendingMoves, pendingMovesOf, type PendingMove } from './booking-outbox';
import { toBooking, type BookingRecord } from './bookings.service';

// Decision 0069: announces the moves whose process died between the move's write and the end of its reactions.

/**
 * The booking as the move left it, as far as its reactions read it: the history up to the move's entry, that entry's
 * status and milestone, the move's version. What a later move changed (a location, a proof of delivery) is as it now is.
 */
function asTheMoveLeftIt(doc: BookingRecord, pending: PendingMove): Booking {
  const history = (doc.statusHistory ?? []).slice(0, pending.historyIndex + 1);
  const entry = history[pending.historyIndex];
  const then = { ...doc, statusHistory: history, ...(entry ? { status: entry.status, milestone: entry.milestone ?? doc.milestone } : {}) } as BookingRecord;
  return { ...toBooking(then), version: pending.version };
}

/** One pass: every announcement older than `graceMs`, a booking's in the order of its moves; one failure skips the rest of that booking's. */
export async function sweepPendingMoves(
  events: EventBus,
  { graceMs, now = new Date(), batch = 100, onError }: { graceMs: number; now?: Date; batch?: number; onError?: (error: unknown, what: { bookingId: string; type: string }) => void },
): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { announced: 0, failed: 0 };
  const before = new Date(now.getTime() - graceMs);
  for (const doc of await listBookingsWithPendingMoves(before, batch)) {
    for (const pending of pendingMovesOf(doc).filter((p) => p.at < before)) {
      try {
        await announceMove(events, asTheMoveLeftIt(doc, pending), pending, true);
        outcome.announced += 1;
      } catch (error) {
        outcome.failed += 1;
        onError?.(error, { bookingId: String(doc._id), type: pending.type });
        break;
      }
    }
  }
  return outcome;
}
