import { describe, expect, it } from 'vitest';
import { makeTrackingShipment, withReceiverView } from '../../../mocks/fixtures/tracking';
import { refreshEvery } from './get-tracking';

// Decision 0117: how often an open tracking page asks again, per request a minute: a stranger's 2, the receiver's link
// and any page out for delivery 20, an ended shipment none.
describe('the tracking page’s refresh pace', () => {
  const moving = makeTrackingShipment({ statusCode: 'in-transit', milestone: 'picked-up' });

  it('when a stranger follows a moving shipment, then the page asks every 30 s', () => {
    expect(refreshEvery(moving)).toBe(30_000);
  });

  it('when the receiver’s link was honoured, then the page asks every 3 s before the driver leaves, so Out for delivery shows within 5 s', () => {
    expect(refreshEvery(withReceiverView(moving))).toBe(3_000);
    expect(refreshEvery(withReceiverView(makeTrackingShipment({ statusCode: 'confirmed', milestone: 'confirmed' })))).toBe(3_000);
  });

  it('when the shipment is out for delivery, then every page asks every 3 s', () => {
    expect(refreshEvery(makeTrackingShipment({ statusCode: 'in-transit', milestone: 'out-for-delivery' }))).toBe(3_000);
  });

  it('when the shipment has ended, then no page asks again, the receiver’s neither', () => {
    expect(refreshEvery(withReceiverView(makeTrackingShipment({ statusCode: 'delivered', milestone: 'delivered' })))).toBe(false);
    expect(refreshEvery(makeTrackingShipment({ statusCode: 'returned', milestone: 'returned' }))).toBe(false);
  });
});
