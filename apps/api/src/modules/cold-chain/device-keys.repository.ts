import mongoose from 'mongoose';
import { DeviceKeyModel, type DeviceKeyDoc } from './device-keys.model';

const { ObjectId } = mongoose.Types;

export async function insertDeviceKey(doc: { vehicleId: string; label: string; prefix: string; hash: string; createdBy: string }): Promise<DeviceKeyDoc> {
  const created = await DeviceKeyModel.create(doc);
  return created.toObject() as DeviceKeyDoc;
}

export function listDeviceKeys(): Promise<DeviceKeyDoc[]> {
  return DeviceKeyModel.find({}).sort({ createdAt: -1, _id: -1 }).limit(500).lean<DeviceKeyDoc[]>().exec();
}

/** Sets revokedAt once; revoking again keeps the first time. */
export async function revokeDeviceKey(id: string, at: Date): Promise<DeviceKeyDoc | null> {
  await DeviceKeyModel.updateOne({ _id: new ObjectId(id), revokedAt: null }, { $set: { revokedAt: at } }).exec();
  return DeviceKeyModel.findById(new ObjectId(id)).lean<DeviceKeyDoc>().exec();
}

/** Every sensor batch starts here; the filter is a string and a null, so the driver's own findOne needs no casting. */
export function findActiveDeviceKeyByHash(hash: string): Promise<DeviceKeyDoc | null> {
  return DeviceKeyModel.collection.findOne<DeviceKeyDoc>({ hash, revokedAt: null });
}

export async function touchDeviceKey(id: string, at: Date): Promise<void> {
  await DeviceKeyModel.updateOne({ _id: id }, { $set: { lastUsedAt: at } }).exec();
}
