import { illegalEventMessage, type Booking } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { assignedBooking, cast, fleetVehicle, move, postEvent, proofFilesFor, SIGNATURE } from '../support/shipments';

const { app } = buildTestApp();

const stored = async (id: string) => (await BookingModel.findById(id).lean())!;

describe('POST /api/v1/bookings/{id}/events: the lifecycle', () => {
  it('when an operator and the assigned driver make every move in order, then status, milestone, version and history follow each one', async () => {
    const people = await cast(app);
    const { operator, driver } = people;
    let booking: Booking = await createBooking(app, people.customer.token);
    const vehicleId = await fleetVehicle(booking.vehicleType);
    const steps: [string, Record<string, unknown>, string, Booking['status'], Booking['milestone']][] = [
      ['operator', { type: 'confirm', unpaidReason: 'Pays on delivery', note: 'Dock slot 7 booked' }, operator.token, 'confirmed', 'confirmed'],
      ['operator', { type: 'assign', driverId: driver.id, vehicleId }, operator.token, 'confirmed', 'assigned'],
      ['driver', { type: 'pickup', location: { place: 'Oakland depot', coordinates: { lat: 37.8, lng: -122.27 } } }, driver.token, 'in-transit', 'picked-up'],
      ['driver', { type: 'location', location: { place: 'Reno, NV' }, note: 'Fuel stop' }, driver.token, 'in-transit', 'in-transit'],
      ['driver', { type: 'location', location: { place: 'Salt Lake City, UT' } }, driver.token, 'in-transit', 'in-transit'],
      ['driver', { type: 'out-for-delivery', location: { place: 'Denver hub' } }, driver.token, 'in-transit', 'out-for-delivery'],
      ['driver', { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE, location: { place: '99 Main St, Denver' } }, driver.token, 'delivered', 'delivered'],
    ];
    for (const [who, body, token, status, milestone] of steps) {
      const before = booking.version;
      booking = await move(app, token, booking, body);
      expect(booking, `${who} ${String(body.type)}`).toMatchObject({ status, milestone, version: before + 1 });
      const saved = await stored(booking._id);
      expect(saved).toMatchObject({ status, milestone, version: before + 1 });
      expect(saved.statusHistory.at(-1)).toMatchObject({ status, milestone, event: body.type, byRole: who });
    }
    expect(booking.statusHistory.map((e) => e.event)).toEqual(['created', 'confirm', 'assign', 'pickup', 'location', 'location', 'out-for-delivery', 'deliver']);
    expect(booking.currentLocation).toMatchObject({ place: '99 Main St, Denver' });
    expect(booking.proofOfDelivery).toMatchObject({ receiverName: 'Rae Receiver', place: '99 Main St, Denver', hasPhoto: false });
  });

  it('when a move is recorded, then its history entry says who (name and role), when, the note and the location', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const started = Date.now();
    await move(app, people.driver.token, assigned, { type: 'pickup', note: 'Two pallets, shrink-wrapped', location: { place: 'Oakland depot', coordinates: { lat: 37.8, lng: -122.27 } } });
    const saved = await stored(assigned._id);
    const entry = saved.statusHistory.at(-1)!;
    expect(String(entry.by)).toBe(people.driver.id);
    expect(entry).toMatchObject({ event: 'pickup', byName: 'Diego Ramos', byRole: 'driver', note: 'Two pallets, shrink-wrapped' });
    expect(entry.location).toEqual({ place: 'Oakland depot', coordinates: { lat: 37.8, lng: -122.27 } });
    expect(entry.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(saved.currentLocation).toMatchObject({ place: 'Oakland depot', coordinates: { lat: 37.8, lng: -122.27 } });
    const confirmEntry = saved.statusHistory.find((e) => e.event === 'confirm')!;
    expect(confirmEntry).toMatchObject({ byName: 'Olive Operator', byRole: 'operator' });
    expect(confirmEntry.location).toBeUndefined();
  });

  it('when a location update comes while out for delivery, then the milestone stays out for delivery and the place moves', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const picked = await move(app, people.driver.token, assigned, { type: 'pickup' });
    expect(picked.currentLocation).toBeNull();
    const out = await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
    const moved = await move(app, people.driver.token, out, { type: 'location', location: { place: 'Colfax Ave' } });
    expect(moved).toMatchObject({ milestone: 'out-for-delivery', status: 'in-transit', currentLocation: { place: 'Colfax Ave' } });
  });

  it('when an operator reassigns before pickup, then the new driver and vehicle replace the old ones', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const second = await cast(app);
    const vehicleId = await fleetVehicle(assigned.vehicleType);
    const reassigned = await move(app, people.operator.token, assigned, { type: 'assign', driverId: second.driver.id, vehicleId });
    expect(reassigned.assignment).toMatchObject({ driverId: second.driver.id, vehicleId });
    expect(reassigned.milestone).toBe('assigned');
  });

  it('when an operator cancels with a reason, then the booking is cancelled and the reason is the history note', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const cancelled = await move(app, people.operator.token, assigned, { type: 'cancel', reason: 'Customer closed the site' });
    expect(cancelled).toMatchObject({ status: 'cancelled', milestone: 'cancelled' });
    expect((await stored(assigned._id)).statusHistory.at(-1)).toMatchObject({ event: 'cancel', note: 'Customer closed the site', byRole: 'operator' });
  });

  it('when a cancel has no reason, then it answers 400 on the reason and nothing changes', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const res = await postEvent(app, people.operator.token, booking._id, { type: 'cancel', version: booking.version });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('reason');
    expect((await stored(booking._id)).status).toBe('pending');
  });

  it('when a move is out of order or after a final state, then it answers 409 with the lifecycle message and nothing changes', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const refuse = async (current: Booking, body: Record<string, unknown>) => {
      const res = await postEvent(app, people.operator.token, current._id, { version: current.version, ...body });
      expect(res.status, String(body.type)).toBe(409);
      expectErrorBody(res.body, illegalEventMessage({ milestone: current.milestone, status: current.status, hasDriver: false }, body.type as 'pickup'));
    };
    await refuse(booking, { type: 'pickup' });
    await refuse(booking, { type: 'out-for-delivery' });
    await refuse(booking, { type: 'deliver', receiverName: 'X', signature: SIGNATURE });
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    await refuse(confirmed, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    await refuse(confirmed, { type: 'location', location: { place: 'Nowhere' } });
    expect(await proofFilesFor(booking._id)).toBe(0);
    const cancelled = await move(app, people.operator.token, confirmed, { type: 'cancel', reason: 'Duplicate booking' });
    for (const body of [{ type: 'confirm', unpaidReason: 'Pays on delivery' }, { type: 'cancel', reason: 'Again' }]) {
      const res = await postEvent(app, people.operator.token, cancelled._id, { version: cancelled.version, ...body });
      expect(res.status).toBe(409);
      expectErrorBody(res.body, illegalEventMessage({ milestone: 'cancelled', status: 'cancelled', hasDriver: false }, body.type as 'confirm'));
    }
    const saved = await stored(booking._id);
    expect(saved).toMatchObject({ status: 'cancelled', version: cancelled.version });
    expect(saved.statusHistory).toHaveLength(3);
  });

  it('when a booking is delivered, then cancelling it answers 409', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const picked = await move(app, people.driver.token, assigned, { type: 'pickup' });
    const delivered = await move(app, people.driver.token, picked, { type: 'deliver', receiverName: 'Rae', signature: SIGNATURE });
    const res = await postEvent(app, people.operator.token, delivered._id, { type: 'cancel', reason: 'Too late', version: delivered.version });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'This booking is delivered; it cannot take "Cancel".');
    expect((await stored(delivered._id)).status).toBe('delivered');
  });

  it('when a move is recorded, then the modules that react to moves hear it once with the moved booking', async () => {
    const heard: { type: string; milestone: string; note?: string }[] = [];
    const { app } = buildTestApp({}, {
      extraHandlers: [
        {
          name: 'test-listener',
          async handle(event) {
            if (event.kind === 'shipment-moved') heard.push({ type: event.type, milestone: event.booking.milestone, ...(event.note ? { note: event.note } : {}) });
          },
        },
      ],
    });
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    await move(app, people.operator.token, booking, { type: 'cancel', reason: 'Wrong address' });
    expect(heard).toEqual([{ type: 'cancel', milestone: 'cancelled', note: 'Wrong address' }]);
  });
});
