import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { formatDeliveryDate, formatInstant, trackingBadgeLabel } from './format';

describe("the tracking page's formatters", () => {
  it('when given a calendar date or an instant, then they read exactly as the shared formatters', () => {
    expect(formatDeliveryDate('2026-11-28')).toBe(formatCalendarDate('2026-11-28'));
    expect(formatInstant('2026-11-28T15:05:00.000Z')).toBe(formatDateTime('2026-11-28T15:05:00.000Z'));
  });

  it('when the value is not a date, then it reads N/A', () => {
    expect(formatDeliveryDate('soon')).toBe('N/A');
    expect(formatInstant('soon')).toBe('N/A');
  });
});

describe('the tracking badge (decision 0044)', () => {
  const steps = ['Booking Confirmed', 'Assigned', 'Picked Up', 'In Transit', 'Out for Delivery', 'Delivered'];
  const timeline = (done: number) => steps.map((status, index) => ({ status, completed: index < done }));

  it('when a shipment in transit has just been picked up, then the badge names the last step done, as the timeline does', () => {
    expect(trackingBadgeLabel({ status: 'In Transit', statusCode: 'in-transit', timeline: timeline(3) })).toBe('Picked Up');
    expect(trackingBadgeLabel({ status: 'In Transit', statusCode: 'in-transit', timeline: timeline(4) })).toBe('In Transit');
    expect(trackingBadgeLabel({ status: 'Delivered', statusCode: 'delivered', timeline: timeline(6) })).toBe('Delivered');
  });

  it('when pending or cancelled, then the badge is the status', () => {
    expect(trackingBadgeLabel({ status: 'Pending', statusCode: 'pending', timeline: timeline(0) })).toBe('Pending');
    expect(trackingBadgeLabel({ status: 'Cancelled', statusCode: 'cancelled', timeline: timeline(2) })).toBe('Cancelled');
  });
});
