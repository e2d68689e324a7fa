import { DRIVER_POSITION_MESSAGES, trackingShipmentSchema, type Booking, type DriverPositionsResult } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/lib/domain-events';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { DriverPositionBatchModel } from '../../src/modules/positions/driver-positions.model';
import { bearer, buildTestApp, expectErrorBody } from '../support/app';
import { assignedBooking, cast, move, outForDelivery, SIGNATURE, type Cast } from '../support/shipments';

const arriving: Extract<DomainEvent, { kind: 'shipment-arriving' }>[] = [];
const { app } = buildTestApp({}, { extraHandlers: [{ name: 'arriving-spy', handle: async (e) => void (e.kind === 'shipment-arriving' && arriving.push(e)) }] });

const positionsBody = (positions: { at?: string; lat: number; lng: number; accuracyM?: number; speedKmh?: number }[]) => ({
  positions: positions.map((p) => ({ at: p.at ?? new Date().toISOString(), accuracyM: 12, speedKmh: 30, ...p })),
});
const sendPositions = (token: string, body: object) => request(app).post('/api/v1/driver/positions').set(bearer(token)).send(body);

async function shareFrom(people: Cast, lat: number, lng: number, at = new Date()): Promise<DriverPositionsResult> {
  const res = await sendPositions(people.driver.token, positionsBody([{ at: new Date(at.getTime() - 30_000).toISOString(), lat, lng }, { at: at.toISOString(), lat, lng }]));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DriverPositionsResult;
}

async function trackAs(booking: Booking, token?: string) {
  const req = request(app).get(`/api/v1/tracking/${booking.trackingNumber}`);
  const res = await (token ? req.set(bearer(token)) : req);
  expect(res.status).toBe(200);
  return trackingShipmentSchema.parse(res.body.data);
}

/** The booking's drop-off as the API placed it, and a point `km` north of it. */
async function dropoffOf(booking: Booking, km = 0) {
  const doc = await BookingModel.findById(booking._id).lean().exec();
  const at = doc!.dropoffLocation!.coordinates!;
  return { lat: at.lat! + km / 111.32, lng: at.lng! };
}

/** The driver's phone `km` north of the booking's drop-off, now. */
async function shareNear(people: Cast, booking: Booking, km: number) {
  const p = await dropoffOf(booking, km);
  return shareFrom(people, p.lat, p.lng);
}

const storedBatches = (driverId: string) => DriverPositionBatchModel.countDocuments({ driverId: new mongoose.Types.ObjectId(driverId) }).exec();

