import { describe, expect, it } from 'vitest';
import { TIMELINE_STEPS } from './shipment';
import {
  trackingSubscriptionConfirmSchema,
  trackingSubscriptionRequestSchema,
  trackingUnsubscribeQuerySchema,
  trackingUpdateForHistory,
  trackingUpdateText,
} from './tracking-subscriptions';

describe('tracking subscription request', () => {
  it('when the address has capitals and spaces, then it is trimmed and lower-cased so one inbox is one subscriber', () => {
    expect(trackingSubscriptionRequestSchema.parse({ email: '  Kemi.A@Example.COM ' })).toEqual({ email: 'kemi.a@example.com' });
  });

  it('when the address is malformed or missing, then it is refused with the form words', () => {
    const bad = trackingSubscriptionRequestSchema.safeParse({ email: 'kemi@' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Invalid email format');
    expect(trackingSubscriptionRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Email is required');
  });

  it('when anything but the address is sent, then it is refused', () => {
    expect(trackingSubscriptionRequestSchema.safeParse({ email: 'a@b.co', status: 'active' }).success).toBe(false);
  });
});

describe('subscription tokens', () => {
  it('when a token is base64url, then it passes; when it has other characters or is huge, then it is malformed', () => {
    expect(trackingSubscriptionConfirmSchema.safeParse({ token: 'abcDEF012_-' }).success).toBe(true);
    expect(trackingSubscriptionConfirmSchema.safeParse({ token: 'abc.def' }).error?.issues[0]?.message).toBe('Token is malformed');
    expect(trackingSubscriptionConfirmSchema.safeParse({ token: 'a'.repeat(129) }).success).toBe(false);
    expect(trackingSubscriptionConfirmSchema.safeParse({ token: { $ne: '' } }).success).toBe(false);
  });

  it('when the unsubscribe query carries no token, then it still parses (the body may carry it)', () => {
    expect(trackingUnsubscribeQuerySchema.parse({})).toEqual({});
  });
});

describe('tracking update text', () => {
  it('when a timeline step is reached, then the mail names and describes it as the tracking page does', () => {
    for (const step of TIMELINE_STEPS) {
      expect(trackingUpdateText(step.milestone)).toEqual({ milestone: step.milestone, headline: step.status, detail: step.description });
    }
    expect(trackingUpdateText('cancelled')).toEqual({ milestone: 'cancelled', headline: 'Cancelled', detail: 'This shipment has been cancelled.' });
  });

  it('when the newest entry reaches a new step, then it is an update; when it repeats the step (a location ping, a reassignment), then not', () => {
    const picked = [
      { status: 'pending', milestone: 'booked' },
      { status: 'confirmed', milestone: 'confirmed' },
      { status: 'confirmed', milestone: 'assigned' },
      { status: 'in-transit', milestone: 'picked-up' },
    ] as const;
    expect(trackingUpdateForHistory(picked)?.headline).toBe('Picked Up');
    expect(trackingUpdateForHistory([...picked, { status: 'in-transit', milestone: 'in-transit' }])?.headline).toBe('In Transit');
    expect(trackingUpdateForHistory([...picked, { status: 'in-transit', milestone: 'in-transit' }, { status: 'in-transit', milestone: 'in-transit' }])).toBeNull();
    expect(trackingUpdateForHistory(picked.slice(0, 3).concat([{ status: 'confirmed', milestone: 'assigned' }]))).toBeNull();
  });

  it('when entries predate milestones, then their status stands for the step', () => {
    expect(trackingUpdateForHistory([{ status: 'pending' }, { status: 'delivered' }])?.headline).toBe('Delivered');
  });

  it('when there is only the booking itself, then there is nothing to tell', () => {
    expect(trackingUpdateForHistory([])).toBeNull();
    expect(trackingUpdateForHistory([{ status: 'pending', milestone: 'booked' }])).toBeNull();
  });
});
