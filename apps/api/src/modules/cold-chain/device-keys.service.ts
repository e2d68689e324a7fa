import { createHash, randomBytes } from 'node:crypto';
import type { DeviceKey } from '@meridian/contracts';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/auth';
import type { DeviceKeyDoc } from './device-keys.model';
import { findActiveDeviceKeyByHash, insertDeviceKey, listDeviceKeys, revokeDeviceKey, touchDeviceKey } from './device-keys.repository';

const DEVICE_KEY_PREFIX = 'mxd_';
// Enough to tell keys apart in the console, far too little to guess the rest (32 random bytes).
const VISIBLE_CHARS = DEVICE_KEY_PREFIX.length + 6;
const DEVICE_KEY_REQUIRED = 'A valid device key is required (X-Device-Key).';
export const DEVICE_KEY_NOT_FOUND = 'Device key not found';

// A 256-bit random key needs no slow hash: SHA-256 cannot be brute-forced back, and the lookup stays one index seek.
const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function toDeviceKey(doc: DeviceKeyDoc): DeviceKey {
  return {
    _id: String(doc._id),
    vehicleId: doc.vehicleId,
    label: doc.label,
    prefix: doc.prefix,
    createdAt: new Date(doc.createdAt).toISOString(),
    revokedAt: iso(doc.revokedAt),
    lastUsedAt: iso(doc.lastUsedAt),
  };
}

export async function issueDeviceKey(input: { vehicleId: string; label?: string | undefined }, actor: Actor): Promise<DeviceKey & { key: string }> {
  const key = `${DEVICE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const doc = await insertDeviceKey({
    vehicleId: input.vehicleId,
    label: input.label ?? `Sensor on ${input.vehicleId}`,
    prefix: key.slice(0, VISIBLE_CHARS),
    hash: hashDeviceKey(key),
    createdBy: actor.id,
  });
  return { ...toDeviceKey(doc), key };
}

export async function listKeys(): Promise<DeviceKey[]> {
  return (await listDeviceKeys()).map(toDeviceKey);
}

export async function revokeKey(id: string): Promise<DeviceKey> {
  const doc = await revokeDeviceKey(id, new Date());
  if (!doc) throw notFound(DEVICE_KEY_NOT_FOUND);
  return toDeviceKey(doc);
}

/** The device behind an X-Device-Key header; missing, unknown and revoked keys all answer the same 401. */
export async function authenticateDevice(header: string | undefined): Promise<{ id: string; vehicleId: string }> {
  const key = header?.trim();
  if (!key || !key.startsWith(DEVICE_KEY_PREFIX) || key.length > 100) throw new AppError(401, DEVICE_KEY_REQUIRED);
  const doc = await findActiveDeviceKeyByHash(hashDeviceKey(key));
  if (!doc) throw new AppError(401, DEVICE_KEY_REQUIRED);
  // lastUsedAt is for the console ("seen a minute ago"), so a sensor sending every second costs one write a minute.
  const now = new Date();
  if (!doc.lastUsedAt || now.getTime() - new Date(doc.lastUsedAt).getTime() > 60_000) await touchDeviceKey(String(doc._id), now);
  return { id: String(doc._id), vehicleId: doc.vehicleId };
}
