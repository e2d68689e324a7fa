import { describe, expect, it } from 'vitest';
import { trackingShipmentSchema } from './tracking';

const base = {
  id: 'DL-1001',
  status: 'In Transit',
  statusCode: 'in-transit',
  milestone: 'in-transit',
  estimatedDelivery: '2026-05-01',
  progress: 67,
  from: { city: 'Oakland', state: 'CA', address: 'Oakland, CA', contact: 'Pat' },
  to: { city: 'Denver', state: 'CO', address: 'Denver, CO', contact: 'Rae' },
  driver: { name: 'Diego', truck: 'TRK-12' },
  currentLocation: { place: 'Salt Lake City, UT', at: '2026-04-29T10:00:00.000Z' },
  delivery: null,
  lastUpdated: '2026-04-29T10:00:00.000Z',
  timeline: [],
  isPerishable: true,
  hasProofOfDelivery: false,
};

describe('the public tracking answer (decision 0018)', () => {
  it('when neither owner nor temperature is present, then the public fields alone parse', () => {
    expect(trackingShipmentSchema.parse(base)).toEqual(base);
  });

  it('when the owner block is present, then it must say isOwner true', () => {
    const owner = { isOwner: true, bookingId: '65f000000000000000000001', driverPhone: null };
    expect(trackingShipmentSchema.parse({ ...base, owner }).owner).toEqual(owner);
    expect(trackingShipmentSchema.safeParse({ ...base, owner: { ...owner, isOwner: false } }).success).toBe(false);
  });

  it("when a temperature summary carries more than the summary (the chart's points), then those pass through", () => {
    const temperature = { band: { target: 4, min: 2, max: 6, tolerance: 2 }, timeInBandPercent: 97.5, excursions: [], points: [{ at: 'x', celsius: 4 }], verdict: 'in-band' as const };
    expect(trackingShipmentSchema.parse({ ...base, temperature }).temperature).toEqual(temperature);
  });
});
