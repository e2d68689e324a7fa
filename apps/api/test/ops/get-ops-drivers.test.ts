import { driverListSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, daysFromToday, expectErrorBody, signUp } from '../support/app';
import { assignInDatabase, signUpAs } from '../support/staff';

const { app } = buildTestApp();

describe('GET /api/v1/ops/drivers', () => {
  it('when an operator asks, then it answers the driver users only, by first name', async () => {
    const zed = await signUpAs(app, 'driver', { firstName: 'Zed', lastName: 'Driver' });
    const amy = await signUpAs(app, 'driver', { firstName: 'Amy', lastName: 'Driver' });
    await signUpAs(app, 'operator');
    await signUp(app);
    const operator = await signUpAs(app, 'operator');
    const res = await request(app).get('/api/v1/ops/drivers').set(bearer(operator.token));
    expect(res.status).toBe(200);
    const { records } = driverListSchema.parse(res.body.data);
    expect(records.map((d) => d._id)).toEqual([amy.user._id, zed.user._id]);
    expect(records[0]).toEqual({ _id: amy.user._id, firstName: 'Amy', lastName: 'Driver', email: amy.user.email, phoneNumber: '+1 555 123 4567', role: 'driver', jobsThatDay: 0 });
    expect(res.body.data.records[0]).not.toHaveProperty('passwordHash');
  });

  it('when asked for a day, then each driver carries their jobs picking up that day, cancelled ones left out', async () => {
    const driver = await signUpAs(app, 'driver', { firstName: 'Aaron', lastName: 'Busyday' });
    const customer = await signUp(app);
    const day = daysFromToday(9);
    const jobs = await Promise.all([0, 1, 2].map(() => createBooking(app, customer.token, { estimatedPickupDate: day, estimatedDeliveryDate: daysFromToday(12) })));
    const otherDay = await createBooking(app, customer.token, { estimatedPickupDate: daysFromToday(10), estimatedDeliveryDate: daysFromToday(12) });
    for (const job of [...jobs, otherDay]) await assignInDatabase(job._id, driver.user);
    await BookingModel.updateOne({ _id: jobs[2]!._id }, { $set: { status: 'cancelled' } });
    const operator = await signUpAs(app, 'operator');
    const res = await request(app).get('/api/v1/ops/drivers').query({ date: day }).set(bearer(operator.token));
    expect(res.status).toBe(200);
    const list = driverListSchema.parse(res.body.data);
    expect(list.date).toBe(day);
    expect(list.records.find((d) => d._id === driver.user._id)?.jobsThatDay).toBe(2);
    const next = driverListSchema.parse((await request(app).get('/api/v1/ops/drivers').query({ date: daysFromToday(10) }).set(bearer(operator.token))).body.data);
    expect(next.records.find((d) => d._id === driver.user._id)?.jobsThatDay).toBe(1);
    expect((await request(app).get('/api/v1/ops/drivers').query({ date: '2026-02-30' }).set(bearer(operator.token))).status).toBe(400);
  });

  it('when a customer or a driver asks, then it answers 403', async () => {
    for (const token of [(await signUp(app)).token, (await signUpAs(app, 'driver')).token]) {
      const res = await request(app).get('/api/v1/ops/drivers').set(bearer(token));
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 'You do not have permission to do this.');
    }
  });
});
