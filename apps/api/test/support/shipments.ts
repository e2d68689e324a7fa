import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import type { Booking, ShipmentEventInput, UserRole, VehicleType } from '@meridian/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import mongoose from 'mongoose';
import { PROOF_BUCKET } from '../../src/modules/shipments/proof-files.repository';
import { UserModel } from '../../src/modules/users/users.model';
import { VehicleModel } from '../../src/modules/vehicles/vehicles.model';
import { bearer, createBooking, signUp } from './app';

export type Person = { token: string; id: string; name: string };

/** A signed-up user given `role` in the database (the way an admin or the CLI would). */
export async function personWithRole(app: Express, role: UserRole, firstName = 'Dana', lastName = 'Mover'): Promise<Person> {
  const account = await signUp(app, { firstName, lastName });
  await UserModel.updateOne({ _id: account.user._id }, { $set: { role } });
  return { token: account.token, id: account.user._id, name: `${firstName} ${lastName}` };
}

export const postEvent = (app: Express, token: string, id: string, body: ShipmentEventInput | Record<string, unknown>) =>
  request(app).post(`/api/v1/bookings/${id}/events`).set(bearer(token)).send(body);

/** Sends a move that must succeed and answers the moved booking. */
export async function move(app: Express, token: string, booking: Pick<Booking, '_id' | 'version'>, body: Record<string, unknown>): Promise<Booking> {
  const res = await postEvent(app, token, booking._id, { version: booking.version, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Booking;
}

export type Cast = { operator: Person; driver: Person; customer: Person };

export async function cast(app: Express): Promise<Cast> {
  const [operator, driver, customer] = await Promise.all([
    personWithRole(app, 'operator', 'Olive', 'Operator'),
    personWithRole(app, 'driver', 'Diego', 'Ramos'),
    signUp(app).then((a) => ({ token: a.token, id: a.user._id, name: `${a.user.firstName} ${a.user.lastName}` })),
  ]);
  return { operator, driver, customer };
}

let vehicles = 0;

/**
 * A fleet vehicle (decision 0047) written straight into the database, by default a refrigerated one of `type` that
 * carries anything a test books; answers its id.
 */
export async function fleetVehicle(type: VehicleType = 'truck', overrides: { refrigerated?: boolean; capacityKg?: number; retiredAt?: Date } = {}): Promise<string> {
  vehicles += 1;
  const id = `T${process.pid}-${Date.now().toString(36).toUpperCase()}-${vehicles}`;
  await VehicleModel.create({ _id: id, type, refrigerated: true, capacityKg: 50_000, ...overrides });
  return id;
}

/** A customer's booking, confirmed and assigned to `driver` by `operator`. */
export async function assignedBooking(app: Express, { operator, driver, customer }: Cast, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const booking = await createBooking(app, customer.token, overrides);
  const confirmed = await move(app, operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
  return move(app, operator.token, confirmed, { type: 'assign', driverId: driver.id, vehicleId: await fleetVehicle(confirmed.vehicleType) });
}

/** A booking the driver has picked up and taken out for delivery. */
export async function outForDelivery(app: Express, people: Cast, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const assigned = await assignedBooking(app, people, overrides);
  const picked = await move(app, people.driver.token, assigned, { type: 'pickup', location: { place: 'Oakland depot' } });
  return move(app, people.driver.token, picked, { type: 'out-for-delivery' });
}

// ---- Real image bytes, made here so no fixture file is needed ---------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG (a dark diagonal stroke on white, like a signature); `padTo` adds an ancillary chunk to reach a size. */
export function pngBytes(width = 60, height = 20, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 3 + 1)] = 0;
    const x = Math.floor((y / height) * width);
    rows.fill(0x10, y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 1 + x * 3 + 3);
  }
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows))];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > size + 12) parts.push(chunk('tEXt', Buffer.alloc(padTo - size - 12, 0x41)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

// SECURITY.md: real, decodable images (16 x 12), since what is kept is decoded and re-encoded.
export const JPEG_BYTES = Buffer.from('/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaAoAv/9k=', 'base64');
export const WEBP_BYTES = Buffer.from('UklGRjIAAABXRUJQVlA4ICYAAACQAQCdASoQAAwAAsBMJaACdLoAA5gA/upl/1ERBSWpfELvZAYAAA==', 'base64');

/** SECURITY.md: what is kept is re-encoded, so a lossless image comes back with the same pixels, not the same bytes. */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })));
  return x!.info.width === y!.info.width && x!.info.height === y!.info.height && x!.data.equals(y!.data);
}

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
export const SIGNATURE = dataUrl(pngBytes());

/** How many proof files GridFS holds for a booking (the bucket's files collection, read directly). */
export async function proofFilesFor(bookingId: string): Promise<number> {
  return mongoose.connection.db!.collection(`${PROOF_BUCKET}.files`).countDocuments({ 'metadata.bookingId': new mongoose.Types.ObjectId(bookingId) });
}
