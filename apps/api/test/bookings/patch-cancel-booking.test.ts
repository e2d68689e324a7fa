import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();

const cancel = (token: string, id: string) => request(app).patch(`/api/v1/bookings/cancel/${id}`).set(bearer(token));

describe('PATCH /api/v1/bookings/cancel/{id}', () => {
  it('when the booking is active, then it answers the cancelled booking with the change recorded', async () => {
    const account = await signUp(app);
    for (const status of ['pending', 'confirmed', 'in-transit']) {
      const booking = await createBooking(app, account.token);
      await BookingModel.updateOne({ _id: booking._id }, { $set: { status } });
      const res = await cancel(account.token, booking._id);
      expect(res.status, status).toBe(200);
      expect(res.body).toMatchObject({ error: false, data: { _id: booking._id, status: 'cancelled', version: 1 } });
      const stored = await BookingModel.findById(booking._id).lean();
      expect(stored?.status).toBe('cancelled');
      expect(stored?.statusHistory.at(-1)).toMatchObject({ status: 'cancelled' });
      expect(String(stored?.statusHistory.at(-1)?.by)).toBe(account.user._id);
    }
  });

  it('when the booking is delivered, then it answers 409', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    await BookingModel.updateOne({ _id: booking._id }, { $set: { status: 'delivered' } });
    const res = await cancel(account.token, booking._id);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is delivered and its status can no longer change.');
    expect((await BookingModel.findById(booking._id).lean())?.status).toBe('delivered');
  });

  it('when the booking is already cancelled, then a second cancel answers 409', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    await cancel(account.token, booking._id).expect(200);
    const res = await cancel(account.token, booking._id);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is cancelled and its status can no longer change.');
    expect((await BookingModel.findById(booking._id).lean())?.statusHistory).toHaveLength(2);
  });

  it('when the booking is another user’s, then it answers 404 and it stays pending', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const booking = await createBooking(app, a.token);
    const res = await cancel(b.token, booking._id);
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
    expect((await BookingModel.findById(booking._id).lean())?.status).toBe('pending');
  });

  it('when the id is malformed or there is no token, then it answers 404 or 401', async () => {
    const account = await signUp(app);
    expect((await cancel(account.token, 'xyz')).status).toBe(404);
    expect((await request(app).patch('/api/v1/bookings/cancel/0123456789abcdef01234567')).status).toBe(401);
  });
});
