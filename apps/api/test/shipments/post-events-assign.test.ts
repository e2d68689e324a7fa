import { NOT_A_DRIVER_MESSAGE, VEHICLE_MISMATCH_MESSAGE } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { cast, move, personWithRole, postEvent } from '../support/shipments';

const { app } = buildTestApp();

describe('POST /api/v1/bookings/{id}/events: assign', () => {
  it('when the driver and a matching vehicle are given, then the assignment stores who, how to reach them, the vehicle and when', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token, { vehicleType: 'air' });
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm' });
    const assigned = await move(app, people.operator.token, confirmed, { type: 'assign', driverId: people.driver.id, vehicle: { id: 'N123AB', type: 'air' } });
    expect(assigned.assignment).toMatchObject({ driverId: people.driver.id, driverName: 'Diego Ramos', driverPhone: '+1 555 123 4567', vehicleId: 'N123AB', vehicleType: 'air' });
    const stored = (await BookingModel.findById(booking._id).lean())!;
    expect(String(stored.assignment?.driverId)).toBe(people.driver.id);
    expect(stored.assignment?.assignedAt).toBeInstanceOf(Date);
  });

  it('when the person is not a driver (a customer, an operator or nobody), then it answers 400 on driverId and nothing is assigned', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm' });
    for (const driverId of [people.customer.id, people.operator.id, '0123456789abcdef01234567']) {
      const res = await postEvent(app, people.operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId, vehicle: { id: 'TRK-1', type: 'truck' } });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, NOT_A_DRIVER_MESSAGE);
      expect(res.body.fields).toEqual({ driverId: NOT_A_DRIVER_MESSAGE });
    }
    const stored = (await BookingModel.findById(booking._id).lean())!;
    expect(stored).toMatchObject({ milestone: 'confirmed', version: confirmed.version });
    expect(stored.assignment).toBeUndefined();
  });

  it('when the vehicle’s type is not the booking’s transport mode, then it answers 400 on vehicle.type', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token, { vehicleType: 'sea' });
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm' });
    const res = await postEvent(app, people.operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: people.driver.id, vehicle: { id: 'TRK-1', type: 'truck' } });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, VEHICLE_MISMATCH_MESSAGE);
    expect(res.body.fields).toEqual({ 'vehicle.type': VEHICLE_MISMATCH_MESSAGE });
    expect((await BookingModel.findById(booking._id).lean())?.milestone).toBe('confirmed');
  });

  it('when a driver is later demoted, then a new assignment to them is refused', async () => {
    const people = await cast(app);
    const former = await personWithRole(app, 'customer', 'Fay', 'Former');
    const booking = await createBooking(app, people.customer.token);
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm' });
    const res = await postEvent(app, people.operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: former.id, vehicle: { id: 'T', type: 'truck' } });
    expect(res.status).toBe(400);
  });
});
