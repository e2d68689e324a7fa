import type { VehicleCreate, VehicleListQuery, VehicleUpdate } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel } from '../bookings/bookings.service';
import { VehicleModel, type VehicleDoc } from './vehicles.model';

export function listVehicleDocs(state: VehicleListQuery['state']): Promise<VehicleDoc[]> {
  const filter = state === 'active' ? { retiredAt: null } : state === 'retired' ? { retiredAt: mongoose.trusted({ $ne: null }) } : {};
  return VehicleModel.find(filter).sort({ _id: 1 }).lean<VehicleDoc[]>().exec();
}

export function findVehicleDoc(id: string): Promise<VehicleDoc | null> {
  return VehicleModel.findById(id).lean<VehicleDoc>().exec();
}

export async function insertVehicle(input: VehicleCreate, extra: { imported?: boolean } = {}): Promise<VehicleDoc> {
  const { id, ...rest } = input;
  const created = await VehicleModel.create({ _id: id, ...rest, ...extra });
  return created.toObject() as VehicleDoc;
}

/** Changes an active vehicle; null when there is none by that id or it is retired. */
export function updateActiveVehicle(id: string, changes: VehicleUpdate): Promise<VehicleDoc | null> {
  return VehicleModel.findOneAndUpdate({ _id: id, retiredAt: null }, { $set: { ...changes, imported: false } }, { returnDocument: 'after', runValidators: true })
    .lean<VehicleDoc>()
    .exec();
}

/** Retires a vehicle once; answers it as it now is (null when there is none). */
export async function retireVehicleDoc(id: string): Promise<VehicleDoc | null> {
  await VehicleModel.updateOne({ _id: id, retiredAt: null }, { $set: { retiredAt: new Date() } }).exec();
  return findVehicleDoc(id);
}

/** The migration's insert: only ids not yet in the fleet, so it can run again. */
export async function insertMissingVehicles(docs: (VehicleCreate & { imported: boolean })[]): Promise<number> {
  let inserted = 0;
  for (const { id, ...rest } of docs) {
    const result = await VehicleModel.updateOne({ _id: id }, { $setOnInsert: rest }, { upsert: true }).exec();
    inserted += result.upsertedCount;
  }
  return inserted;
}

type Jobs = { onTheRoad: number; thatDay: number };

// A vehicle is on the road from pickup until delivery; the vehicle_milestone index serves the first count.
const ON_THE_ROAD = ['picked-up', 'in-transit', 'out-for-delivery'];

/** Per vehicle: the shipments it carries now, and those (not cancelled) assigned to it picking up on `date`. */
export async function countVehicleJobs(vehicleIds: readonly string[], date: string): Promise<Map<string, Jobs>> {
  const jobs = new Map<string, Jobs>(vehicleIds.map((id) => [id, { onTheRoad: 0, thatDay: 0 }]));
  if (vehicleIds.length === 0) return jobs;
  const ids = mongoose.trusted({ $in: [...vehicleIds] });
  const [road, day] = await Promise.all([
    BookingModel.aggregate<{ _id: string; n: number }>([
      { $match: { 'assignment.vehicleId': ids, milestone: mongoose.trusted({ $in: ON_THE_ROAD }) } },
      { $group: { _id: '$assignment.vehicleId', n: { $sum: 1 } } },
    ]).exec(),
    BookingModel.aggregate<{ _id: string; n: number }>([
      { $match: { 'assignment.vehicleId': ids, estimatedPickupDate: date, status: mongoose.trusted({ $ne: 'cancelled' }) } },
      { $group: { _id: '$assignment.vehicleId', n: { $sum: 1 } } },
    ]).exec(),
  ]);
  for (const { _id, n } of road) jobs.get(_id)!.onTheRoad = n;
  for (const { _id, n } of day) jobs.get(_id)!.thatDay = n;
  return jobs;
}
