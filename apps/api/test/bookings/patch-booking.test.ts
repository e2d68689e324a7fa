import { PICKUP_IN_PAST_MESSAGE, STALE_BOOKING_MESSAGE } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, createBooking, daysFromToday, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();

const patch = (token: string, id: string, body: object) => request(app).patch(`/api/v1/bookings/${id}`).set(bearer(token)).send(body);

async function setStatus(id: string, status: string) {
  await BookingModel.updateOne({ _id: id }, { $set: { status } });
}

describe('PATCH /api/v1/bookings/{id}', () => {
  it('when the edit dialog’s fields are sent with the current version, then it saves them and bumps the version', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await patch(account.token, booking._id, {
      version: 0,
      pickupLocation: { address: '2 New Rd', city: 'Reno', state: 'NV', country: 'US' },
      cargoWeightKg: 80,
      quantity: 2,
      isPerishable: true,
      tempControlCelsius: 4,
      vehicleType: 'air',
      estimatedPickupDate: daysFromToday(9),
      estimatedDeliveryDate: daysFromToday(13),
      status: 'Pending',
      notes: 'Keep cold',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      version: 1,
      status: 'pending',
      pickupLocation: { city: 'Reno' },
      vehicleType: 'air',
      estimatedPickupDate: daysFromToday(9),
      estimatedDeliveryDate: daysFromToday(13),
      notes: 'Keep cold',
    });
    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored).toMatchObject({ version: 1, cargoWeightKg: 80, tempControlCelsius: 4, vehicleType: 'air', estimatedPickupDate: daysFromToday(9) });
    expect(stored?.statusHistory).toHaveLength(1);
  });

  it('when a customer cancels through the edit, then it is cancelled and the history records who and when', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await patch(account.token, booking._id, { version: 0, status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    expect(res.body.data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'cancelled']);
    expect(res.body.data.statusHistory[1].by).toBe(account.user._id);
  });

  it('when a customer moves the status forward, then it answers 409 with the carrier message and changes nothing', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await patch(account.token, booking._id, { version: 0, status: 'confirmed', quantity: 9 });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'Only the carrier can move a booking from Pending to Confirmed. You can cancel it or contact support.');
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ status: 'pending', version: 0, quantity: 3 });
  });

  it('when an operator moves along the lifecycle, then each legal step is saved and an illegal jump answers 409', async () => {
    const account = await signUp(app);
    await UserModel.updateOne({ _id: account.user._id }, { $set: { role: 'operator' } });
    const booking = await createBooking(app, account.token);
    const skip = await patch(account.token, booking._id, { version: 0, status: 'delivered' });
    expect(skip.status).toBe(409);
    expectErrorBody(skip.body, 'A booking cannot move from Pending to Delivered.');
    let version = 0;
    for (const status of ['confirmed', 'in-transit', 'delivered']) {
      const res = await patch(account.token, booking._id, { version, status });
      expect(res.status, status).toBe(200);
      version = res.body.data.version;
    }
    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored?.statusHistory.map((h) => h.status)).toEqual(['pending', 'confirmed', 'in-transit', 'delivered']);
    const back = await patch(account.token, booking._id, { version, status: 'pending' });
    expect(back.status).toBe(409);
  });

  it('when the booking is delivered or cancelled, then any edit answers 409', async () => {
    const account = await signUp(app);
    for (const status of ['delivered', 'cancelled']) {
      const booking = await createBooking(app, account.token);
      await setStatus(booking._id, status);
      const res = await patch(account.token, booking._id, { version: 0, notes: 'late change' });
      expect(res.status).toBe(409);
      expectErrorBody(res.body, `This booking is ${status} and can no longer be edited.`);
    }
  });

  it('when the version is stale, then it answers 409 and the newer edit survives', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    await patch(account.token, booking._id, { version: 0, notes: 'first' }).expect(200);
    const stale = await patch(account.token, booking._id, { version: 0, notes: 'second' });
    expect(stale.status).toBe(409);
    expectErrorBody(stale.body, STALE_BOOKING_MESSAGE);
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ notes: 'first', version: 1 });
  });

  it('when two edits race with the same version, then exactly one wins', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((notes) => patch(account.token, booking._id, { version: 0, notes })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ version: 1 });
  });

  it('when the version is missing or unknown fields are sent, then it answers 400 (no mass assignment)', async () => {
    const account = await signUp(app);
    const other = await signUp(app);
    const booking = await createBooking(app, account.token);
    const noVersion = await patch(account.token, booking._id, { notes: 'x' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.fields).toHaveProperty('version');
    for (const extra of [{ createdBy: other.user._id }, { _id: booking._id }, { createdAt: '2020-01-01T00:00:00Z' }, { statusHistory: [] }, { email: 'x@y.z' }]) {
      const res = await patch(account.token, booking._id, { version: 0, ...extra });
      expect(res.status).toBe(400);
    }
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ version: 0 });
    expect(String((await BookingModel.findById(booking._id).lean())?.createdBy)).toBe(account.user._id);
  });

  it('when a partial edit puts delivery before the stored pickup, then it answers 400', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await patch(account.token, booking._id, { version: 0, estimatedDeliveryDate: daysFromToday(5) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('estimatedDeliveryDate');
  });

  it('when an operator payload hides in a field, then it answers 400', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    for (const body of [{ version: { $gte: 0 }, notes: 'x' }, { version: 0, status: { $ne: 'x' } }, { version: 0, 'pickupLocation.city': 'x' }, { version: 0, $set: { status: 'delivered' } }]) {
      const res = await patch(account.token, booking._id, body);
      expect(res.status).toBe(400);
    }
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ status: 'pending', version: 0 });
  });

  it('when the booking is another user’s, then it answers 404 and nothing changes', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const booking = await createBooking(app, a.token);
    const res = await patch(b.token, booking._id, { version: 0, status: 'cancelled' });
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ status: 'pending', version: 0 });
  });

  it('when the id is malformed, then it answers 404', async () => {
    const account = await signUp(app);
    const res = await patch(account.token, 'nope', { version: 0 });
    expect(res.status).toBe(404);
  });

  it('when the vehicle type is not one of truck, air or sea (e.g. "spaceship"), then it answers 400 on that field and changes nothing', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await patch(account.token, booking._id, { version: 0, vehicleType: 'spaceship' });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toHaveProperty('vehicleType');
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ vehicleType: 'truck', version: 0 });
  });

  it('when the pickup date is moved into the past, then it answers 400 naming the pickup date and keeps the stored one', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const res = await patch(account.token, booking._id, { version: 0, estimatedPickupDate: daysFromToday(-3) });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, PICKUP_IN_PAST_MESSAGE);
    expect(res.body.fields).toEqual({ estimatedPickupDate: PICKUP_IN_PAST_MESSAGE });
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ estimatedPickupDate: booking.estimatedPickupDate, version: 0 });
  });

  it('when an old booking whose pickup is in the past is edited in its weight, then it saves and the past pickup stays', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const pastPickup = daysFromToday(-10);
    await BookingModel.updateOne({ _id: booking._id }, { $set: { estimatedPickupDate: pastPickup, estimatedDeliveryDate: daysFromToday(-6) } });
    // The dialog sends its whole field set back, the unchanged past pickup included.
    const res = await patch(account.token, booking._id, { version: 0, cargoWeightKg: 99, estimatedPickupDate: pastPickup });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ cargoWeightKg: 99, estimatedPickupDate: pastPickup, version: 1 });
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ cargoWeightKg: 99, estimatedPickupDate: pastPickup, version: 1 });
  });

  it('when perishable is switched off, then the temperature is stored as 0', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token, { isPerishable: true, tempControlCelsius: 5 });
    const res = await patch(account.token, booking._id, { version: 0, isPerishable: false });
    expect(res.status).toBe(200);
    expect(res.body.data.tempControlCelsius).toBe(0);
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ isPerishable: false, tempControlCelsius: 0 });
  });
});
