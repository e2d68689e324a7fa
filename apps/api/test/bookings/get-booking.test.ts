import { bookingSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';

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
});
