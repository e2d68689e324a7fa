import type { Booking } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { newestBookings, progressFor, summarySentence, summaryTiles } from './summary';

describe('dashboard summary', () => {
  const at = (status: Booking['status'], milestone?: Booking['milestone']) => ({ status, milestone, statusHistory: [] }) as unknown as Booking;
  it('when a booking moves through its milestones, then the bar follows the six timeline steps (decision 0019, not 30/65/100)', () => {
    expect(progressFor(at('pending', 'booked'))).toEqual({ percent: 0, showBar: true });
    expect(progressFor(at('confirmed', 'confirmed'))).toEqual({ percent: 17, showBar: true });
    expect(progressFor(at('confirmed', 'assigned'))).toEqual({ percent: 33, showBar: true });
    expect(progressFor(at('in-transit', 'picked-up'))).toEqual({ percent: 50, showBar: true });
    expect(progressFor(at('in-transit', 'out-for-delivery'))).toEqual({ percent: 83, showBar: true });
  });
  it('when delivered or cancelled, then no bar', () => {
    expect(progressFor(at('delivered', 'delivered'))).toEqual({ percent: 100, showBar: false });
    expect(progressFor(at('cancelled', 'cancelled')).showBar).toBe(false);
    expect(progressFor(at('returned', 'returned')).showBar).toBe(false);
  });
  it('when a booking predates milestones, then its status stands for one', () => {
    expect(progressFor(at('in-transit'))).toEqual({ percent: 67, showBar: true });
  });
  it('when counts arrive, then active is pending + confirmed + in-transit, and active + delivered + cancelled make the total', () => {
    const tiles = summaryTiles({ total: 10, pending: 2, confirmed: 1, 'in-transit': 3, delivered: 3, cancelled: 1, returned: 0 });
    expect(tiles).toEqual({ active: 6, delivered: 3, ended: 1, returned: 0, total: 10 });
    expect(tiles.active + tiles.delivered + tiles.ended).toBe(tiles.total);
    expect(summarySentence(tiles)).toBe('6 active + 3 delivered + 1 cancelled = 10 bookings in all');
  });

  it('when some shipments were returned to sender, then they count with the cancelled ones and the sentence names them', () => {
    const tiles = summaryTiles({ total: 11, pending: 2, confirmed: 1, 'in-transit': 3, delivered: 3, cancelled: 1, returned: 1 });
    expect(tiles).toMatchObject({ ended: 2, returned: 1 });
    expect(tiles.active + tiles.delivered + tiles.ended).toBe(tiles.total);
    expect(summarySentence(tiles)).toBe('6 active + 3 delivered + 1 cancelled + 1 returned = 11 bookings in all');
  });
  it('when there are many bookings, then the three newest come first', () => {
    const make = (id: string, createdAt: string) => ({ _id: id, createdAt }) as Booking;
    const newest = newestBookings([make('a', '2026-01-01'), make('b', '2026-03-01'), make('c', '2026-02-01'), make('d', '2026-04-01')]);
    expect(newest.map((b) => b._id)).toEqual(['d', 'b', 'c']);
  });
});
