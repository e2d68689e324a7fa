import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidTrackingNumber } from '@meridian/contracts';
import { resolveMongo } from '@meridian/embedded-mongo';
import { MongoClient, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { backfillBookingIdentifiers } from '../../src/migrations/0001-booking-identifiers';
import { BookingModel } from '../../src/modules/bookings/bookings.model';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A booking as stored before tracking numbers and milestones (decisions 0018, 0019): no tracking number, milestone or short id (written past mongoose). */
function legacyBooking(status: string) {
  const at = new Date('2026-01-05T10:00:00Z');
  return {
    _id: new ObjectId(),
    createdBy: new ObjectId(),
    status,
    version: 0,
    vehicleType: 'truck',
    fullNameOrBusiness: 'Legacy Ltd',
    contactPhone: '+1 555 000 1111',
    email: 'legacy@example.test',
    customerType: 'Business',
    goodsType: 'Other',
    cargoWeightKg: 10,
    quantity: 1,
    estimatedPickupDate: '2026-01-10',
    estimatedDeliveryDate: '2026-01-12',
    statusHistory: [{ status: 'pending', at, by: new ObjectId() }],
    createdAt: at,
    updatedAt: at,
  };
}

describe('backfillBookingIdentifiers', () => {
  it('when older bookings lack a tracking number, then each gets a valid unique one, its milestone and its short id', async () => {
    const raw = mongoose.connection.collection('bookings');
    const docs = [legacyBooking('pending'), legacyBooking('in-transit'), legacyBooking('delivered')];
    await raw.insertMany(docs);
    const written = await backfillBookingIdentifiers();
    expect(written).toBe(3);
    const stored = await BookingModel.find({ _id: mongoose.trusted({ $in: docs.map((d) => d._id) }) }).lean();
    const numbers = stored.map((b) => b.trackingNumber!);
    expect(numbers.every((n) => isValidTrackingNumber(n))).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    expect(stored.map((b) => [b.status, b.milestone]).sort()).toEqual([
      ['delivered', 'delivered'],
      ['in-transit', 'in-transit'],
      ['pending', 'booked'],
    ]);
    for (const b of stored) expect(b.shortId).toBe(String(b._id).slice(-8));
  });

  it('when run again, then it changes nothing (every start runs it)', async () => {
    const before = await BookingModel.find({}).sort({ _id: 1 }).lean();
    expect(await backfillBookingIdentifiers()).toBe(0);
    expect(await BookingModel.find({}).sort({ _id: 1 }).lean()).toEqual(before);
  });

  it('when a booking already has a number and a milestone, then only its missing short id is filled', async () => {
    const doc = { ...legacyBooking('confirmed'), trackingNumber: 'DL-1003', milestone: 'assigned' };
    await mongoose.connection.collection('bookings').insertOne(doc);
    await backfillBookingIdentifiers();
    expect(await BookingModel.findById(doc._id).lean()).toMatchObject({ trackingNumber: 'DL-1003', milestone: 'assigned', shortId: String(doc._id).slice(-8) });
  });

  it('when more than one batch (500) is missing, then all of them are filled', async () => {
    const docs = Array.from({ length: 520 }, () => legacyBooking('pending'));
    await mongoose.connection.collection('bookings').insertMany(docs);
    await backfillBookingIdentifiers();
    expect(await BookingModel.countDocuments({ trackingNumber: null })).toBe(0);
    expect(await BookingModel.countDocuments({ shortId: null })).toBe(0);
  });
});

describe('the server start', () => {
  it('when the server starts on a database with older bookings, then they have tracking numbers before it listens', async () => {
    const mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
    const client = await MongoClient.connect(mongo.uri);
    try {
      const legacy = legacyBooking('confirmed');
      await client.db().collection('bookings').insertOne(legacy);
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MONGODB_URI: mongo.uri, MONGO_ENGINE: 'uri' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', () => /listening on/.test(output) && resolve());
        void exited.then(() => reject(new Error(output)));
      });
      const stored = await client.db().collection('bookings').findOne({ _id: legacy._id });
      expect(isValidTrackingNumber(String(stored?.trackingNumber))).toBe(true);
      expect(stored).toMatchObject({ milestone: 'confirmed', shortId: String(legacy._id).slice(-8) });
      // Graceful shutdown has its own test (test/server); here the child only has to go away.
      child.kill('SIGTERM');
      await exited;
    } finally {
      await client.close();
      await mongo.stop();
    }
  });
});
