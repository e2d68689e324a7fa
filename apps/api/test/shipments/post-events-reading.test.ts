import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import request from 'supertest';
import { buildTestApp, createBooking } from '../support/app';
import { assignedBooking, cast, postEvent } from '../support/shipments';

const { app } = buildTestApp();

// Readings belong to the cold-chain module, which the composition hands to shipments; the second case stands in for it.
describe('POST /api/v1/bookings/{id}/events: readings', () => {
  it('when a driver posts a reading, then it lands in the cold-chain log and the booking does not move', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const res = await postEvent(app, people.driver.token, assigned._id, { type: 'reading', celsius: 4.5 });
    expect(res.status).toBe(201);
    const log = await request(app).get(`/api/v1/bookings/${assigned._id}/readings`).set('Authorization', `Bearer ${people.customer.token}`).expect(200);
    expect(log.body.data.readings).toEqual([expect.objectContaining({ celsius: 4.5, source: 'driver' })]);
    expect((await BookingModel.findById(assigned._id).lean())?.version).toBe(assigned.version);
  });

  it('when the temperature log is wired in, then the driver’s reading is handed to it with the booking and the driver', async () => {
    const calls: unknown[] = [];
    const { app } = buildTestApp({}, {
      recordReading: async (booking, actor, reading) => {
        calls.push({ booking: booking._id, actor: actor.id, role: actor.role, reading });
        return { celsius: reading.celsius };
      },
    });
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await postEvent(app, people.driver.token, assigned._id, { type: 'reading', celsius: 4.5, at, note: 'Door check' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ celsius: 4.5 });
    expect(calls).toEqual([{ booking: assigned._id, actor: people.driver.id, role: 'driver', reading: { celsius: 4.5, at, note: 'Door check' } }]);
    const fresh = await createBooking(app, people.customer.token);
    const early = await postEvent(app, people.operator.token, fresh._id, { type: 'reading', celsius: 4 });
    expect(early.status).toBe(409);
    expect(calls).toHaveLength(1);
  });
});
