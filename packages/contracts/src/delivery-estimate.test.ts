import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery-estimate';

describe('deliveryEstimate', () => {
  it('when both dates are chosen, then the estimate is the chosen delivery day and a one-day road span is flagged as shorter than usual', () => {
    expect(deliveryEstimate({ vehicleType: 'truck', pickupDate: '2026-12-08', deliveryDate: '2026-12-09' })).toEqual({
      kind: 'dates',
      deliveryDate: '2026-12-09',
      days: 1,
      usualDays: '3-5',
      shorterThanUsual: true,
    });
  });

  it('when the mode changes to air, then the same one-day span is within the usual time', () => {
    expect(deliveryEstimate({ vehicleType: 'air', pickupDate: '2026-12-08', deliveryDate: '2026-12-09' })).toMatchObject({ usualDays: '1-2', shorterThanUsual: false });
  });

  it('when the span crosses a month end, then whole days are counted', () => {
    expect(deliveryEstimate({ vehicleType: 'sea', pickupDate: '2026-12-20', deliveryDate: '2027-01-10' })).toMatchObject({ days: 21, shorterThanUsual: false });
  });

  it('when a date is missing, then the mode usual time is given', () => {
    expect(deliveryEstimate({ vehicleType: 'sea', pickupDate: '2026-12-20', deliveryDate: '' })).toEqual({ kind: 'usual', usualDays: '15-30' });
  });
});
