import { bookingSearchKeys } from '@meridian/contracts';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { importFleetFromAssignments } from '../../src/migrations/0002-fleet-from-assignments';
import { backfillSearchKeys } from '../../src/migrations/0003-search-keys';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { VehicleModel } from '../../src/modules/vehicles/vehicles.model';
import { buildTestApp, createBooking, signUp } from '../support/app';
import { TEST_CUSTOMS } from '../support/customs';
import { assignInDatabase, signUpAs } from '../support/staff';

const { app } = buildTestApp();

/** As the console left a booking before the fleet: assigned, its vehicle typed in free text. */
async function assignFreeText(bookingId: string, driver: { _id: string; firstName: string; lastName: string }, vehicleId: string) {
  await assignInDatabase(bookingId, driver);
  await BookingModel.updateOne({ _id: bookingId }, { $set: { 'assignment.vehicleId': vehicleId } });
}

describe('migration 0002: the fleet from free-text assignments (decision 0047)', () => {
  it('when assignments name vehicles that are not records, then each becomes an imported record sized by what it carried; a rerun adds nothing', async () => {
    const customer = await signUp(app);
    const driver = await signUpAs(app, 'driver');
    const free = `legacy van ${process.pid}-${Date.now()}`;
    const cold = await createBooking(app, customer.token, { vehicleType: 'truck', isPerishable: true, tempControlCelsius: 4, goodsType: 'Food', cargoWeightKg: 850.5 });
    const heavy = await createBooking(app, customer.token, { vehicleType: 'truck', cargoWeightKg: 300 });
    for (const b of [cold, heavy]) await assignFreeText(b._id, driver.user, free);
    const known = `KNOWN-${process.pid}-${Date.now()}`;
    await VehicleModel.create({ _id: known, type: 'air', refrigerated: false, capacityKg: 5 });
    await assignFreeText((await createBooking(app, customer.token, { vehicleType: 'truck', cargoWeightKg: 9000 }))._id, driver.user, known);

    expect(await importFleetFromAssignments()).toBeGreaterThanOrEqual(1);
    expect(await VehicleModel.findById(free).lean()).toMatchObject({ type: 'truck', refrigerated: true, capacityKg: 851, imported: true, retiredAt: null });
    // A vehicle already in the fleet keeps what an operator set.
    expect(await VehicleModel.findById(known).lean()).toMatchObject({ type: 'air', refrigerated: false, capacityKg: 5 });
    const before = await VehicleModel.countDocuments();
    expect(await importFleetFromAssignments()).toBe(0);
    expect(await VehicleModel.countDocuments()).toBe(before);
  });
});

describe('migration 0003: search keys for bookings and users written before them (decision 0048)', () => {
  it('when bookings and users have no keys, then they get them and a rerun writes nothing', async () => {
    const account = await signUp(app, { firstName: 'Ünal', lastName: 'Kéyless', companyName: 'Öztürk Lojistik' });
    const booking = await createBooking(app, account.token, { fullNameOrBusiness: 'Keyless Fresh Co', pickupLocation: { address: '1 Rd', city: 'İzmir', state: 'IZ', country: 'TR', coordinates: { lat: 38.42, lng: 27.14 } }, customs: TEST_CUSTOMS });
    // As written before this release: no keys at all.
    await BookingModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(booking._id) }, { $unset: { search: '' } });
    await UserModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(account.user._id) }, { $unset: { search: '' } });

    expect(await backfillSearchKeys()).toBeGreaterThanOrEqual(2);
    const stored = (await BookingModel.findById(booking._id).lean())!;
    expect(stored.search).toEqual(bookingSearchKeys(stored));
    expect(stored.search).toEqual(expect.arrayContaining(['keyless fresh co', 'izmir']));
    expect((await UserModel.findById(account.user._id).lean())?.search).toEqual(expect.arrayContaining(['unal keyless', 'keyless', 'ozturk lojistik']));
    expect(await backfillSearchKeys()).toBe(0);
  });
});
