// Decision 0075: a sensor's readings are stored one document per batch and booking; the log reads them back merged
// with the readings people typed, in time order, each reading once whatever raced or was moved.
import { MAX_TELEMETRY_BATCH, temperatureLogSchema } from '@meridian/contracts';
import { parse } from 'csv-parse/sync';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { moveSensorReadingsIntoBatches } from '../../src/migrations/0007-sensor-reading-batches';
import { ExcursionStateModel } from '../../src/modules/cold-chain/excursion-state.model';
import { ReadingModel } from '../../src/modules/cold-chain/readings.model';
import { storeSensorBatch } from '../../src/modules/cold-chain/readings.repository';
import { SensorBatchModel } from '../../src/modules/cold-chain/sensor-batches.model';
import { bearer, buildTestApp } from '../support/app';
import { issueKey, minutesAgo, postReadings, sensorOnTheRoad, uniqueVehicle } from './cold-chain-kit';

const { app } = buildTestApp();
const { ObjectId } = mongoose.Types;

const onTheRoad = (celsius = 5) => sensorOnTheRoad(app, celsius);

/** `count` readings a second apart, ending `endMinutesAgo` minutes ago. */
const series = (count: number, endMinutesAgo: number, celsius = (i: number) => 4 + (i % 5) / 2) =>
  Array.from({ length: count }, (_, i) => ({ at: new Date(Date.now() - endMinutesAgo * 60_000 - (count - 1 - i) * 1000).toISOString(), celsius: celsius(i) }));

const logOf = async (bookingId: string, token: string) => {
  const res = await request(app).get(`/api/v1/bookings/${bookingId}/readings`).set(bearer(token));
  expect(res.status).toBe(200);
  return temperatureLogSchema.parse(res.body.data);
};

const csvOf = async (bookingId: string, token: string) => {
  const res = await request(app).get(`/api/v1/bookings/${bookingId}/readings`).set(bearer(token)).set('Accept', 'text/csv').buffer(true);
  expect(res.status).toBe(200);
  return parse(res.text, { columns: true }) as { at: string; celsius: string; source: string }[];
};

const batchesOf = (bookingId: string) => SensorBatchModel.find({ bookingId: new ObjectId(bookingId) }).sort({ firstAt: 1 }).lean();

