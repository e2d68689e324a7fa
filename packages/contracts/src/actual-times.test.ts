import { describe, expect, it } from 'vitest';
import { actualTimes } from './actual-times';

const step = (milestone: string, at: string) => ({ status: 'in-transit' as const, at, by: 'u1', milestone: milestone as never });

describe('actual pickup and delivery times (decision 0084)', () => {
  it('when the booking is delivered, then the times come from the pickup step and the proof of delivery', () => {
    const times = actualTimes({
      statusHistory: [step('booked', '2026-11-20T08:00:00.000Z'), step('picked-up', '2026-11-21T09:15:00.000Z'), step('delivered', '2026-11-22T16:40:00.000Z')],
      proofOfDelivery: { receiverName: 'Rae', deliveredAt: '2026-11-22T16:41:00.000Z', hasPhoto: false },
    });
    expect(times).toEqual({ pickedUpAt: '2026-11-21T09:15:00.000Z', deliveredAt: '2026-11-22T16:41:00.000Z' });
  });

  it('when nothing has happened yet, then there is no actual time', () => {
    expect(actualTimes({ statusHistory: [step('booked', '2026-11-20T08:00:00.000Z')], proofOfDelivery: null })).toEqual({ pickedUpAt: null, deliveredAt: null });
  });
});