describe('POST /api/v1/driver/positions', () => {
  it('when the driver has no job out for delivery, then it answers 409 and keeps nothing', async () => {
    const people = await cast(app);
    await assignedBooking(app, people);
    const res = await sendPositions(people.driver.token, positionsBody([{ lat: 39.7, lng: -104.9 }]));
    expect(res.status).toBe(409);
    expectErrorBody(res.body, DRIVER_POSITION_MESSAGES.noActiveDelivery);
    expect(await storedBatches(people.driver.id)).toBe(0);
  });

  it('when a job is out for delivery, then the batch is kept once, a resend adds nothing, and tracking shows the window to anyone and the position to the owner only', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const near = await dropoffOf(out, 10);
    const at = new Date();
    const body = positionsBody([
      { at: new Date(at.getTime() - 30_000).toISOString(), ...near },
      { at: at.toISOString(), ...near },
    ]);
    const first = await sendPositions(people.driver.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ accepted: 2, duplicates: 0, shipments: 1 });
    const again = await sendPositions(people.driver.token, body);
    expect(again.body.data).toEqual({ accepted: 0, duplicates: 2, shipments: 1 });
    expect(await storedBatches(people.driver.id)).toBe(1);

    const stranger = await trackAs(out);
    expect(stranger.eta).not.toBeNull();
    const from = Date.parse(stranger.eta!.from);
    const to = Date.parse(stranger.eta!.to);
    // 10 km out in town: some tens of minutes away, and a window around it.
    expect(from).toBeGreaterThan(at.getTime() + 10 * 60_000);
    expect(to).toBeGreaterThan(from);
    expect(to).toBeLessThan(at.getTime() + 3 * 60 * 60_000);
    expect(stranger.position).toBeNull();

    const owner = await trackAs(out, people.customer.token);
    expect(owner.eta).toEqual(stranger.eta);
    expect(owner.position).toEqual({ lat: near.lat, lng: near.lng, at: at.toISOString() });
  });

  it('when the job is delivered, then positions are refused and tracking shows neither window nor position, even to the owner', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    await shareNear(people, out, 3);
    expect((await trackAs(out, people.customer.token)).position).not.toBeNull();

    await move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
    const res = await sendPositions(people.driver.token, positionsBody([{ lat: 39.7, lng: -104.9 }]));
    expect(res.status).toBe(409);
    expectErrorBody(res.body, DRIVER_POSITION_MESSAGES.noActiveDelivery);
    for (const token of [undefined, people.customer.token]) {
      const shipment = await trackAs(out, token);
      expect(shipment.eta).toBeNull();
      expect(shipment.position).toBeNull();
    }
  });

  it('when a booking is not yet out for delivery, then tracking answers null for both while its driver shares for another job', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const assigned = await assignedBooking(app, people);
    const picked = await move(app, people.driver.token, assigned, { type: 'pickup', location: { place: 'Oakland depot' } });
    await shareNear(people, out, 5);

    for (const booking of [assigned, picked]) {
      const shipment = await trackAs(booking, people.customer.token);
      expect(shipment.eta).toBeNull();
      expect(shipment.position).toBeNull();
    }
    expect((await trackAs(out)).eta).not.toBeNull();
  });

  it('when the estimate first opens within 15 minutes, then shipment-arriving is published once for the attempt, and again for the next attempt', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const mine = () => arriving.filter((e) => e.booking._id === out._id);
    const far = await dropoffOf(out, 20);
    await shareFrom(people, far.lat, far.lng, new Date(Date.now() - 20 * 60_000));
    expect(mine()).toHaveLength(0);
    const close = await dropoffOf(out, 1);
    await shareFrom(people, close.lat, close.lng);
    expect(mine()).toHaveLength(1);
    expect(Date.parse(mine()[0]!.eta.from) - Date.now()).toBeLessThan(15 * 60_000);
    expect(mine()[0]!.eta).toEqual((await trackAs(out)).eta);
    await shareFrom(people, close.lat, close.lng);
    expect(mine()).toHaveLength(1);

    // A failed attempt, then out for delivery again: a new attempt is announced again.
    await BookingModel.updateOne(
      { _id: out._id },
      { $set: { milestone: 'out-for-delivery' }, $push: { statusHistory: { status: 'in-transit', milestone: 'out-for-delivery', at: new Date(Date.now() + 1000), by: new mongoose.Types.ObjectId() } } },
    ).exec();
    expect((await trackAs(out)).eta).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await shareFrom(people, close.lat, close.lng);
    expect(mine()).toHaveLength(2);
  });

  it('when a fix is from the future, then it answers 400 naming it', async () => {
    const people = await cast(app);
    await outForDelivery(app, people);
    const res = await sendPositions(people.driver.token, positionsBody([{ lat: 39.7, lng: -104.9 }, { at: new Date(Date.now() + 3_600_000).toISOString(), lat: 39.7, lng: -104.9 }]));
    expect(res.status).toBe(400);
    expectErrorBody(res.body, DRIVER_POSITION_MESSAGES.future);
    expect(res.body.fields).toEqual({ 'positions.1.at': DRIVER_POSITION_MESSAGES.future });
  });

  it('when the body is not a batch of positions, then it answers 400', async () => {
    const people = await cast(app);
    await outForDelivery(app, people);
    for (const body of [{}, { positions: [] }, positionsBody([{ lat: 91, lng: 0 }]), { positions: [{ at: 'yesterday', lat: 1, lng: 1 }] }]) {
      const res = await sendPositions(people.driver.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body);
    }
  });

  it('when someone other than a driver sends positions, then it answers 401 or 403', async () => {
    const people = await cast(app);
    const anonymous = await request(app).post('/api/v1/driver/positions').send(positionsBody([{ lat: 1, lng: 1 }]));
    expect(anonymous.status).toBe(401);
    for (const token of [people.customer.token, people.operator.token]) {
      const res = await sendPositions(token, positionsBody([{ lat: 1, lng: 1 }]));
      expect(res.status).toBe(403);
    }
  });

  it('when positions are stored, then the engine deletes them 30 days after they were taken', async () => {
    const indexes = await DriverPositionBatchModel.collection.indexes();
    const ttl = indexes.find((index) => index.expireAfterSeconds !== undefined);
    expect(ttl).toMatchObject({ key: { lastAt: 1 }, expireAfterSeconds: 30 * 24 * 60 * 60 });
  });
});
