import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  canRoleMakeTransition,
  isActiveStatus,
  isCancellable,
  isLegalTransition,
  normalizeStatus,
} from './booking-status';

describe('booking status (decision 0004)', () => {
  it('compares case-insensitively', () => {
    expect(normalizeStatus('In-Transit')).toBe('in-transit');
    expect(normalizeStatus(' DELIVERED ')).toBe('delivered');
    expect(normalizeStatus('lost')).toBeUndefined();
  });

  it('active means pending, confirmed or in-transit', () => {
    expect(BOOKING_STATUSES.filter(isActiveStatus)).toEqual(['pending', 'confirmed', 'in-transit']);
    expect(isCancellable('Delivered')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
  });

  it('moves only forward one step, or to cancelled from an active state', () => {
    const legal = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => to !== from && isLegalTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(legal).toEqual([
      'pending->confirmed',
      'pending->cancelled',
      'confirmed->in-transit',
      'confirmed->cancelled',
      'in-transit->delivered',
      'in-transit->cancelled',
    ]);
  });

  it('when a customer tries to move a shipment forward, then only an operator may', () => {
    expect(canRoleMakeTransition('customer', 'pending', 'confirmed')).toBe(false);
    expect(canRoleMakeTransition('operator', 'pending', 'confirmed')).toBe(true);
    expect(canRoleMakeTransition('customer', 'in-transit', 'cancelled')).toBe(true);
    expect(canRoleMakeTransition('operator', 'delivered', 'cancelled')).toBe(false);
    expect(canRoleMakeTransition('customer', 'pending', 'pending')).toBe(true);
  });
});
