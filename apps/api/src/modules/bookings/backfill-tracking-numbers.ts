import { milestoneForStatus, type BookingStatus } from '@meridian/contracts';
import { isDuplicateKeyError } from '../../lib/errors';
import { findBookingsWithoutTrackingNumber, setMissingTrackingNumbers } from './bookings.repository';
import { newTrackingNumber } from './bookings.service';

const BATCH = 500;
// A batch refused for a repeated number (about one in 10^15 per booking) is simply retried with new numbers.
const MAX_ROUNDS_WITHOUT_PROGRESS = 5;

/**
 * Issue 13: bookings written before tracking numbers existed get one (and their milestone) on start. Idempotent: a
 * booking that has a number is never touched, so it runs on every start and on every process.
 */
export async function backfillTrackingNumbers(): Promise<number> {
  let total = 0;
  let stalled = 0;
  while (stalled < MAX_ROUNDS_WITHOUT_PROGRESS) {
    const docs = await findBookingsWithoutTrackingNumber(BATCH);
    if (docs.length === 0) break;
    const updates = docs.map((doc) => ({
      id: doc._id,
      trackingNumber: newTrackingNumber(),
      ...(doc.milestone ? {} : { milestone: milestoneForStatus(doc.status as BookingStatus) }),
    }));
    let written = 0;
    try {
      written = await setMissingTrackingNumbers(updates);
    } catch (error) {
      if (!isDuplicateKeyError(error) && !isBulkDuplicate(error)) throw error;
      written = (error as { result?: { modifiedCount?: number } }).result?.modifiedCount ?? 0;
    }
    total += written;
    stalled = written === 0 ? stalled + 1 : 0;
  }
  return total;
}

function isBulkDuplicate(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => e.code === 11000);
}
