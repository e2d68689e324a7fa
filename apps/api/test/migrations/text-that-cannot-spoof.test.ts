import { bookingSearchKeys, hasRefusedCharacter } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { stripSpoofingCharacters } from '../../src/migrations/0008-text-that-cannot-spoof';
import { MigrationModel } from '../../src/migrations/migrations.model';
import { MIGRATIONS, runPendingMigrations } from '../../src/migrations/run-migrations';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { OrganizationModel } from '../../src/modules/organizations/organizations.model';
import { UserModel } from '../../src/modules/users/users.model';
import { buildTestApp, createBooking, signUp } from '../support/app';
import { TEST_CUSTOMS } from '../support/customs';

const { app } = buildTestApp();
const oid = (id: string) => new mongoose.Types.ObjectId(id);
const MIGRATION_ID = '0008-text-that-cannot-spoof';

/** Writes straight into the database, as the API stored text before decision 0082. */
async function plant(collection: mongoose.Collection, id: string, $set: Record<string, unknown>) {
  const written = await collection.updateOne({ _id: oid(id) }, { $set });
  expect(written.modifiedCount).toBe(1);
}

describe('migration 0008: text that cannot spoof (decision 0082)', () => {
  it('when bookings, an account and its organization hold control and direction characters, then they come out clean, recorded once, and a second run changes nothing', async () => {
    const account = await signUp(app);
    const dirty = await createBooking(app, account.token);
    const clean = await createBooking(app, account.token, {
      fullNameOrBusiness: 'שלום Logistics',
      dropoffLocation: { address: 'رقم ١٢ شارع النيل', city: '東京都', state: 'Tōkyō', country: 'JP', coordinates: { lat: 35.69, lng: 139.69 } },
      customs: TEST_CUSTOMS,
      notes: 'Line one\n\tLine two 📦 \u200f(RLM kept in prose)',
    });
    await plant(BookingModel.collection, dirty._id, {
      fullNameOrBusiness: 'Acme\u202e stropmI',
      'pickupPerson.name': 'Pat\u0000 Pickup',
      'pickupLocation.address': '1 Dock St\nOakland',
      'dropoffLocation.city': 'Den\u2066ver\u2069',
      'receiverPerson.email': 'rae\u202e@dest.test',
      notes: 'Leave at bay 4\u0007\r\nRing\u001b[2J twice\u0085',
      'statusHistory.0.note': 'created\u202e',
      'statusHistory.0.byName': 'Ada\u200f',
      rating: { stars: 4, comment: 'Good\u0000 driver', ratedAt: new Date() },
    });
    await plant(UserModel.collection, account.user._id, { firstName: 'Ada\u202e', companyName: 'Analytical\u0000 Engines\nLtd' });
    const organizationId = (await UserModel.findById(account.user._id).lean())!.organizationId!;
    await plant(OrganizationModel.collection, String(organizationId), { name: 'Analytical\u2067 Engines' });
    const cleanBefore = await BookingModel.collection.findOne({ _id: oid(clean._id) });

    const migration = MIGRATIONS.find((m) => m.id === MIGRATION_ID)!;
    const [ran] = await runPendingMigrations([migration]);
    expect(ran).toEqual({ id: MIGRATION_ID, changed: 3 });
    expect(await MigrationModel.findById(MIGRATION_ID).lean()).toMatchObject({ changed: 3, finishedAt: expect.any(Date) });

    const stored = (await BookingModel.findById(dirty._id).lean())!;
    expect(stored).toMatchObject({
      fullNameOrBusiness: 'Acme stropmI',
      pickupPerson: { name: 'Pat Pickup' },
      pickupLocation: { address: '1 Dock St Oakland' },
      dropoffLocation: { city: 'Denver' },
      receiverPerson: { email: 'rae@dest.test' },
      notes: 'Leave at bay 4\nRing[2J twice',
      rating: { comment: 'Good driver' },
      version: dirty.version + 1,
    });
    expect(stored.statusHistory[0]).toMatchObject({ note: 'created', byName: 'Ada' });
    expect(stored.search).toEqual(bookingSearchKeys(stored));
    expect(await UserModel.findById(account.user._id).lean()).toMatchObject({ firstName: 'Ada', companyName: 'Analytical Engines Ltd', search: expect.arrayContaining(['analytical engines ltd']) });
    expect(await OrganizationModel.findById(organizationId).lean()).toMatchObject({ name: 'Analytical Engines' });
    // A booking with nothing refused, in other scripts and with a mark in its prose, is not written at all.
    expect(await BookingModel.collection.findOne({ _id: oid(clean._id) })).toEqual(cleanBefore);

    // What public tracking shows is clean now.
    const tracked = await request(app).get(`/api/v1/tracking/${encodeURIComponent(dirty.trackingNumber)}`);
    expect(tracked.status).toBe(200);
    expect(tracked.text).toContain('Denver');
    expect(hasRefusedCharacter(JSON.stringify(tracked.body), 'single')).toBe(false);

    const dirtyAfter = await BookingModel.collection.findOne({ _id: oid(dirty._id) });
    expect(await stripSpoofingCharacters()).toBe(0);
    expect(await BookingModel.collection.findOne({ _id: oid(dirty._id) })).toEqual(dirtyAfter);
    expect(await runPendingMigrations([migration])).toEqual([]);
  });

  it('when cleaning an account’s e-mail would give it another account’s address, then that account is left as it is and the rest is cleaned', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await plant(UserModel.collection, second.user._id, { email: `${first.user.email.replace('@', '\u202e@')}` });
    const booking = await createBooking(app, second.token);
    await plant(BookingModel.collection, booking._id, { 'dropoffLocation.state': 'C\u0000O' });

    expect(await stripSpoofingCharacters()).toBe(1);
    expect((await UserModel.findById(second.user._id).lean())!.email).toContain('\u202e');
    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({ dropoffLocation: { state: 'CO' } });
  });
});
