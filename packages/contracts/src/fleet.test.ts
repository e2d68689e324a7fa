import { describe, expect, it } from 'vitest';
import { VEHICLE_NOT_REFRIGERATED, VEHICLE_RETIRED, vehicleCreateSchema, vehicleRefusal, vehicleTooSmall, vehicleUpdateSchema, vehicleWrongMode } from './fleet';

const truck = { type: 'truck' as const, refrigerated: false, capacityKg: 1000, retiredAt: null };
const cargo = { vehicleType: 'truck' as const, isPerishable: false, cargoWeightKg: 400 };

describe('fleet', () => {
  it('when a vehicle id is typed in lower case with spaces around, then it is stored upper-cased; junk is refused', () => {
    expect(vehicleCreateSchema.parse({ id: ' trk-101 ', type: 'truck', refrigerated: true, capacityKg: 12000 }).id).toBe('TRK-101');
    expect(vehicleCreateSchema.safeParse({ id: 'TRK 101', type: 'truck', refrigerated: true, capacityKg: 1 }).success).toBe(false);
    expect(vehicleCreateSchema.safeParse({ id: 'TRK-1', type: 'truck', refrigerated: true, capacityKg: 0 }).success).toBe(false);
    expect(vehicleUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('when the vehicle suits the cargo, then there is no refusal', () => {
    expect(vehicleRefusal(truck, cargo)).toBeUndefined();
    expect(vehicleRefusal({ ...truck, capacityKg: 400 }, cargo)).toBeUndefined();
  });

  it('when retired, of another mode, not cold for perishable cargo or too small, then the refusal says which', () => {
    expect(vehicleRefusal({ ...truck, retiredAt: '2026-01-01T00:00:00.000Z' }, cargo)).toBe(VEHICLE_RETIRED);
    expect(vehicleRefusal({ ...truck, type: 'air' }, cargo)).toBe(vehicleWrongMode('truck'));
    expect(vehicleRefusal(truck, { ...cargo, isPerishable: true })).toBe(VEHICLE_NOT_REFRIGERATED);
    expect(vehicleRefusal(truck, { ...cargo, cargoWeightKg: 1000.5 })).toBe(vehicleTooSmall(1000, 1000.5));
    expect(vehicleTooSmall(1000, 1200)).toBe('This vehicle carries at most 1,000 kg; the cargo weighs 1,200 kg.');
  });
});
