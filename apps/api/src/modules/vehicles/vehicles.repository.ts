import type { VehicleCreate, VehicleListQuery, VehicleUpdate } from '@meridian/contracts';
import mongoose from 'mongoose';
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
