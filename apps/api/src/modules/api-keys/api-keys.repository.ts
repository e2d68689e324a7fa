import mongoose from 'mongoose';
import { ApiKeyModel, type ApiKeyDoc } from './api-keys.model';

const oid = (id: string) => new mongoose.Types.ObjectId(id);

export async function insertApiKey(doc: { organizationId: string; name: string; scopes: string[]; prefix: string; hash: string; createdBy: string }): Promise<ApiKeyDoc> {
  const saved = await ApiKeyModel.create({ ...doc, organizationId: oid(doc.organizationId), createdBy: oid(doc.createdBy) });
  return saved.toObject() as ApiKeyDoc;
}

export function listApiKeys(organizationId: string): Promise<ApiKeyDoc[]> {
  return ApiKeyModel.find({ organizationId: oid(organizationId) }).sort({ createdAt: -1 }).lean<ApiKeyDoc[]>().exec();
}

/** Marks the key revoked; null when the organization has no such key (or it was already revoked). */
export function revokeApiKey(id: string, organizationId: string): Promise<ApiKeyDoc | null> {
  return ApiKeyModel.findOneAndUpdate(
    { _id: oid(id), organizationId: oid(organizationId), revokedAt: null },
    { $set: { revokedAt: new Date() } },
    { returnDocument: 'after' },
  )
    .lean<ApiKeyDoc>()
    .exec();
}

export function findActiveKeyByHash(hash: string): Promise<ApiKeyDoc | null> {
  return ApiKeyModel.findOne({ hash, revokedAt: null }).lean<ApiKeyDoc>().exec();
}

/** One conditional write: last use is recorded at most once per `everyMs`, however busy the key. */
export async function touchLastUsed(id: mongoose.Types.ObjectId, now: Date, everyMs: number): Promise<void> {
  await ApiKeyModel.updateOne(
    { _id: id, $or: [{ lastUsedAt: null }, { lastUsedAt: mongoose.trusted({ $lt: new Date(now.getTime() - everyMs) }) }] },
    { $set: { lastUsedAt: now } },
  ).exec();
}