describe('sensor readings stored in batches (decision 0075)', () => {
  it('when a sensor sends 100 readings, then they are one stored document and the log gives all 100 in time order', async () => {
    const { device, booking, customer } = await onTheRoad();
    const batch = series(100, 5);
    const res = await postReadings(app, device.key, [...batch].reverse());
    expect(res.body.data).toEqual({ accepted: 100, duplicates: 0, unassigned: 0 });
    const stored = await batchesOf(booking._id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.readings).toHaveLength(100);
    expect(await ReadingModel.countDocuments({ bookingId: new ObjectId(booking._id) })).toBe(0);
    const log = await logOf(booking._id, customer.token);
    expect(log.readings).toEqual(batch.map((r) => ({ ...r, source: 'sensor' })));
  });

  it('when the same batch arrives twice at the same moment, then its readings are stored once and counted new once', async () => {
    const { device, booking, customer } = await onTheRoad();
    const batch = series(50, 3);
    const answers = await Promise.all([postReadings(app, device.key, batch), postReadings(app, device.key, batch), postReadings(app, device.key, batch)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.body.data.accepted, 0)).toBe(50);
    expect(answers.reduce((sum, a) => sum + a.body.data.duplicates, 0)).toBe(100);
    expect((await logOf(booking._id, customer.token)).readings).toHaveLength(50);
  });

  it('when a resend overlaps two earlier batches and adds new times between and after them, then only the new times are stored', async () => {
    const { device, booking, customer } = await onTheRoad();
    const all = series(30, 2);
    await postReadings(app, device.key, all.slice(0, 10));
    await postReadings(app, device.key, all.slice(15, 20));
    const resend = await postReadings(app, device.key, all);
    expect(resend.body.data).toEqual({ accepted: 15, duplicates: 15, unassigned: 0 });
    const log = await logOf(booking._id, customer.token);
    expect(log.readings.map((r) => r.at)).toEqual(all.map((r) => r.at));
  });

  it('when a full batch holds one time over and over, then one is kept and the rest are duplicates', async () => {
    const { device, booking, customer } = await onTheRoad();
    const at = minutesAgo(1);
    const res = await postReadings(app, device.key, Array.from({ length: MAX_TELEMETRY_BATCH }, (_, i) => ({ at, celsius: 5 + (i % 2) })));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: 1, duplicates: MAX_TELEMETRY_BATCH - 1, unassigned: 0 });
    expect((await logOf(booking._id, customer.token)).readings).toEqual([{ at, celsius: 5, source: 'sensor' }]);
  });

  it('when two overlapping batches were both stored (a race the resend check cannot see), then the log and CSV give each reading once', async () => {
    const { device, booking, customer } = await onTheRoad();
    const all = series(20, 4);
    const readings = all.map((r) => ({ at: new Date(r.at), celsius: r.celsius }));
    // Two requests checked before either had written: each stores its batch whole.
    await SensorBatchModel.collection.insertMany([
      { _id: 'race-a', bookingId: new ObjectId(booking._id), deviceId: new ObjectId(device._id), firstAt: readings[0]!.at, lastAt: readings[11]!.at, readings: readings.slice(0, 12), createdAt: new Date() },
      { _id: 'race-b', bookingId: new ObjectId(booking._id), deviceId: new ObjectId(device._id), firstAt: readings[8]!.at, lastAt: readings[19]!.at, readings: readings.slice(8), createdAt: new Date() },
    ] as never[]);
    const log = await logOf(booking._id, customer.token);
    expect(log.readings).toEqual(all.map((r) => ({ ...r, source: 'sensor' })));
    expect((await csvOf(booking._id, customer.token)).map((r) => r.at)).toEqual(all.map((r) => r.at));
  });

  it('when two devices report the same times and a driver types readings between, then the log holds each in time order', async () => {
    const { ops, device, booking, customer, driver, vehicleId } = await onTheRoad();
    const second = await issueKey(app, ops.token, vehicleId);
    const times = [minutesAgo(10), minutesAgo(8), minutesAgo(6)];
    await postReadings(app, device.key, times.map((at) => ({ at, celsius: 4 })));
    await postReadings(app, second.key, times.map((at) => ({ at, celsius: 6 })));
    const typed = await request(app)
      .post(`/api/v1/bookings/${booking._id}/events`)
      .set(bearer(driver.token))
      .send({ type: 'reading', celsius: 5, at: minutesAgo(7) });
    expect(typed.status).toBe(201);
    const log = await logOf(booking._id, customer.token);
    expect(log.readings.map((r) => [r.at, r.celsius, r.source])).toEqual([
      [times[0], 4, 'sensor'],
      [times[0], 6, 'sensor'],
      [times[1], 4, 'sensor'],
      [times[1], 6, 'sensor'],
      [typed.body.data.reading.at, 5, 'driver'],
      [times[2], 4, 'sensor'],
      [times[2], 6, 'sensor'],
    ]);
    expect((await csvOf(booking._id, customer.token)).map((r) => [r.at, r.celsius, r.source])).toEqual(log.readings.map((r) => [r.at, String(r.celsius), r.source]));
  });

  it('when a process stored a batch and was killed before the excursions saw it, then the resend counts duplicates and opens the excursion', async () => {
    const { device, booking, customer } = await onTheRoad(5);
    const batch = [
      { at: minutesAgo(4), celsius: 5 },
      { at: minutesAgo(3), celsius: 9.5 },
    ];
    // What the killed process left: the batch written, the excursion state never moved.
    await storeSensorBatch(device._id, booking._id, batch.map((r) => ({ at: new Date(r.at), celsius: r.celsius })));
    expect(await ExcursionStateModel.countDocuments({ bookingId: new ObjectId(booking._id) })).toBe(0);
    const resend = await postReadings(app, device.key, batch);
    expect(resend.body.data).toEqual({ accepted: 0, duplicates: 2, unassigned: 0 });
    const log = await logOf(booking._id, customer.token);
    expect(log.readings).toHaveLength(2);
    expect(log.excursions).toEqual([expect.objectContaining({ openedAt: batch[1]!.at, closedAt: null, peakCelsius: 9.5 })]);
    const again = await postReadings(app, device.key, batch);
    expect(again.body.data).toEqual({ accepted: 0, duplicates: 2, unassigned: 0 });
    expect((await logOf(booking._id, customer.token)).excursions).toHaveLength(1);
  });
});

