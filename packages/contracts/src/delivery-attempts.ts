import { z } from 'zod';
import { objectIdSchema } from './envelope';

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

/** `GET /bookings/{id}/delivery-attempts/{n}/photo`: `n` counts the booking's attempts from 0, oldest first, as answered. */
export const deliveryAttemptPhotoParamsSchema = z.strictObject({
  id: objectIdSchema,
  n: z.coerce
    .number({ error: 'n is an attempt number' })
    .int('n is an attempt number')
    .min(0, 'n is an attempt number')
    .max(MAX_DELIVERY_ATTEMPTS - 1, 'n is an attempt number'),
});
export type DeliveryAttemptPhotoParams = z.infer<typeof deliveryAttemptPhotoParamsSchema>;
export const deliveryAttemptPhotoPath = (bookingId: string, n: number) => `/bookings/${bookingId}/delivery-attempts/${n}/photo`;
export const DELIVERY_ATTEMPT_PHOTO_NOT_FOUND = 'This attempt has no photo.';

/** "Attempt 2 of 3": how the driver, the console and the customer count a failed attempt. */
export const attemptOfMax = (n: number) => `Attempt ${n} of ${MAX_DELIVERY_ATTEMPTS}`;
