import { milestoneForStatus, toShortId, type BookingStatus } from '@meridian/contracts';
import { isDuplicateKeyError } from '../lib/errors';
import { fillMissingIdentifiers, findBookingsMissingIdentifiers } from '../modules/bookings/bookings.repository';
import { newTrackingNumber } from '../modules/bookings/bookings.service';

const BATCH = 500;
// A batch refused for a repeated number (about one in 10^15 per booking) is simply retried with new numbers.
const MAX_ROUNDS_WITHOUT_PROGRESS = 5;

/**
 * Decision 0018: bookings written before tracking numbers existed get one (and their milestone and short id).
 * Idempotent (a filled field is never touched), so a run cut short is simply run again. Returns the writes made.
 */
export async function backfillBookingIdentifiers(): Promise<number> {
  let total = 0;
  let stalled = 0;
  while (stalled < MAX_ROUNDS_WITHOUT_PROGRESS) {
    const docs = await findBookingsMissingIdentifiers(BATCH);
    if (docs.length === 0) break;
    const fills = docs.map((doc) => ({
      id: doc._id,
      ...(doc.trackingNumber ? {} : { trackingNumber: newTrackingNumber() }),
      ...(doc.trackingNumber || doc.milestone ? {} : { milestone: milestoneForStatus(doc.status as BookingStatus) }),
      ...(doc.shortId ? {} : { shortId: toShortId(String(doc._id)) }),
    }));
    const written = await fillMissingIdentifiers(fills).catch((error: unknown) => {
      if (!isDuplicateKeyError(error) && !isBulkDuplicate(error)) throw error;
      return (error as { result?: { modifiedCount?: number } }).result?.modifiedCount ?? 0;
    });
    total += written;
    stalled = written === 0 ? stalled + 1 : 0;
  }
  return total;
}

function isBulkDuplicate(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => e.code === 11000);
}
