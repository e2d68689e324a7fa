import { normalizeStatus, type Booking, type BookingCounts } from '@meridian/contracts';

// spec 4: delivered 100% (no bar), in-transit 65%, otherwise 30%.
export function progressFor(status: string | null | undefined): { percent: number; showBar: boolean } {
  const s = normalizeStatus(status);
  if (s === 'delivered') return { percent: 100, showBar: false };
  if (s === 'in-transit') return { percent: 65, showBar: true };
  return { percent: 30, showBar: true };
}

export function summaryTiles(counts: BookingCounts | undefined) {
  if (!counts) return { active: 0, total: 0, delivered: 0 };
  return { active: counts.pending + counts.confirmed + counts['in-transit'], total: counts.total, delivered: counts.delivered };
}

/** spec 9: the dashboard shows the 3 newest. */
export function newestBookings(records: Booking[], count = 3): Booking[] {
  return [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
