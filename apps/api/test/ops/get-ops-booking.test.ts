import { opsBookingSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

describe('GET /api/v1/ops/bookings/{id}', () => {
  it('when an operator opens any customer’s booking, then it answers the booking with its customer and history', async () => {
    const customer = await signUp(app, { firstName: 'Imogen', lastName: 'Ives', companyName: 'Ives & Co' });
    const booking = await createBooking(app, customer.token);
    const operator = await signUpAs(app, 'operator');
    const res = await request(app).get(`/api/v1/ops/bookings/${booking._id}`).set(bearer(operator.token));
    expect(res.status).toBe(200);
    const data = opsBookingSchema.parse(res.body.data);
    expect(data).toMatchObject({ _id: booking._id, trackingNumber: booking.trackingNumber, milestone: 'booked' });
    expect(data.customer).toEqual({ _id: customer.user._id, name: 'Imogen Ives', email: customer.user.email, companyName: 'Ives & Co', phoneNumber: '+1 555 123 4567', verified: false });
    expect(data.statusHistory).toEqual([expect.objectContaining({ status: 'pending', event: 'created', milestone: 'booked', byRole: 'customer' })]);
    // Reading changes nothing.
    expect((await BookingModel.findById(booking._id).lean())?.version).toBe(0);
  });

  it('when an admin opens it, then it answers too', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    const admin = await signUpAs(app, 'admin');
    expect((await request(app).get(`/api/v1/ops/bookings/${booking._id}`).set(bearer(admin.token))).status).toBe(200);
  });

  it('when the booking does not exist or the id is malformed, then it answers 404 Booking not found', async () => {
    const operator = await signUpAs(app, 'operator');
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const res = await request(app).get(`/api/v1/ops/bookings/${id}`).set(bearer(operator.token));
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 'Booking not found');
    }
  });

  it('when the customer who owns it uses the staff endpoint, then it answers 403 (customers keep GET /bookings/{id})', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    const res = await request(app).get(`/api/v1/ops/bookings/${booking._id}`).set(bearer(customer.token));
    expect(res.status).toBe(403);
    expectErrorBody(res.body);
  });

  it('when the customer account is gone, then the booking still opens with customer null', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    const operator = await signUpAs(app, 'operator');
    const { UserModel } = await import('../../src/modules/users/users.model');
    await UserModel.deleteOne({ _id: customer.user._id });
    const res = await request(app).get(`/api/v1/ops/bookings/${booking._id}`).set(bearer(operator.token));
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toBeNull();
  });
});
