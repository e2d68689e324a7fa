import type { Booking } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { newestBookings, progressFor, summaryTiles } from './summary';

describe('dashboard summary', () => {
  it('when delivered, then 100% and no bar; in-transit 65%; anything else 30%', () => {
    expect(progressFor('Delivered')).toEqual({ percent: 100, showBar: false });
    expect(progressFor('in-transit')).toEqual({ percent: 65, showBar: true });
    expect(progressFor('pending')).toEqual({ percent: 30, showBar: true });
    expect(progressFor('cancelled')).toEqual({ percent: 30, showBar: true });
  });
  it('when counts arrive, then active is pending + confirmed + in-transit', () => {
    expect(summaryTiles({ total: 10, pending: 2, confirmed: 1, 'in-transit': 3, delivered: 3, cancelled: 1 })).toEqual({ active: 6, total: 10, delivered: 3 });
  });
  it('when there are many bookings, then the three newest come first', () => {
    const make = (id: string, createdAt: string) => ({ _id: id, createdAt }) as Booking;
    const newest = newestBookings([make('a', '2026-01-01'), make('b', '2026-03-01'), make('c', '2026-02-01'), make('d', '2026-04-01')]);
    expect(newest.map((b) => b._id)).toEqual(['d', 'b', 'c']);
  });
});
