import { NOT_A_DRIVER_MESSAGE, VEHICLE_NOT_REFRIGERATED, VEHICLE_RETIRED, VEHICLE_UNKNOWN, vehicleTooSmall, vehicleWrongMode } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { cast, fleetVehicle, move, personWithRole, postEvent } from '../support/shipments';

const { app } = buildTestApp();

/** A customer's booking, confirmed by the operator, ready to assign. */
async function confirmedBooking(people: Awaited<ReturnType<typeof cast>>, overrides: Record<string, unknown> = {}) {
  const booking = await createBooking(app, people.customer.token, overrides);
  return move(app, people.operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
}

describe('POST /api/v1/bookings/{id}/events: assign', () => {
  it('when the driver and a fleet vehicle that can carry it are given, then the assignment stores who, how to reach them, the vehicle and when', async () => {
    const people = await cast(app);
    const confirmed = await confirmedBooking(people, { vehicleType: 'air' });
    const vehicleId = await fleetVehicle('air');
    const assigned = await move(app, people.operator.token, confirmed, { type: 'assign', driverId: people.driver.id, vehicleId });
    expect(assigned.assignment).toMatchObject({ driverId: people.driver.id, driverName: 'Diego Ramos', driverPhone: '+1 555 123 4567', vehicleId, vehicleType: 'air' });
    const stored = (await BookingModel.findById(confirmed._id).lean())!;
    expect(String(stored.assignment?.driverId)).toBe(people.driver.id);
    expect(stored.assignment?.assignedAt).toBeInstanceOf(Date);
  });

  it('when the person is not a driver (a customer, an operator or nobody), then it answers 400 on driverId and nothing is assigned', async () => {
    const people = await cast(app);
    const confirmed = await confirmedBooking(people);
    const vehicleId = await fleetVehicle('truck');
    for (const driverId of [people.customer.id, people.operator.id, '0123456789abcdef01234567']) {
      const res = await postEvent(app, people.operator.token, confirmed._id, { type: 'assign', version: confirmed.version, driverId, vehicleId });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, NOT_A_DRIVER_MESSAGE);
      expect(res.body.fields).toEqual({ driverId: NOT_A_DRIVER_MESSAGE });
    }
    const stored = (await BookingModel.findById(confirmed._id).lean())!;
    expect(stored).toMatchObject({ milestone: 'confirmed', version: confirmed.version });
    expect(stored.assignment).toBeUndefined();
  });

  it('when the booking is perishable and the vehicle is not refrigerated, then it answers 422 on vehicleId and nothing is assigned', async () => {
    const people = await cast(app);
    const confirmed = await confirmedBooking(people, { vehicleType: 'truck', isPerishable: true, tempControlCelsius: 4, goodsType: 'Food' });
    const warm = await fleetVehicle('truck', { refrigerated: false });
    const res = await postEvent(app, people.operator.token, confirmed._id, { type: 'assign', version: confirmed.version, driverId: people.driver.id, vehicleId: warm });
    expect(res.status).toBe(422);
    expectErrorBody(res.body, VEHICLE_NOT_REFRIGERATED);
    expect(res.body.fields).toEqual({ vehicleId: VEHICLE_NOT_REFRIGERATED });
    const stored = (await BookingModel.findById(confirmed._id).lean())!;
    expect(stored).toMatchObject({ milestone: 'confirmed', version: confirmed.version });
    expect(stored.assignment).toBeUndefined();
  });

  it('when the vehicle carries less than the cargo weighs, then it answers 422 saying both weights; at exactly the weight it is accepted', async () => {
    const people = await cast(app);
    const confirmed = await confirmedBooking(people, { vehicleType: 'truck', cargoWeightKg: 1200 });
    const small = await fleetVehicle('truck', { capacityKg: 1000 });
    const res = await postEvent(app, people.operator.token, confirmed._id, { type: 'assign', version: confirmed.version, driverId: people.driver.id, vehicleId: small });
    expect(res.status).toBe(422);
    expectErrorBody(res.body, vehicleTooSmall(1000, 1200));
    expect((await BookingModel.findById(confirmed._id).lean())?.milestone).toBe('confirmed');
    const exact = await fleetVehicle('truck', { capacityKg: 1200, refrigerated: false });
    await move(app, people.operator.token, confirmed, { type: 'assign', driverId: people.driver.id, vehicleId: exact });
  });

  it('when the vehicle is of another mode, retired or not in the fleet, then it answers 422 on vehicleId with the reason', async () => {
    const people = await cast(app);
    const confirmed = await confirmedBooking(people, { vehicleType: 'sea' });
    const cases: [string, string][] = [
      [await fleetVehicle('truck'), vehicleWrongMode('sea')],
      [await fleetVehicle('sea', { retiredAt: new Date() }), VEHICLE_RETIRED],
      ['NO-SUCH-1', VEHICLE_UNKNOWN],
    ];
    for (const [vehicleId, message] of cases) {
      const res = await postEvent(app, people.operator.token, confirmed._id, { type: 'assign', version: confirmed.version, driverId: people.driver.id, vehicleId });
      expect(res.status, vehicleId).toBe(422);
      expectErrorBody(res.body, message);
      expect(res.body.fields).toEqual({ vehicleId: message });
    }
    expect((await BookingModel.findById(confirmed._id).lean())?.assignment).toBeUndefined();
  });

  it('when the old free-text vehicle object is sent instead of a vehicle id, then it answers 400', async () => {
    const people = await cast(app);
    const confirmed = await confirmedBooking(people);
    const res = await postEvent(app, people.operator.token, confirmed._id, { type: 'assign', version: confirmed.version, driverId: people.driver.id, vehicle: { id: 'TRK-1', type: 'truck' } });
    expect(res.status).toBe(400);
  });

  it('when a driver is later demoted, then a new assignment to them is refused', async () => {
    const people = await cast(app);
    const former = await personWithRole(app, 'customer', 'Fay', 'Former');
    const confirmed = await confirmedBooking(people);
    const res = await postEvent(app, people.operator.token, confirmed._id, { type: 'assign', version: confirmed.version, driverId: former.id, vehicleId: await fleetVehicle('truck') });
    expect(res.status).toBe(400);
  });
});
