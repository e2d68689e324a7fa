import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { STALE_BOOKING_MESSAGE } from '@meridian/contracts';
import { CUSTOMERS_CANNOT_MOVE, roleCannotSend } from '../../src/modules/shipments/shipments.service';
import { buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { assignedBooking, cast, move, personWithRole, postEvent } from '../support/shipments';

const { app } = buildTestApp();

const stored = async (id: string) => (await BookingModel.findById(id).lean())!;

describe('POST /api/v1/bookings/{id}/events: who may move what', () => {
  it('when a customer sends any move, even on their own booking or with a broken body, then it answers 403 and nothing changes', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    for (const body of [{ type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 }, { type: 'cancel', reason: 'Changed my mind', version: 0 }, { nonsense: true }]) {
      const res = await postEvent(app, people.customer.token, booking._id, body);
      expect(res.status).toBe(403);
      expectErrorBody(res.body, CUSTOMERS_CANNOT_MOVE);
    }
    const missing = await postEvent(app, people.customer.token, '0123456789abcdef01234567', { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 });
    expect(missing.status).toBe(403);
    expect(await stored(booking._id)).toMatchObject({ status: 'pending', version: 0 });
  });

  it('when a driver moves another driver’s job or an unassigned booking, then it answers 404 exactly like a missing booking', async () => {
    const people = await cast(app);
    const stranger = await personWithRole(app, 'driver', 'Priya', 'Shah');
    const assigned = await assignedBooking(app, people);
    const unassigned = await createBooking(app, people.customer.token);
    const foreign = await postEvent(app, stranger.token, assigned._id, { type: 'pickup', version: assigned.version });
    const free = await postEvent(app, stranger.token, unassigned._id, { type: 'pickup', version: unassigned.version });
    const missing = await postEvent(app, stranger.token, '0123456789abcdef01234567', { type: 'pickup', version: 0 });
    for (const res of [foreign, free, missing]) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 'Booking not found');
    }
    expect(foreign.body).toEqual(missing.body);
    expect(await stored(assigned._id)).toMatchObject({ milestone: 'assigned', version: assigned.version });
  });

  it('when the assigned driver sends a move only operators make, then it answers 403 and nothing changes', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    for (const body of [{ type: 'cancel', reason: 'Flat tyre' }, { type: 'assign', driverId: people.driver.id, vehicleId: 'TRK-101' }]) {
      const res = await postEvent(app, people.driver.token, assigned._id, { version: assigned.version, ...body });
      expect(res.status).toBe(403);
      expectErrorBody(res.body, roleCannotSend(body.type as 'cancel'));
    }
    expect((await stored(assigned._id)).milestone).toBe('assigned');
  });

  it('when an admin moves a booking, then it is allowed like an operator', async () => {
    const people = await cast(app);
    const admin = await personWithRole(app, 'admin', 'Ada', 'Admin');
    const booking = await createBooking(app, people.customer.token);
    const confirmed = await move(app, admin.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    expect(confirmed.statusHistory.at(-1)).toMatchObject({ byRole: 'admin', byName: 'Ada Admin' });
  });

  it('when the version is stale, then it answers 409 and the booking keeps its state', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    await move(app, people.operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    const res = await postEvent(app, people.operator.token, booking._id, { type: 'cancel', reason: 'Oops', version: booking.version });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, STALE_BOOKING_MESSAGE);
    expect(await stored(booking._id)).toMatchObject({ status: 'confirmed', version: 1 });
  });

  it('when two moves race from the same version, then exactly one lands and the other answers 409', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const [a, b] = await Promise.all([
      postEvent(app, people.operator.token, booking._id, { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 }),
      postEvent(app, people.operator.token, booking._id, { type: 'cancel', reason: 'Duplicate', version: 0 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const saved = await stored(booking._id);
    expect(saved.version).toBe(1);
    expect(saved.statusHistory).toHaveLength(2);
  });

  it('when the id is malformed, there is no token, or the body is not a known move, then it answers 404, 401 or 400', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    expect((await postEvent(app, people.operator.token, 'not-an-id', { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 })).status).toBe(404);
    expect((await request(app).post(`/api/v1/bookings/${booking._id}/events`).send({ type: 'confirm', unpaidReason: 'Pays on delivery', version: 0 })).status).toBe(401);
    const unknown = await postEvent(app, people.operator.token, booking._id, { type: 'teleport', version: 0 });
    expect(unknown.status).toBe(400);
    const extra = await postEvent(app, people.operator.token, booking._id, { type: 'confirm', unpaidReason: 'Pays on delivery', version: 0, status: 'delivered' });
    expect(extra.status).toBe(400);
    const noVersion = await postEvent(app, people.operator.token, booking._id, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.fields).toHaveProperty('version');
    expect((await stored(booking._id)).version).toBe(0);
  });
});
