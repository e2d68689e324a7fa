// No zod here: the public tracking page reads these through the `./delivery-attempts` subpath, outside its first-load
// budget's reach of the contracts' index (decision 0015).

// Failed delivery attempts (decision 0108): the driver says why; the receiver is told with the link to reschedule; the
// third failed attempt sends the shipment back to the sender.

export const DELIVERY_FAILURE_REASONS = ['no-one-home', 'refused', 'address-not-found', 'no-access', 'other'] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

export const DELIVERY_FAILURE_REASON_LABELS: Record<DeliveryFailureReason, string> = {
  'no-one-home': 'No one was home',
  refused: 'Delivery refused',
  'address-not-found': 'Address not found',
  'no-access': 'Could not get access',
  other: 'Other',
};

/** The attempt that fails for the MAX_DELIVERY_ATTEMPTS-th time returns the shipment to its sender. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** The milestone's label (milestones.ts reads it from here), for screens that must not load the contracts' index. */
export const DELIVERY_ATTEMPTED_LABEL = 'Delivery attempted';
export const RETURNED_LABEL = 'Returned to sender';

export const DELIVERY_ATTEMPT_PHOTO_NOT_FOUND = 'This attempt has no photo.';

/** "Attempt 2 of 3": how the driver, the console and the customer count a failed attempt. */
export const attemptOfMax = (n: number) => `Attempt ${n} of ${MAX_DELIVERY_ATTEMPTS}`;