describe('the resend check spared by what the excursions counted (decision 0076)', () => {
  it('when a sensor sends batch after batch, then each is stored whole, and a late resend of the first is still found out', async () => {
    const { device, booking, customer } = await onTheRoad(5);
    const readings = series(90, 10);
    for (const part of [readings.slice(0, 30), readings.slice(30, 60), readings.slice(60)]) {
      expect((await postReadings(app, device.key, part)).body.data).toEqual({ accepted: 30, duplicates: 0, unassigned: 0 });
    }
    // Older than what the excursions counted: checked against the stored batches.
    expect((await postReadings(app, device.key, readings.slice(10, 40))).body.data).toEqual({ accepted: 0, duplicates: 30, unassigned: 0 });
    expect((await batchesOf(booking._id)).map((b) => b.readings.length)).toEqual([30, 30, 30]);
    expect((await logOf(booking._id, customer.token)).readings.map((r) => r.at)).toEqual(readings.map((r) => r.at));
  });

  it('when a killed process stored a batch and the sensor resends it shifted, with newer readings, then the log and the excursions hold each reading once', async () => {
    const { device, booking, customer } = await onTheRoad(5);
    const readings = series(40, 10, (i) => (i >= 15 && i < 25 ? 9.5 : 5));
    // What the killed process left: the first 20 written, the excursion state never moved.
    await storeSensorBatch(device._id, booking._id, readings.slice(0, 20).map((r) => ({ at: new Date(r.at), celsius: r.celsius })));
    const resend = await postReadings(app, device.key, readings.slice(10));
    expect(resend.status).toBe(200);
    expect(resend.body.data.accepted + resend.body.data.duplicates).toBe(30);
    const log = await logOf(booking._id, customer.token);
    expect(log.readings.map((r) => r.at)).toEqual(readings.map((r) => r.at));
    expect(log.excursions).toEqual([expect.objectContaining({ openedAt: readings[15]!.at, closedAt: readings[25]!.at, peakCelsius: 9.5 })]);
    const csv = await csvOf(booking._id, customer.token);
    expect(csv).toHaveLength(40);
  });
});

describe('migration 0007-sensor-reading-batches', () => {
  /** Readings as the API stored them before decision 0075: one document each. */
  async function legacyReadings(bookingId: string, deviceId: string, readings: { at: string; celsius: number }[]) {
    await ReadingModel.collection.insertMany(
      readings.map((r) => ({ bookingId: new ObjectId(bookingId), deviceId: new ObjectId(deviceId), at: new Date(r.at), celsius: r.celsius, source: 'sensor', createdAt: new Date() })),
    );
  }

  it('when sensor readings are stored one per document, then they move into batches of 100 per device, the typed ones stay, and the log and its digest are unchanged', async () => {
    const { ops, device, booking, customer, driver } = await onTheRoad();
    const other = await issueKey(app, ops.token, uniqueVehicle());
    await legacyReadings(booking._id, device._id, series(250, 30));
    await legacyReadings(booking._id, other._id, series(30, 20, () => 6));
    const typed = await request(app).post(`/api/v1/bookings/${booking._id}/events`).set(bearer(driver.token)).send({ type: 'reading', celsius: 5.5, at: minutesAgo(25) });
    expect(typed.status).toBe(201);
    const before = await logOf(booking._id, customer.token);
    expect(before.readings).toHaveLength(281);

    expect(await moveSensorReadingsIntoBatches()).toBeGreaterThanOrEqual(280);
    const stored = await batchesOf(booking._id);
    expect(stored.map((b) => [String(b.deviceId), b.readings.length])).toEqual([
      [device._id, 100],
      [device._id, 100],
      [device._id, 50],
      [other._id, 30],
    ]);
    expect(await ReadingModel.find({ bookingId: new ObjectId(booking._id) }).lean()).toEqual([expect.objectContaining({ source: 'driver', celsius: 5.5 })]);
    const after = await logOf(booking._id, customer.token);
    expect(after.readings).toEqual(before.readings);
    expect(after.reportDigest).toBe(before.reportDigest);
    expect(await moveSensorReadingsIntoBatches()).toBe(0);
  });

  it('when a run was cut short after writing a batch and before removing its readings, then the next run removes them and stores nothing twice', async () => {
    const { device, booking, customer } = await onTheRoad();
    const readings = series(150, 10);
    await legacyReadings(booking._id, device._id, readings);
    const legacy = await ReadingModel.find({ bookingId: new ObjectId(booking._id) }).sort({ at: 1 }).lean();
    // The killed run's first batch, as moveIntoBatch writes it.
    await SensorBatchModel.collection.insertOne({
      _id: `legacy.${String(legacy[0]!._id)}`,
      bookingId: new ObjectId(booking._id),
      deviceId: new ObjectId(device._id),
      firstAt: legacy[0]!.at,
      lastAt: legacy[99]!.at,
      readings: legacy.slice(0, 100).map((r) => ({ at: r.at, celsius: r.celsius })),
      createdAt: new Date(),
    } as never);
    expect((await logOf(booking._id, customer.token)).readings).toHaveLength(150);

    await moveSensorReadingsIntoBatches();
    expect((await batchesOf(booking._id)).map((b) => b.readings.length)).toEqual([100, 50]);
    expect(await ReadingModel.countDocuments({ bookingId: new ObjectId(booking._id) })).toBe(0);
    expect((await logOf(booking._id, customer.token)).readings.map((r) => r.at)).toEqual(readings.map((r) => r.at));
  });
});
