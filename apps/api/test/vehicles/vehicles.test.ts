import { VEHICLE_EXISTS, VEHICLE_ID_MESSAGE, VEHICLE_NOT_FOUND, VEHICLE_RETIRED, vehicleListSchema, vehicleSchema } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { VehicleModel } from '../../src/modules/vehicles/vehicles.model';
import { bearer, buildTestApp, createBooking, daysFromToday, expectErrorBody, signUp } from '../support/app';
import { cast, fleetVehicle, move } from '../support/shipments';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

let operator: string;
let admin: string;
let n = 0;
// Unique per run: every test file shares one database.
const newId = () => `V${process.pid}-${Date.now().toString(36)}-${(n += 1)}`.toUpperCase();

beforeAll(async () => {
  operator = (await signUpAs(app, 'operator')).token;
  admin = (await signUpAs(app, 'admin')).token;
});

const create = (body: Record<string, unknown>, token = operator) => request(app).post('/api/v1/ops/vehicles').set(bearer(token)).send(body);
const list = (query: Record<string, string> = {}, token = operator) => request(app).get('/api/v1/ops/vehicles').query(query).set(bearer(token));

describe('/api/v1/ops/vehicles: the fleet', () => {
  it('when an operator adds a vehicle with a lower-case id, then it is stored upper-cased and listed with its details', async () => {
    const id = newId();
    const res = await create({ id: ` ${id.toLowerCase()} `, type: 'truck', refrigerated: true, capacityKg: 7500 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(vehicleSchema.parse(res.body.data)).toMatchObject({ _id: id, type: 'truck', refrigerated: true, capacityKg: 7500, retiredAt: null, imported: false });
    expect(await VehicleModel.findById(id).lean()).toMatchObject({ type: 'truck', refrigerated: true, capacityKg: 7500, retiredAt: null });
    const listed = vehicleListSchema.parse((await list()).body.data);
    expect(listed.records.find((v) => v._id === id)).toMatchObject({ capacityKg: 7500 });
  });

  it('when the id is taken, then it answers 409 and the first vehicle is unchanged', async () => {
    const id = newId();
    await create({ id, type: 'air', refrigerated: false, capacityKg: 1000 });
    const res = await create({ id, type: 'sea', refrigerated: true, capacityKg: 2000 }, admin);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, VEHICLE_EXISTS);
    expect(await VehicleModel.findById(id).lean()).toMatchObject({ type: 'air', capacityKg: 1000 });
  });

  it('when the body is wrong (bad id, no capacity, unknown type or field), then it answers 400 with the field', async () => {
    const bad = await create({ id: 'TRK 1', type: 'truck', refrigerated: false, capacityKg: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ id: VEHICLE_ID_MESSAGE });
    for (const body of [
      { id: newId(), type: 'truck', refrigerated: false },
      { id: newId(), type: 'rocket', refrigerated: false, capacityKg: 10 },
      { id: newId(), type: 'truck', refrigerated: false, capacityKg: 10, colour: 'red' },
      { id: newId(), type: 'truck', refrigerated: 'yes', capacityKg: 10 },
    ]) {
      expect((await create(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('when an operator changes a vehicle, then the change is stored; a missing one answers 404', async () => {
    const id = newId();
    await create({ id, type: 'truck', refrigerated: false, capacityKg: 1000 });
    const res = await request(app).patch(`/api/v1/ops/vehicles/${id}`).set(bearer(operator)).send({ refrigerated: true, capacityKg: 1500 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: id, refrigerated: true, capacityKg: 1500, type: 'truck' });
    expect(await VehicleModel.findById(id).lean()).toMatchObject({ refrigerated: true, capacityKg: 1500 });
    const missing = await request(app).patch('/api/v1/ops/vehicles/NOPE-404').set(bearer(operator)).send({ capacityKg: 1 });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, VEHICLE_NOT_FOUND);
    const empty = await request(app).patch(`/api/v1/ops/vehicles/${id}`).set(bearer(operator)).send({});
    expect(empty.status).toBe(400);
  });

  it('when a vehicle is retired, then it leaves the active list, shows under retired, cannot be changed, and retiring again answers it as it is', async () => {
    const id = newId();
    await create({ id, type: 'sea', refrigerated: true, capacityKg: 90000 });
    const retired = await request(app).post(`/api/v1/ops/vehicles/${id}/retire`).set(bearer(admin));
    expect(retired.status).toBe(200);
    expect(retired.body.data.retiredAt).toEqual(expect.any(String));
    const again = await request(app).post(`/api/v1/ops/vehicles/${id}/retire`).set(bearer(operator));
    expect(again.body.data.retiredAt).toBe(retired.body.data.retiredAt);
    expect(vehicleListSchema.parse((await list()).body.data).records.map((v) => v._id)).not.toContain(id);
    expect(vehicleListSchema.parse((await list({ state: 'retired' })).body.data).records.map((v) => v._id)).toContain(id);
    expect(vehicleListSchema.parse((await list({ state: 'all' })).body.data).records.map((v) => v._id)).toContain(id);
    const change = await request(app).patch(`/api/v1/ops/vehicles/${id}`).set(bearer(operator)).send({ capacityKg: 1 });
    expect(change.status).toBe(409);
    expectErrorBody(change.body, VEHICLE_RETIRED);
    expect((await request(app).post('/api/v1/ops/vehicles/NOPE-404/retire').set(bearer(operator))).status).toBe(404);
  });

  it('when a customer or a driver calls any of them, then it answers 403 and nothing is written; without a token 401', async () => {
    const id = newId();
    for (const token of [(await signUp(app)).token, (await signUpAs(app, 'driver')).token]) {
      expect((await list({}, token)).status).toBe(403);
      const res = await create({ id, type: 'truck', refrigerated: false, capacityKg: 10 }, token);
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 'You do not have permission to do this.');
      expect((await request(app).patch('/api/v1/ops/vehicles/TRK-101').set(bearer(token)).send({ capacityKg: 1 })).status).toBe(403);
      expect((await request(app).post('/api/v1/ops/vehicles/TRK-101/retire').set(bearer(token))).status).toBe(403);
    }
    expect(await VehicleModel.findById(id).lean()).toBeNull();
    expect((await request(app).get('/api/v1/ops/vehicles')).status).toBe(401);
  });

  it('when the OpenAPI document is read, then every fleet path and method is in it', async () => {
    const { paths } = (await request(app).get('/api/v1/openapi.json')).body;
    expect(Object.keys(paths['/ops/vehicles'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/ops/vehicles/{id}'])).toEqual(['patch']);
    expect(Object.keys(paths['/ops/vehicles/{id}/retire'])).toEqual(['post']);
    expect(Object.keys(paths['/ops/vehicles'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
  });
});

describe('GET /api/v1/ops/vehicles?date=: what each vehicle already has', () => {
  it('when a vehicle is out with one shipment and booked for another that day, then the list asked for that day says so; without a date nothing is counted', async () => {
    const people = await cast(app);
    const truck = await fleetVehicle('truck');
    const idle = await fleetVehicle('truck');
    const day = daysFromToday(3);
    const assign = async (vehicleId: string) => {
      const booking = await createBooking(app, people.customer.token, { estimatedPickupDate: day });
      const confirmed = await move(app, people.operator.token, booking, { type: 'confirm', unpaidReason: 'Paid on account' });
      return move(app, people.operator.token, confirmed, { type: 'assign', driverId: people.driver.id, vehicleId });
    };
    const out = await assign(truck);
    await move(app, people.driver.token, out, { type: 'pickup', location: { place: 'Oakland depot' } });
    await assign(truck);
    const cancelled = await assign(truck);
    await move(app, people.operator.token, cancelled, { type: 'cancel', reason: 'Customer called' });

    const res = await list({ date: day });
    expect(res.status).toBe(200);
    const records = vehicleListSchema.parse(res.body.data).records;
    // The picked-up one is on the road and still counts for its pickup day; the cancelled one counts for neither.
    expect(records.find((v) => v._id === truck)?.jobs).toEqual({ onTheRoad: 1, thatDay: 2 });
    expect(records.find((v) => v._id === idle)?.jobs).toEqual({ onTheRoad: 0, thatDay: 0 });
    expect(vehicleListSchema.parse((await list({ date: daysFromToday(4) })).body.data).records.find((v) => v._id === truck)?.jobs).toEqual({ onTheRoad: 1, thatDay: 0 });
    expect(vehicleListSchema.parse((await list()).body.data).records.find((v) => v._id === truck)).not.toHaveProperty('jobs');
    expect((await list({ date: '2026-02-30' })).status).toBe(400);
  });
});
