import { MAX_VEHICLE_CAPACITY_KG, VEHICLE_TYPES, type VehicleType } from '@meridian/contracts';
import { findAssignedVehicles } from '../modules/bookings/bookings.repository';
import { insertMissingVehicles } from '../modules/vehicles/vehicles.service';

/**
 * Decision 0047: before the fleet, an assignment named its vehicle in free text. Each id named becomes a vehicle record
 * (kept exactly as written, so the assignments, device keys and telemetry still find it), marked `imported`: refrigerated
 * if it ever carried perishable cargo, with the heaviest cargo it carried as its capacity, for an operator to check.
 * Idempotent: an id already in the fleet is left alone. Returns the vehicles added.
 */
export async function importFleetFromAssignments(): Promise<number> {
  const carried = await findAssignedVehicles();
  const vehicles = carried
    .filter((v) => v._id.trim().length > 0 && v._id.length <= 40)
    .map((v) => ({
      id: v._id,
      type: (VEHICLE_TYPES as readonly string[]).includes(v.vehicleType ?? '') ? (v.vehicleType as VehicleType) : 'truck',
      refrigerated: v.perishable,
      capacityKg: Math.min(MAX_VEHICLE_CAPACITY_KG, Math.max(1, Math.ceil(v.heaviestKg ?? 1))),
      imported: true,
    }));
  return insertMissingVehicles(vehicles);
}
