import { describe, expect, it } from 'vitest';
import { deliveryWindowLabel, deliveryWindowsFor, firstDeliveryWindowDate, isOfferedDeliveryWindow } from './delivery-windows';

describe('delivery windows offered (decision 0108)', () => {
  it('when the estimated delivery date is past or today, then the offer starts tomorrow', () => {
    expect(firstDeliveryWindowDate('2026-12-01', '2026-12-05')).toBe('2026-12-06');
    expect(firstDeliveryWindowDate('2026-12-05', '2026-12-05')).toBe('2026-12-06');
  });

  it('when the estimated delivery date is later, then the offer starts on it, five delivery days of three slots with Sunday skipped', () => {
    const windows = deliveryWindowsFor('2026-12-10', '2026-12-05');
    expect(windows).toHaveLength(15);
    expect(windows[0]).toEqual({ date: '2026-12-10', from: '08:00', to: '12:00' });
    // 2026-12-13 is a Sunday.
    expect(windows.map((w) => w.date)).not.toContain('2026-12-13');
    expect(windows.at(-1)).toEqual({ date: '2026-12-15', from: '16:00', to: '20:00' });
  });

  it('when a window is offered on some zone\'s today, then the API accepts it, and not a slot or a day outside the offer', () => {
    const now = new Date('2026-12-05T12:00:00Z');
    expect(isOfferedDeliveryWindow({ date: '2026-12-07', from: '12:00', to: '16:00' }, '2026-12-01', now)).toBe(true);
    expect(isOfferedDeliveryWindow({ date: '2026-12-07', from: '09:00', to: '12:00' }, '2026-12-01', now)).toBe(false);
    expect(isOfferedDeliveryWindow({ date: '2026-12-06', from: '08:00', to: '12:00' }, '2026-12-01', now)).toBe(false);
    expect(isOfferedDeliveryWindow({ date: '2026-12-20', from: '08:00', to: '12:00' }, '2026-12-01', now)).toBe(false);
  });
});

describe('deliveryWindowLabel', () => {
  it('when a window is shown, then it reads as its own day and times', () => {
    expect(deliveryWindowLabel({ date: '2026-12-07', from: '12:00', to: '16:00' })).toBe('Mon, Dec 7, 12:00-16:00');
  });
});
