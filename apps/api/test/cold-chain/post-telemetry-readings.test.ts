import { telemetryResultSchema } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { findReadings } from '../../src/modules/cold-chain/readings.repository';
import { buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { assignVehicle, issueKey, minutesAgo, perishableBooking, postReadings, sensorOnTheRoad, signUpAs, uniqueVehicle } from './cold-chain-kit';

const { app } = buildTestApp();

const readingsOf = (bookingId: string) => findReadings(bookingId);

const setUp = () => sensorOnTheRoad(app);

describe('POST /api/v1/telemetry/readings: validation', () => {
  it('when a reading is from the future, then the batch is refused with 400 naming it and nothing is stored', async () => {
    const { key, booking } = await setUp();
    const readings = [minutesAgo(3), minutesAgo(2), minutesAgo(1), minutesAgo(-10)].map((at) => ({ at, celsius: 5 }));
    const res = await postReadings(app, key, readings);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'readings.3.at': 'This reading is from the future; check the device clock' });
    expectErrorBody(res.body, 'readings.3.at: This reading is from the future; check the device clock');
    expect(await readingsOf(booking._id)).toHaveLength(0);
  });

  it('when a reading is a minute ahead of the server (clock drift within two minutes), then it is accepted', async () => {
    const { key } = await setUp();
    const res = await postReadings(app, key, [{ at: minutesAgo(-1), celsius: 5 }]);
    expect(res.status).toBe(200);
    expect(res.body.data.accepted).toBe(1);
  });

  it('when a reading is outside -80..+60 °C, then the batch is refused with 400 naming it', async () => {
    const { key, booking } = await setUp();
    for (const celsius of [60.5, -81]) {
      const res = await postReadings(app, key, [{ at: minutesAgo(2), celsius: 5 }, { at: minutesAgo(1), celsius }]);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'readings.1.celsius': 'Temperature must be between -80 and +60 °C' });
      expectErrorBody(res.body, 'readings.1.celsius: Temperature must be between -80 and +60 °C');
    }
    expect(await readingsOf(booking._id)).toHaveLength(0);
  });

  it('when the batch is empty, malformed or carries unknown fields, then it answers 400', async () => {
    const { key } = await setUp();
    expect((await postReadings(app, key, [])).status).toBe(400);
    const bad = await postReadings(app, key, [{ at: 'yesterday', celsius: 5 }]);
    expect(bad.body.fields).toHaveProperty(['readings.0.at']);
    const extra = await postReadings(app, key, [{ at: minutesAgo(1), celsius: 5, humidity: 3 } as never]);
    expect(extra.status).toBe(400);
  });
});

describe('POST /api/v1/telemetry/readings: routing and idempotency', () => {
  it('when the vehicle carries a booking, then the readings are filed under it as sensor readings in time order', async () => {
    const { key, booking } = await setUp();
    const res = await postReadings(app, key, [
      { at: minutesAgo(5), celsius: 4.5 },
      { at: minutesAgo(10), celsius: 5.5 },
    ]);
    expect(res.status).toBe(200);
    expect(telemetryResultSchema.parse(res.body.data)).toEqual({ accepted: 2, duplicates: 0, unassigned: 0 });
    const stored = await readingsOf(booking._id);
    expect(stored.map((r) => [r.celsius, r.source])).toEqual([
      [5.5, 'sensor'],
      [4.5, 'sensor'],
    ]);
  });

  it('when the same batch is sent again, then it answers the same readings as duplicates and adds nothing', async () => {
    const { key, booking } = await setUp();
    const batch = [1, 2, 3].map((m) => ({ at: minutesAgo(m), celsius: 5 }));
    const first = await postReadings(app, key, batch);
    const again = await postReadings(app, key, batch);
    expect(first.body.data).toEqual({ accepted: 3, duplicates: 0, unassigned: 0 });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ accepted: 0, duplicates: 3, unassigned: 0 });
    const overlapping = await postReadings(app, key, [...batch.slice(1), { at: minutesAgo(0.5), celsius: 5 }]);
    expect(overlapping.body.data).toEqual({ accepted: 1, duplicates: 2, unassigned: 0 });
    expect(await readingsOf(booking._id)).toHaveLength(4);
  });

  it('when a batch repeats a time within itself, then the second is a duplicate', async () => {
    const { key, booking } = await setUp();
    const at = minutesAgo(1);
    const res = await postReadings(app, key, [{ at, celsius: 5 }, { at, celsius: 5 }]);
    expect(res.body.data).toEqual({ accepted: 1, duplicates: 1, unassigned: 0 });
    expect(await readingsOf(booking._id)).toHaveLength(1);
  });

  it('when the vehicle carries nothing, or only delivered, cancelled or other vehicles’ bookings, then readings are counted unassigned and not stored', async () => {
    const ops = await signUpAs(app, 'operator');
    const driver = await signUpAs(app, 'driver');
    const customer = await signUp(app);
    const vehicleId = uniqueVehicle();
    const delivered = await perishableBooking(app, customer.token);
    await assignVehicle(delivered._id, vehicleId, driver.user._id, { milestone: 'delivered' });
    const elsewhere = await perishableBooking(app, customer.token);
    await assignVehicle(elsewhere._id, uniqueVehicle(), driver.user._id);
    const { key } = await issueKey(app, ops.token, vehicleId);

    const res = await postReadings(app, key, [{ at: minutesAgo(2), celsius: 5 }, { at: minutesAgo(1), celsius: 6 }]);
    expect(res.body.data).toEqual({ accepted: 0, duplicates: 0, unassigned: 2 });
    expect(await readingsOf(delivered._id)).toHaveLength(0);
    expect(await readingsOf(elsewhere._id)).toHaveLength(0);
  });

  it('when a reading is older than the vehicle’s assignment to the booking, then it is unassigned; newer ones go to the booking', async () => {
    const ops = await signUpAs(app, 'operator');
    const driver = await signUpAs(app, 'driver');
    const customer = await signUp(app);
    const vehicleId = uniqueVehicle();
    const booking = await perishableBooking(app, customer.token);
    await assignVehicle(booking._id, vehicleId, driver.user._id, { assignedAt: new Date(Date.now() - 10 * 60_000) });
    const { key } = await issueKey(app, ops.token, vehicleId);
    const res = await postReadings(app, key, [{ at: minutesAgo(20), celsius: 5 }, { at: minutesAgo(5), celsius: 5 }]);
    expect(res.body.data).toEqual({ accepted: 1, duplicates: 0, unassigned: 1 });
    expect(await readingsOf(booking._id)).toHaveLength(1);
  });

  it('when the vehicle carries two bookings (one not perishable), then each reading is filed under both', async () => {
    const { key, booking, vehicleId, driver, customer } = await setUp();
    const dry = await createBooking(app, customer.token);
    await assignVehicle(dry._id, vehicleId, driver.user._id, { milestone: 'assigned' });
    const res = await postReadings(app, key, [{ at: minutesAgo(1), celsius: 5 }]);
    expect(res.body.data).toEqual({ accepted: 1, duplicates: 0, unassigned: 0 });
    expect(await readingsOf(booking._id)).toHaveLength(1);
    expect(await readingsOf(dry._id)).toHaveLength(1);
  });
});
