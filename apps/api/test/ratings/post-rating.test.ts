import { RATING_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { deliveredBooking } from '../support/deliveries';
import { cast } from '../support/shipments';

const { app } = buildTestApp();
const rate = (token: string, id: string, body: unknown) => request(app).post(`/api/v1/bookings/${id}/rating`).set(bearer(token)).send(body as object);

describe('POST /api/v1/bookings/{id}/rating', () => {
  it('when the owner rates a delivered shipment, then 201 answers the booking with the rating and it is stored', async () => {
    const people = await cast(app);
    const delivered = await deliveredBooking(app, people);
    const res = await rate(people.customer.token, delivered._id, { stars: 4, comment: ' Quick and careful ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(RATING_MESSAGES.rated);
    expect(res.body.data.rating).toEqual({ stars: 4, comment: 'Quick and careful', ratedAt: expect.any(String) });
    expect(res.body.data.version).toBe(delivered.version + 1);
    const stored = await BookingModel.findById(delivered._id).lean();
    expect(stored?.rating).toMatchObject({ stars: 4, comment: 'Quick and careful' });
    expect(stored?.rating?.ratedAt).toBeInstanceOf(Date);
  });

  it('when the shipment is not delivered yet, then 409 and nothing is stored', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token);
    const res = await rate(token, booking._id, { stars: 5 });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, RATING_MESSAGES.notDelivered);
    expect((await BookingModel.findById(booking._id).lean())?.rating).toBeUndefined();
  });

  it('when the owner rates a second time, then 409 and the first rating stays', async () => {
    const people = await cast(app);
    const delivered = await deliveredBooking(app, people);
    expect((await rate(people.customer.token, delivered._id, { stars: 2 })).status).toBe(201);
    const again = await rate(people.customer.token, delivered._id, { stars: 5, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expectErrorBody(again.body, RATING_MESSAGES.alreadyRated);
    expect((await BookingModel.findById(delivered._id).lean())?.rating).toMatchObject({ stars: 2 });
  });

  it('when two ratings race, then exactly one lands', async () => {
    const people = await cast(app);
    const delivered = await deliveredBooking(app, people);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => rate(people.customer.token, delivered._id, { stars })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 201)!;
    expect((await BookingModel.findById(delivered._id).lean())?.rating?.stars).toBe(winner.body.data.rating.stars);
  });

  it('when a stranger (or the operator) rates someone else\'s shipment, then 404 as if it did not exist', async () => {
    const people = await cast(app);
    const delivered = await deliveredBooking(app, people);
    const stranger = await signUp(app);
    for (const token of [stranger.token, people.operator.token]) {
      const res = await rate(token, delivered._id, { stars: 1 });
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 'Booking not found');
    }
    expect((await BookingModel.findById(delivered._id).lean())?.rating).toBeUndefined();
  });

  it('when the stars are out of range or the comment too long, then 400 names the field', async () => {
    const people = await cast(app);
    const delivered = await deliveredBooking(app, people);
    const zero = await rate(people.customer.token, delivered._id, { stars: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.fields).toEqual({ stars: RATING_MESSAGES.stars });
    const long = await rate(people.customer.token, delivered._id, { stars: 3, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ comment: RATING_MESSAGES.commentTooLong });
  });

  it('when signed out, then 401', async () => {
    const res = await request(app).post('/api/v1/bookings/0123456789abcdef01234567/rating').send({ stars: 5 });
    expect(res.status).toBe(401);
  });
});
