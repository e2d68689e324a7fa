import { bookingSearchKeys, userSearchKeys } from '@meridian/contracts';
import { fillSearchKeys, findBookingsWithoutSearchKeys } from '../modules/bookings/bookings.repository';
import { fillUserSearchKeys, findUsersWithoutSearchKeys } from '../modules/users/users.repository';

const BATCH = 500;

/**
 * Decision 0048: bookings and users written before search keys get them, so the console's and the admin's searches
 * (anchored prefixes on the `search` index) find them. Read through that index (`search: null`), never a scan;
 * idempotent (only documents still without keys are written). Returns the documents written.
 */
export async function backfillSearchKeys(): Promise<number> {
  let total = 0;
  for (;;) {
    const bookings = await findBookingsWithoutSearchKeys(BATCH);
    if (bookings.length === 0) break;
    const written = await fillSearchKeys(bookings.map((b) => ({ id: b._id, search: bookingSearchKeys(b) })));
    total += written;
    if (written === 0) break;
  }
  for (;;) {
    const users = await findUsersWithoutSearchKeys(BATCH);
    if (users.length === 0) break;
    const written = await fillUserSearchKeys(users.map((u) => ({ id: u._id, search: userSearchKeys(u) })));
    total += written;
    if (written === 0) break;
  }
  return total;
}
