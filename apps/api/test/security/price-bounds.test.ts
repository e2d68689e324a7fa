import { CHARGE_ABOVE_CEILING, chargeableTooHeavyMessage, sideTooLongMessage } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { card, customerWithBooking, pay } from '../payments/money-kit';

// SECURITY.md, item 14: air, 0.0001 kg, 10,000 cm a side quoted $1,734,000,025 and a booking was charged $1,872,747.
const { app } = buildTestApp();
const quote = (body: Record<string, unknown>, on = app) => request(on).post('/api/v1/quotes').send(body);
const cube = (side: number) => ({ length: side, width: side, height: side });

describe('SECURITY.md: prices have bounds', () => {
  it("when the probe's air quote (0.0001 kg, 10,000 cm cube) is asked, then it answers 400 naming the dimension", async () => {
    const res = await quote({ vehicleType: 'air', cargoWeightKg: 0.0001, dimensions: cube(10_000) });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toMatchObject({ 'dimensions.length': sideTooLongMessage('length', 'air') });
    expect(res.body.fields['dimensions.length']).toMatch(/contact our sales team/);
  });

  it('when the chargeable weight is over the mode, by weight or by volume, then it answers 400 naming the field; within it, a price', async () => {
    const heavy = await quote({ vehicleType: 'air', cargoWeightKg: 20_000 });
    expect(heavy.status).toBe(400);
    expect(heavy.body.fields).toEqual({ cargoWeightKg: chargeableTooHeavyMessage('air') });
    // 1,200 cm cube by sea: each side fits a container's length, the volume (345,600 kg volumetric) does not.
    const bulky = await quote({ vehicleType: 'sea', cargoWeightKg: 10, dimensions: cube(1_200) });
    expect(bulky.status).toBe(400);
    expect(bulky.body.fields).toEqual({ dimensions: chargeableTooHeavyMessage('sea') });
    const fits = await quote({ vehicleType: 'air', cargoWeightKg: 500, dimensions: cube(120) });
    expect(fits.status).toBe(200);
  });

  it("when a booking is created with the probe's dimensions, then it answers 400 and nothing is stored", async () => {
    const { token, user } = await signUp(app);
    const res = await request(app).post('/api/v1/bookings/').set(bearer(token)).send(bookingPayload({ vehicleType: 'air', cargoWeightKg: 0.0001, dimensions: cube(10_000) }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ 'dimensions.length': sideTooLongMessage('length', 'air') });
    expect(await BookingModel.countDocuments({ createdBy: user._id })).toBe(0);
  });

  it('when an unpaid booking is edited to dimensions its mode cannot carry, then it answers 400 naming the dimension and nothing changes', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, { vehicleType: 'air', cargoWeightKg: 50 });
    const res = await request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(token)).send({ version: booking.version, dimensions: cube(10_000) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ 'dimensions.length': sideTooLongMessage('length', 'air') });
    expect((await BookingModel.findById(booking._id).lean())!.version).toBe(booking.version);
  });

  it('when a quote comes to more than MAX_CHARGE_CENTS, then it answers 400 asking the customer to contact sales', async () => {
    const { app: capped } = buildTestApp({ MAX_CHARGE_CENTS: '100000' });
    const res = await quote({ vehicleType: 'truck', cargoWeightKg: 1_000 }, capped);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, CHARGE_ABOVE_CEILING);
    expect((await quote({ vehicleType: 'truck', cargoWeightKg: 100 }, capped)).status).toBe(200);
  });

  it('when a booking would be charged more than MAX_CHARGE_CENTS, then paying answers 400 asking to contact sales and nothing is charged', async () => {
    const { app: capped } = buildTestApp({ MAX_CHARGE_CENTS: '100000' });
    const { token, booking } = await customerWithBooking(capped, { vehicleType: 'truck', cargoWeightKg: 1_000 });
    const res = await pay(capped, token, booking._id, card());
    expect(res.status).toBe(400);
    expectErrorBody(res.body, CHARGE_ABOVE_CEILING);
    expect(await PaymentModel.countDocuments({ bookingId: booking._id })).toBe(0);
    expect((await BookingModel.findById(booking._id).lean())!.paymentStatus ?? 'unpaid').toBe('unpaid');
  });
});
