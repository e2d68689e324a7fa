import { milestoneForStatus, normalizeStatus, trackingProgress, type Booking, type BookingCounts, type Milestone } from '@meridian/contracts';

/**
 * The bar follows the shipment's milestones (decision 0019; contracts trackingProgress: the six timeline steps) instead
 * of the original app's fixed 30 / 65 / 100. As before, a delivered booking shows no bar (its badge says it all); nor
 * does a cancelled one, whose bar would otherwise read as a shipment still on its way.
 */
export function progressFor(booking: Pick<Booking, 'status' | 'milestone' | 'statusHistory'>): { percent: number; showBar: boolean } {
  const status = normalizeStatus(booking.status);
  const milestone: Milestone = booking.milestone ?? milestoneForStatus(status ?? 'pending');
  const reached = (booking.statusHistory ?? []).flatMap((entry) => (entry.milestone ? [entry.milestone] : []));
  const percent = status === 'delivered' ? 100 : trackingProgress(milestone, reached);
  return { percent, showBar: status !== 'delivered' && status !== 'cancelled' && status !== 'returned' };
}

/** `ended`: cancelled plus returned to sender (decision 0113), the third tile; `returned` says how many of it returned. */
export type SummaryCounts = { active: number; delivered: number; ended: number; returned: number; total: number };

/** Active, delivered and ended (cancelled or returned) cover every status, so the three add up to the total beside them. */
export function summaryTiles(counts: BookingCounts | undefined): SummaryCounts {
  if (!counts) return { active: 0, delivered: 0, ended: 0, returned: 0, total: 0 };
  return {
    active: counts.pending + counts.confirmed + counts['in-transit'],
    delivered: counts.delivered,
    ended: counts.cancelled + counts.returned,
    returned: counts.returned,
    total: counts.total,
  };
}

/** The sentence under the tiles; a returned shipment is named only for a customer who has one. */
export function summarySentence(tiles: SummaryCounts): string {
  const cancelled = tiles.ended - tiles.returned;
  const returned = tiles.returned > 0 ? ` + ${tiles.returned} returned` : '';
  return `${tiles.active} active + ${tiles.delivered} delivered + ${cancelled} cancelled${returned} = ${tiles.total} bookings in all`;
}

/** The dashboard shows the 3 newest. */
export function newestBookings(records: Booking[], count = 3): Booking[] {
  return [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
