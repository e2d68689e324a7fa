import { MAX_DIMENSION_CM, QUOTE_FORMULA_VERSION } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { card, customerWithBooking, pay } from '../payments/money-kit';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

describe('POST /quotes (the quote formula)', () => {
  it('when a truck shipment of 100 kg is priced, then the answer is the Quote shape in major units', async () => {
    const res = await request(app).post('/api/v1/quotes').send({ vehicleType: 'truck', cargoWeightKg: 100, dimensions: { length: 10, width: 10, height: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ basePrice: 250, insurance: 5, handling: 25, total: 280, estimatedDays: '3-5', currency: 'USD' });
  });

  it('when the parcel is bulky, then the volumetric weight is charged (air, 200 kg volumetric)', async () => {
    const res = await request(app).post('/api/v1/quotes').send({ vehicleType: 'air', cargoWeightKg: 10, dimensions: { length: 100, width: 100, height: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ basePrice: 1700, insurance: 34, total: 1759, estimatedDays: '1-2' });
  });

  it('when the body is invalid, then 400 names the field', async () => {
    const res = await request(app).post('/api/v1/quotes').send({ vehicleType: 'truck', cargoWeightKg: 0, dimensions: { length: MAX_DIMENSION_CM + 1, width: 1, height: 1 } });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['cargoWeightKg', 'dimensions.length']));
  });

  it('when one client asks more often than the limit, then 429', async () => {
    const limited = buildTestApp({ RATE_LIMIT_PUBLIC_PER_IP: '2' }).app;
    const body = { vehicleType: 'sea', cargoWeightKg: 10 };
    expect((await request(limited).post('/api/v1/quotes').send(body)).status).toBe(200);
    expect((await request(limited).post('/api/v1/quotes').send(body)).status).toBe(200);
    const third = await request(limited).post('/api/v1/quotes').send(body);
    expect(third.status).toBe(429);
    expectErrorBody(third.body);
  });
});

describe('POST /bookings/{id}/quote (decision 0024: the accepted quote is stored)', () => {
  it('when the owner asks first, then 201 stores every line, tax, amount due, time and formula version; again, then 200 with the same quote', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token, { vehicleType: 'truck', cargoWeightKg: 100, dimensions: { length: 10, width: 10, height: 10 } });
    expect(booking.quote).toBeNull();

    const first = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(customer.token));
    expect(first.status).toBe(201);
    expect(first.body.data.quote).toMatchObject({ basePrice: 250, insurance: 5, handling: 25, total: 280, tax: 22.4, amountDue: 302.4, formulaVersion: QUOTE_FORMULA_VERSION });
    expect(first.body.data.quote.lines.map((l: { code: string }) => l.code)).toEqual(['base', 'insurance', 'handling']);

    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored?.quote).toMatchObject({ baseCents: 25000, insuranceCents: 500, handlingCents: 2500, totalCents: 28000, taxCents: 2240, amountDueCents: 30240 });

    // The stored quote wins even when the formula would now say something else.
    await BookingModel.updateOne({ _id: booking._id }, { $set: { 'quote.amountDueCents': 99999, 'quote.formulaVersion': 'old-rates' } });
    const again = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(customer.token));
    expect(again.status).toBe(200);
    expect(again.body.data.quote).toMatchObject({ amountDue: 999.99, formulaVersion: 'old-rates', quotedAt: first.body.data.quote.quotedAt });
  });

  it('when an operator asks for a customer booking, then 201; when a stranger asks, then 404 like a missing booking', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const stranger = await signUp(app);
    const denied = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(stranger.token));
    expect(denied.status).toBe(404);
    expectErrorBody(denied.body, 'Booking not found');
    expect((await BookingModel.findById(booking._id).lean())?.quote).toBeUndefined();

    const operator = await signUpAs(app, 'operator');
    const res = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(operator.token));
    expect(res.status).toBe(201);
  });

  it('when the booking is cancelled, then 409 and nothing is stored', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(owner.token)).expect(200);
    const res = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(owner.token));
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is cancelled, so it cannot be quoted.');
    expect((await BookingModel.findById(booking._id).lean())?.quote).toBeUndefined();
  });

  it('when no token is sent, then 401', async () => {
    const res = await request(app).post('/api/v1/bookings/0123456789abcdef01234567/quote');
    expect(res.status).toBe(401);
  });
});

describe('Editing what the price depends on', () => {
  it('when an unpaid quoted booking changes weight, then the stored quote is dropped and the next quote uses the new weight', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token, { cargoWeightKg: 100 });
    const quoted = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(owner.token)).expect(201);
    const edited = await request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(owner.token)).send({ version: quoted.body.data.version, cargoWeightKg: 200 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.quote).toBeNull();
    expect((await BookingModel.findById(booking._id).lean())?.quote).toBeUndefined();
    const requoted = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(owner.token));
    expect(requoted.status).toBe(201);
    expect(requoted.body.data.quote.basePrice).toBe(500);
  });

  it('when a paid booking tries to change weight, then 409 and the stored quote stays; other edits still pass', async () => {
    const { token, booking } = await customerWithBooking(app);
    await pay(app, token, booking._id, card()).expect(201);
    const current = (await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(token))).body.data;
    const res = await request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(token)).send({ version: current.version, cargoWeightKg: 999 });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is paid or invoiced, so its transport mode, weight and dimensions can no longer change.');
    expect((await BookingModel.findById(booking._id).lean())?.cargoWeightKg).toBe(120.5);
    const notes = await request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(token)).send({ version: current.version, notes: 'Ring twice' });
    expect(notes.status).toBe(200);
    expect(notes.body.data.quote.amountDue).toBe(358.83);
  });
});
