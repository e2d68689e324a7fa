import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking } from '../support/app';
import { team } from '../support/organizations';
import { fleetVehicle, move, personWithRole, type Person } from '../support/shipments';
import { mailsTo } from '../tracking-subscriptions/subscriptions-kit';
import { listOf } from './notifications-kit';

// Decision 0087: an organization's bookings are told to its current members: the booking's creator while they are a
// member, its admins after. Someone removed, or gone to another organization, hears nothing more of them.

const { app } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });
let operator: Person;
let driver: Person;

beforeAll(async () => {
  [operator, driver] = await Promise.all([personWithRole(app, 'operator', 'Olive', 'Operator'), personWithRole(app, 'driver', 'Diego', 'Ramos')]);
});

const bookingNotices = async (token: string, bookingId: string) => (await listOf(app, token)).records.filter((n) => n.bookingId === bookingId);

describe('notifications and e-mails after a member leaves', () => {
  it("when the booker who booked is removed, then the confirm, assign and pickup reach the organization's admin and never the removed booker", async () => {
    const { admin, booker } = await team(app);
    const booking = await createBooking(app, booker.token);
    const before = await bookingNotices(booker.token, booking._id);

    const removed = await request(app).delete(`/api/v1/organization/members/${booker.id}`).set(bearer(admin.token));
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);

    const confirmed = await move(app, operator.token, booking, { type: 'confirm', unpaidReason: 'Paid on account' });
    const assigned = await move(app, operator.token, confirmed, { type: 'assign', driverId: driver.id, vehicleId: await fleetVehicle() });
    await move(app, driver.token, assigned, { type: 'pickup', location: { place: 'Oakland depot' } });

    expect(await bookingNotices(booker.token, booking._id)).toHaveLength(before.length);
    expect((await bookingNotices(admin.token, booking._id)).length).toBeGreaterThanOrEqual(3);
    const pickupMails = (to: string) => mailsTo(to, 'tracking-update');
    expect(await pickupMails(booker.user.email.toLowerCase())).toEqual([]);
    expect((await pickupMails(admin.user.email.toLowerCase())).length).toBeGreaterThanOrEqual(1);
  });

  it('when the booker is still a member, then they alone are told of their booking (the admin is not copied)', async () => {
    const { admin, booker } = await team(app);
    const booking = await createBooking(app, booker.token);
    await move(app, operator.token, booking, { type: 'confirm', unpaidReason: 'Paid on account' });
    expect((await bookingNotices(booker.token, booking._id)).length).toBeGreaterThanOrEqual(1);
    expect(await bookingNotices(admin.token, booking._id)).toEqual([]);
  });
});
