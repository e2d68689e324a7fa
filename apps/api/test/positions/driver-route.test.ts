import { DRIVER_ROUTE_MESSAGES, driverRouteSchema, trackingShipmentSchema, type Booking } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { DeliveryRouteModel } from '../../src/modules/positions/delivery-routes.model';
import { bearer, buildTestApp, expectErrorBody } from '../support/app';
import { assignedBooking, cast, move, SIGNATURE, type Cast } from '../support/shipments';

const { app } = buildTestApp();

// Where the van stands; the drops lie `km` north of it, so the shortest route is the nearest first.
const VAN = { lat: 39.7, lng: -104.9 };
const north = (km: number) => ({ lat: VAN.lat + km / 111.32, lng: VAN.lng });

/** A job of the driver taken out for delivery, its drop-off `km` north of the van. */
async function outAt(people: Cast, km: number): Promise<Booking> {
  const assigned = await assignedBooking(app, people);
  await BookingModel.updateOne({ _id: assigned._id }, { $set: { 'dropoffLocation.coordinates': north(km) } }).exec();
  const picked = await move(app, people.driver.token, assigned, { type: 'pickup', location: { place: 'Denver depot' } });
  return move(app, people.driver.token, picked, { type: 'out-for-delivery' });
}

async function shareAtVan(people: Cast, where: { lat: number; lng: number } = VAN) {
  const at = Date.now();
  const positions = [at - 60_000, at - 30_000, at].map((t) => ({ at: new Date(t).toISOString(), ...where, accuracyM: 10, speedKmh: 0 }));
  const res = await request(app).post('/api/v1/driver/positions').set(bearer(people.driver.token)).send({ positions });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const getRoute = (token: string) => request(app).get('/api/v1/driver/route').set(bearer(token));
const putRoute = (token: string, stops: unknown) => request(app).put('/api/v1/driver/route').set(bearer(token)).send({ stops });

async function routeOf(people: Cast): Promise<string[]> {
  const res = await getRoute(people.driver.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return driverRouteSchema.parse(res.body.data).stops;
}

async function windowEnd(booking: Booking): Promise<number> {
  const res = await request(app).get(`/api/v1/tracking/${booking.trackingNumber}`);
  expect(res.status).toBe(200);
  const { eta } = trackingShipmentSchema.parse(res.body.data);
  expect(eta).not.toBeNull();
  return Date.parse(eta!.to);
}

const storedRoute = (driverId: string) => DeliveryRouteModel.findOne({ driverId: new mongoose.Types.ObjectId(driverId) }).sort({ updatedAt: -1 }).lean().exec();

describe('GET and PUT /api/v1/driver/route', () => {
  it('when two drops are out, then the API proposes the nearest first, and the order the driver saves decides which gets the earlier window', async () => {
    const people = await cast(app);
    const far = await outAt(people, 6);
    const near = await outAt(people, 2);
    await shareAtVan(people);

    expect(await routeOf(people)).toEqual([near._id, far._id]);
    expect(await windowEnd(near)).toBeLessThan(await windowEnd(far));

    const res = await putRoute(people.driver.token, [far._id, near._id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(DRIVER_ROUTE_MESSAGES.saved);
    expect(driverRouteSchema.parse(res.body.data).stops).toEqual([far._id, near._id]);
    // Tracking follows the saved order at once, without another batch of positions.
    expect(await windowEnd(far)).toBeLessThan(await windowEnd(near));
    expect(await routeOf(people)).toEqual([far._id, near._id]);
    expect((await storedRoute(people.driver.id))!.edited).toBe(true);

    // The next batch keeps the driver's order: it is never planned again over their head.
    await shareAtVan(people);
    expect(await windowEnd(far)).toBeLessThan(await windowEnd(near));
  });

  it('when a delivery is made out of order, then the rest of the route is read again from that stop', async () => {
    const people = await cast(app);
    const a = await outAt(people, 2);
    const b = await outAt(people, 4);
    const c = await outAt(people, 6);
    await shareAtVan(people);
    expect(await routeOf(people)).toEqual([a._id, b._id, c._id]);

    await move(app, people.driver.token, c, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
    // From c, b is on the way back to a.
    expect(await routeOf(people)).toEqual([b._id, a._id]);
    await shareAtVan(people, north(6.05));
    expect(await routeOf(people)).toEqual([b._id, a._id]);
    expect(await windowEnd(b)).toBeLessThan(await windowEnd(a));
  });

  it('when a job goes out later, then it joins the route where it lengthens it least', async () => {
    const people = await cast(app);
    const a = await outAt(people, 2);
    const c = await outAt(people, 8);
    await shareAtVan(people);
    expect(await routeOf(people)).toEqual([a._id, c._id]);
    const b = await outAt(people, 5);
    expect(await routeOf(people)).toEqual([a._id, b._id, c._id]);
  });

  it('when the stops are not exactly the driver’s jobs out for delivery, then it answers 400 and the route stays', async () => {
    const people = await cast(app);
    const a = await outAt(people, 2);
    const b = await outAt(people, 4);
    const others = await cast(app);
    const theirs = await outAt(others, 3);
    const before = await routeOf(people);

    for (const stops of [[a._id], [a._id, b._id, theirs._id], [b._id, theirs._id], [a._id, b._id, new mongoose.Types.ObjectId().toString()]]) {
      const res = await putRoute(people.driver.token, stops);
      expect(res.status, JSON.stringify(stops)).toBe(400);
      expectErrorBody(res.body, DRIVER_ROUTE_MESSAGES.notTheJobs);
    }
    const twice = await putRoute(people.driver.token, [a._id, a._id]);
    expect(twice.status).toBe(400);
    const malformed = await putRoute(people.driver.token, ['not-an-id', b._id]);
    expect(malformed.status).toBe(400);

    expect(await routeOf(people)).toEqual(before);
    expect((await storedRoute(people.driver.id))!.edited).toBe(false);
    // The other driver's route is theirs alone.
    expect(await routeOf(others)).toEqual([theirs._id]);
  });

  it('when someone other than a driver asks, then it answers 403 (401 without a token)', async () => {
    const people = await cast(app);
    const a = await outAt(people, 2);
    for (const token of [people.customer.token, people.operator.token]) {
      expect((await putRoute(token, [a._id])).status).toBe(403);
      expect((await getRoute(token)).status).toBe(403);
    }
    expect((await request(app).put('/api/v1/driver/route').send({ stops: [a._id] })).status).toBe(401);
  });

  it('when the driver has nothing out for delivery, then the route is empty and only an empty one is accepted', async () => {
    const people = await cast(app);
    expect(await routeOf(people)).toEqual([]);
    expect((await putRoute(people.driver.token, [])).status).toBe(200);
  });

  it('when the OpenAPI document is fetched, then it lists both with their bodies and answers', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const route = res.body.paths['/driver/route'];
    expect(Object.keys(route.get.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(Object.keys(route.put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(res.body.components.schemas.DriverRouteRequest).toBeDefined();
  });
});
