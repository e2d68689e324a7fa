import { availableEvents, type Booking } from '@meridian/contracts';
import type { DriverEventType } from '../outbox/outbox-types';

// The move that takes the job forward comes first and reads as the main button; updates along the way follow.
const ORDER: readonly DriverEventType[] = ['pickup', 'out-for-delivery', 'deliver', 'delivery-failed', 'location', 'reading'];
const FORWARD: readonly DriverEventType[] = ['pickup', 'out-for-delivery', 'deliver'];

/** The driver's moves for the job as it stands (contracts' lifecycle); readings only for perishable freight. */
export function driverMoves(job: Booking): { primary: DriverEventType | undefined; moves: DriverEventType[] } {
  const allowed = availableEvents('driver', { status: job.status, milestone: job.milestone, hasDriver: true, failedAttempts: job.deliveryAttempts?.length ?? 0 });
  const moves = ORDER.filter((type) => allowed.includes(type) && (type !== 'reading' || job.isPerishable));
  // From picked up, both Out for delivery and Delivered are legal; the main button is the usual next step.
  return { primary: moves.find((type) => FORWARD.includes(type)), moves };
}
