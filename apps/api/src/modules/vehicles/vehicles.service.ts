// The fleet (decision 0047): operators and admins keep the vehicles as records; the assign move reads one to check it
// can carry the booking. The module's public surface: findVehicle, vehicleRefusalFor, insertMissingVehicles (the
// migration and the dev and e2e seed). The vehicles collection is this module's alone.
import {
  VEHICLE_EXISTS,
  VEHICLE_NOT_FOUND,
  VEHICLE_RETIRED,
  type Vehicle,
  type VehicleCreate,
  type VehicleListQuery,
  type VehicleUpdate,
} from '@meridian/contracts';
import { conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import type { VehicleDoc } from './vehicles.model';
import { countVehicleJobs } from '../bookings/bookings.service';
import { findVehicleDoc, insertVehicle, listVehicleDocs, retireVehicleDoc, updateActiveVehicle } from './vehicles.repository';

export { insertMissingVehicles } from './vehicles.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

function toVehicle(doc: VehicleDoc): Vehicle {
  return {
    _id: doc._id,
    type: doc.type,
    refrigerated: doc.refrigerated,
    capacityKg: doc.capacityKg,
    retiredAt: doc.retiredAt ? iso(doc.retiredAt) : null,
    imported: Boolean(doc.imported),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}

export async function listVehicles(query: VehicleListQuery): Promise<Vehicle[]> {
  const vehicles = (await listVehicleDocs(query.state)).map(toVehicle);
  if (!query.date) return vehicles;
  // The assign dialog's question: is this vehicle already out, or already taken that day?
  const jobs = await countVehicleJobs(vehicles.map((v) => v._id), query.date);
  return vehicles.map((v) => ({ ...v, jobs: jobs.get(v._id) ?? { onTheRoad: 0, thatDay: 0 } }));
}

/** One vehicle, retired or not; undefined when the fleet has no such id. */
export async function findVehicle(id: string): Promise<Vehicle | undefined> {
  const doc = await findVehicleDoc(id);
  return doc ? toVehicle(doc) : undefined;
}

export async function createVehicle(input: VehicleCreate): Promise<Vehicle> {
  try {
    return toVehicle(await insertVehicle(input));
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(VEHICLE_EXISTS, { id: VEHICLE_EXISTS });
    throw error;
  }
}

export async function updateVehicle(id: string, changes: VehicleUpdate): Promise<Vehicle> {
  const saved = await updateActiveVehicle(id, changes);
  if (saved) return toVehicle(saved);
  if (await findVehicleDoc(id)) throw conflict(VEHICLE_RETIRED);
  throw notFound(VEHICLE_NOT_FOUND);
}

/** Retiring twice answers the vehicle as retired the first time (idempotent). */
export async function retireVehicle(id: string): Promise<Vehicle> {
  const saved = await retireVehicleDoc(id);
  if (!saved) throw notFound(VEHICLE_NOT_FOUND);
  return toVehicle(saved);
}
