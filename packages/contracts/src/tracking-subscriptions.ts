import { z } from 'zod';
import { MILESTONE_LABELS, milestoneForStatus, type Milestone } from './milestones';
import type { BookingStatus } from './booking-status';
import { MAX_DELIVERY_ATTEMPTS } from './delivery-attempts';
import { TIMELINE_STEPS } from './shipment';
import { emailField } from './text';

// E-mail updates from the tracking page (decision 0030). Anyone holding a tracking number may ask for
// updates; the address confirms first (double opt-in) and every mail carries a one-click unsubscribe.

/** A pending subscription's confirmation link works this long; unconfirmed subscriptions are then deleted. */
export const TRACKING_SUBSCRIPTION_CONFIRM_HOURS = 48;

export const TRACKING_SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type TrackingSubscriptionStatus = (typeof TRACKING_SUBSCRIPTION_STATUSES)[number];

// POST /tracking/{trackingNumber}/subscriptions. Addresses are compared without case, as mail servers do.
export const trackingSubscriptionRequestSchema = z
  .strictObject({ email: emailField().transform((email) => email.toLowerCase()) })
  .meta({ id: 'TrackingSubscriptionRequest' });
export type TrackingSubscriptionRequest = z.input<typeof trackingSubscriptionRequestSchema>;

// Confirmation tokens are 32 random bytes and unsubscribe tokens 28 signed bytes, both base64url.
const tokenField = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(128, 'Token is malformed')
  .regex(/^[A-Za-z0-9_-]+$/, 'Token is malformed');

// POST /tracking-subscriptions/confirm
export const trackingSubscriptionConfirmSchema = z.strictObject({ token: tokenField }).meta({ id: 'TrackingSubscriptionConfirm' });

// POST /tracking-subscriptions/unsubscribe: the token in the JSON body (the web page) or in the query (RFC 8058:
// mail clients POST `List-Unsubscribe=One-Click` as a form to the header's URL, which carries the token).
export const trackingUnsubscribeQuerySchema = z.strictObject({ token: tokenField.optional() });
export const trackingUnsubscribeBodySchema = z.strictObject({ token: tokenField.optional() }).meta({ id: 'TrackingUnsubscribe' });

/** The answer to a subscribe request: the same whether the address was new, pending or already active. */
export const trackingSubscriptionAcceptedSchema = z
  .object({ trackingNumber: z.string().meta({ description: 'As screens show it (MX-XXXXX-XXXXXC)' }) })
  .meta({ id: 'TrackingSubscriptionAccepted' });
export type TrackingSubscriptionAccepted = z.infer<typeof trackingSubscriptionAcceptedSchema>;

export const trackingSubscriptionResultSchema = z
  .object({ trackingNumber: z.string(), status: z.enum(TRACKING_SUBSCRIPTION_STATUSES) })
  .meta({ id: 'TrackingSubscriptionResult' });
export type TrackingSubscriptionResult = z.infer<typeof trackingSubscriptionResultSchema>;

export const TRACKING_SUBSCRIBE_ACCEPTED = 'Check your inbox to confirm. We sent a link to the address you entered.';
export const TRACKING_SUBSCRIPTION_CONFIRMED = 'E-mail updates are on. We will write at every step of this shipment.';
export const TRACKING_UNSUBSCRIBED = 'You are unsubscribed. We will not e-mail you about this shipment again.';
export const TRACKING_SUBSCRIPTION_LINK_INVALID = 'This link is invalid or has expired.';
export const TRACKING_SUBSCRIPTION_CLOSED = 'This shipment has finished, so there are no more updates to send.';
export const TRACKING_UNSUBSCRIBE_TOKEN_REQUIRED = 'Token is required';

// What a tracking-update mail says: the step as the tracking page's timeline names and describes it.
const STEP_TEXT: Partial<Record<Milestone, { headline: string; detail: string }>> = Object.fromEntries(
  TIMELINE_STEPS.map((step) => [step.milestone, { headline: step.status, detail: step.description }]),
);
type OtherStep = 'booked' | 'cancelled' | 'delivery-attempted' | 'returned';
const OTHER_TEXT: Record<OtherStep, { headline: string; detail: string }> = {
  booked: { headline: MILESTONE_LABELS.booked, detail: 'Your booking has been received.' },
  cancelled: { headline: MILESTONE_LABELS.cancelled, detail: 'This shipment has been cancelled.' },
  // Decision 0108: a failed attempt waits for the next one; the third sends the shipment back.
  'delivery-attempted': { headline: MILESTONE_LABELS['delivery-attempted'], detail: 'We could not deliver your shipment. We will try again.' },
  returned: { headline: MILESTONE_LABELS.returned, detail: `We could not deliver your shipment after ${MAX_DELIVERY_ATTEMPTS} attempts, so it is going back to the sender.` },
};

export type TrackingUpdateText = { milestone: Milestone; headline: string; detail: string };

export function trackingUpdateText(milestone: Milestone): TrackingUpdateText {
  const text = STEP_TEXT[milestone] ?? OTHER_TEXT[milestone as OtherStep];
  return { milestone, ...text };
}

type HistoryStep = { status: BookingStatus; milestone?: Milestone | undefined };
const milestoneOf = (entry: HistoryStep): Milestone => entry.milestone ?? milestoneForStatus(entry.status);

/**
 * The update the newest history entry deserves, or null: subscribers hear when the shipment reaches a new step of
 * the timeline, not about every location ping or a reassigned driver.
 */
export function trackingUpdateForHistory(history: readonly HistoryStep[]): TrackingUpdateText | null {
  const newest = history.at(-1);
  if (!newest || history.length < 2) return null;
  const reached = milestoneOf(newest);
  if (reached === milestoneOf(history.at(-2)!)) return null;
  return trackingUpdateText(reached);
}
