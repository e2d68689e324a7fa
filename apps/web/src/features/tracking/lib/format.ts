// The public page's own two formatters: lib/format-date reads the contracts' index, which would put zod in this
// page's first load (the 150 KB budget, decision 0015). Same output as formatCalendarDate / formatDateTime.
import { DELIVERY_ATTEMPTED_LABEL } from '@meridian/contracts/delivery-attempts';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const INSTANT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'YYYY-MM-DD' (the API's calendar date) -> "Nov 28, 2026", never shifted by the viewer's zone. */
export function formatDeliveryDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? DAY.format(new Date(`${value}T00:00:00Z`)) : 'N/A';
}

/** An ISO instant -> "Nov 28, 2026, 3:05 PM" where the viewer is. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : INSTANT.format(date);
}

/**
 * The badge names the last step the timeline shows done, so badge, progress and timeline tell one story (decision 0044):
 * a shipment just picked up is "Picked Up", not the status "In Transit" above an unticked In Transit step. Before the
 * first step (pending) and when cancelled, the status says it.
 */
export function trackingBadgeLabel(shipment: { status: string; statusCode: string; milestone?: string; timeline: readonly { status: string; completed: boolean }[] }): string {
  if (shipment.statusCode === 'pending' || shipment.statusCode === 'cancelled' || shipment.statusCode === 'returned') return shipment.status;
  // Decision 0108: a failed attempt has reached Out for Delivery, but the badge must not read as if it still is.
  if (shipment.milestone === 'delivery-attempted') return DELIVERY_ATTEMPTED_LABEL;
  return shipment.timeline.filter((step) => step.completed).at(-1)?.status ?? shipment.status;
}

/** Delivered, cancelled or returned to sender (contracts' isFinalStatus, without loading the contracts' index). */
export function hasEnded(statusCode: string): boolean {
  return statusCode === 'delivered' || statusCode === 'cancelled' || statusCode === 'returned';
}
