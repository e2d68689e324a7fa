import { bookingSchema } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, bookingPayload, buildTestApp, createBooking, daysFromToday, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();

describe('GET /api/v1/bookings/{id}', () => {
  it('when the booking is the caller’s, then it answers it', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(account.token));
    expect(res.status).toBe(200);
    expect(bookingSchema.parse(res.body.data)).toEqual(booking);
  });

  it('when the booking is another user’s, then it answers 404 exactly like a missing one', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const booking = await createBooking(app, a.token);
    const foreign = await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(b.token));
    const missing = await request(app).get('/api/v1/bookings/0123456789abcdef01234567').set(bearer(b.token));
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expectErrorBody(foreign.body, 'Booking not found');
    expect(foreign.body).toEqual(missing.body);
  });

  it('when the id is malformed, then it answers 404, never 500', async () => {
    const account = await signUp(app);
    for (const id of ['abc', '0123456789abcdef0123456z', '%24gt', '0123456789abcdef012345670', 'undefined']) {
      const res = await request(app).get(`/api/v1/bookings/${id}`).set(bearer(account.token));
      expect(res.status, id).toBe(404);
      expectErrorBody(res.body);
    }
  });

  it('when there is no token, then it answers 401', async () => {
    const res = await request(app).get('/api/v1/bookings/0123456789abcdef01234567');
    expect(res.status).toBe(401);
  });

  it('when the id is malformed on any booking route (read, edit, cancel), then each answers 404 "Booking not found" like a missing booking', async () => {
    const account = await signUp(app);
    const calls = {
      get: (id: string) => request(app).get(`/api/v1/bookings/${id}`),
      edit: (id: string) => request(app).patch(`/api/v1/bookings/${id}`).send({ version: 0 }),
      cancel: (id: string) => request(app).patch(`/api/v1/bookings/cancel/${id}`),
    };
    for (const [route, call] of Object.entries(calls)) {
      for (const id of ['nope', '0123456789abcdef0123456z']) {
        const res = await call(id).set(bearer(account.token));
        expect(res.status, `${route} ${id}`).toBe(404);
        expectErrorBody(res.body, 'Booking not found');
      }
    }
  });
});

describe('pickup and delivery dates (decision 0009: calendar dates)', () => {
  it('when a booking is created with YYYY-MM-DD dates, then create, get, list and edit all answer exactly those dates', async () => {
    const account = await signUp(app);
    const dates = { estimatedPickupDate: daysFromToday(5), estimatedDeliveryDate: daysFromToday(7) };
    const created = await createBooking(app, account.token, dates);
    expect(created).toMatchObject(dates);
    const read = await request(app).get(`/api/v1/bookings/${created._id}`).set(bearer(account.token));
    expect(read.body.data).toMatchObject(dates);
    const list = await request(app).get('/api/v1/bookings/').set(bearer(account.token));
    expect(list.body.data.records[0]).toMatchObject({ _id: created._id, ...dates });
    const edited = await request(app).patch(`/api/v1/bookings/${created._id}`).set(bearer(account.token)).send({ version: 0, ...dates, quantity: 4 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject(dates);
    expect(await BookingModel.findById(created._id).lean()).toMatchObject(dates);
  });

  it('when a booking stored before calendar dates holds Date values, then get, list and edit answer them as YYYY-MM-DD', async () => {
    const account = await signUp(app);
    const owner = new mongoose.Types.ObjectId(account.user._id);
    const now = new Date();
    const { insertedId } = await BookingModel.collection.insertOne({
      ...bookingPayload(),
      estimatedPickupDate: new Date('2025-03-14T00:00:00.000Z'),
      estimatedDeliveryDate: new Date('2025-03-18T17:00:00.000Z'),
      createdBy: owner,
      organizationId: owner,
      status: 'pending',
      version: 0,
      statusHistory: [{ status: 'pending', at: now, by: owner }],
      createdAt: now,
      updatedAt: now,
    });
    const legacy = { estimatedPickupDate: '2025-03-14', estimatedDeliveryDate: '2025-03-18' };
    const read = await request(app).get(`/api/v1/bookings/${insertedId}`).set(bearer(account.token));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject(legacy);
    const list = await request(app).get('/api/v1/bookings/').set(bearer(account.token));
    expect(list.body.data.records[0]).toMatchObject({ _id: String(insertedId), ...legacy });
    const edited = await request(app).patch(`/api/v1/bookings/${insertedId}`).set(bearer(account.token)).send({ version: 0, cargoWeightKg: 42 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ cargoWeightKg: 42, ...legacy });
    const stored = await BookingModel.collection.findOne({ _id: insertedId });
    expect(stored).toMatchObject({ cargoWeightKg: 42, version: 1 });
    expect(stored?.estimatedPickupDate).toEqual(new Date('2025-03-14T00:00:00.000Z'));
  });
});
