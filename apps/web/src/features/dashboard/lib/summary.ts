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
  return { percent, showBar: status !== 'delivered' && status !== 'cancelled' };
}

export type SummaryCounts = { active: number; delivered: number; cancelled: number; total: number };

/** Active, delivered and cancelled cover every status, so the three add up to the total the tiles show beside them. */
export function summaryTiles(counts: BookingCounts | undefined): SummaryCounts {
  if (!counts) return { active: 0, delivered: 0, cancelled: 0, total: 0 };
  return { active: counts.pending + counts.confirmed + counts['in-transit'], delivered: counts.delivered, cancelled: counts.cancelled, total: counts.total };
}

/** The dashboard shows the 3 newest. */
export function newestBookings(records: Booking[], count = 3): Booking[] {
  return [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
