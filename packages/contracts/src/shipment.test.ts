import { describe, expect, it } from 'vitest';
import { MILESTONE_STATUS, type Milestone } from './milestones';
import { availableEvents, nextMilestone, shipmentEventSchema, trackingProgress } from './shipment';

const state = (milestone: Milestone, hasDriver = false) => ({ milestone, status: MILESTONE_STATUS[milestone], hasDriver });

describe('shipment lifecycle (decision 0019)', () => {
  it('walks a booking from booked to delivered through the six timeline steps', () => {
    let m: Milestone = 'booked';
    const progress: number[] = [trackingProgress(m)];
    for (const type of ['confirm', 'assign', 'pickup', 'location', 'out-for-delivery', 'deliver'] as const) {
      const next = nextMilestone(state(m), type);
      expect(next, type).toBeDefined();
      m = next!;
      progress.push(trackingProgress(m));
    }
    expect(m).toBe('delivered');
    expect(progress).toEqual([0, 17, 33, 50, 67, 83, 100]);
  });

  it('refuses moves out of order and any move after a final state', () => {
    expect(nextMilestone(state('booked'), 'pickup')).toBeUndefined();
    expect(nextMilestone(state('confirmed'), 'pickup')).toBeUndefined();
    expect(nextMilestone(state('delivered'), 'cancel')).toBeUndefined();
    expect(nextMilestone(state('cancelled'), 'confirm')).toBeUndefined();
    expect(nextMilestone(state('picked-up'), 'assign')).toBeUndefined();
  });

  it('lets drivers make only the moves that happen where the freight is', () => {
    expect(availableEvents('driver', state('assigned'))).toEqual(['pickup', 'reading']);
    expect(availableEvents('driver', state('booked'))).toEqual([]);
    expect(availableEvents('operator', state('assigned'))).toEqual(['assign', 'pickup', 'cancel', 'reading']);
    expect(availableEvents('customer', state('in-transit'))).toEqual([]);
  });

  it('parses each move by its type and names the field at fault', () => {
    expect(shipmentEventSchema.safeParse({ type: 'confirm', version: 0 }).success).toBe(true);
    const bad = shipmentEventSchema.safeParse({ type: 'assign', version: 1, driverId: 'nope', vehicleId: 'TRK-1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['driverId']);
    const hot = shipmentEventSchema.safeParse({ type: 'reading', celsius: 75 });
    expect(hot.error?.issues[0]?.message).toMatch(/between -80 and \+60/);
    expect(shipmentEventSchema.safeParse({ type: 'teleport', version: 0 }).success).toBe(false);
  });
});
