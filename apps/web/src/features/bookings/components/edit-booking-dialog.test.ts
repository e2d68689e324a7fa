import { describe, expect, it } from 'vitest';
import { toUpdateInput } from './edit-booking-dialog';

const base = {
  pickupLocation: { address: '1 Dock', city: 'Baltimore', state: 'MD' },
  dropoffLocation: { address: '9 Market', city: 'Boston', state: 'MA' },
  goodsType: 'Food' as const,
  cargoWeightKg: 250,
  quantity: 3,
  isFragile: false,
  isPerishable: true,
  tempControlCelsius: -18,
  vehicleType: ' truck ',
  status: 'Pending',
  estimatedPickupDate: '2026-12-01T09:30',
  estimatedDeliveryDate: '2026-12-04T15:00',
  notes: '',
};

describe('edit booking payload (spec 5)', () => {
  it('when saved, then numbers stay numbers, dates become ISO timestamps and the loaded version is sent', () => {
    const input = toUpdateInput(base, 4);
    expect(input).toMatchObject({
      cargoWeightKg: 250,
      quantity: 3,
      tempControlCelsius: -18,
      vehicleType: 'truck',
      status: 'pending',
      estimatedPickupDate: '2026-12-01T09:30:00.000Z',
      estimatedDeliveryDate: '2026-12-04T15:00:00.000Z',
      version: 4,
    });
  });
  it('when not perishable, then the temperature is sent as 0 (none)', () => {
    expect(toUpdateInput({ ...base, isPerishable: false }, 0).tempControlCelsius).toBe(0);
  });
});
