import { driverJobListSchema, startOfTodayIn, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, daysFromToday, expectErrorBody, signUp } from '../support/app';
import { assignInDatabase, signUpAs } from '../support/staff';

const { app } = buildTestApp();

type Account = Awaited<ReturnType<typeof signUpAs>>;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  customer = await signUp(app);
});

const book = (pickupInDays: number) =>
  createBooking(app, customer.token, { estimatedPickupDate: daysFromToday(pickupInDays), estimatedDeliveryDate: daysFromToday(pickupInDays + 3) });

async function jobs(driver: Account, query: Record<string, string> = {}) {
  const res = await request(app).get('/api/v1/driver/jobs').query(query).set(bearer(driver.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return driverJobListSchema.parse(res.body.data).records.map((b) => b._id);
}

async function deliveredAt(booking: Booking, at: Date) {
  await BookingModel.updateOne(
    { _id: booking._id },
    { $set: { status: 'delivered', milestone: 'delivered' }, $push: { statusHistory: { status: 'delivered', at, by: customer.user._id, event: 'deliver', milestone: 'delivered' } } },
  );
}

describe('GET /api/v1/driver/jobs', () => {
  it('when a driver has jobs, then only theirs that are still to do come back, soonest pickup first', async () => {
    const driver = await signUpAs(app, 'driver');
    const other = await signUpAs(app, 'driver');
    const later = await book(9);
    const sooner = await book(2);
    const inTransit = await book(5);
    const cancelled = await book(3);
    const someoneElses = await book(1);
    await book(1); // unassigned
    for (const b of [later, sooner, inTransit, cancelled]) await assignInDatabase(b._id, driver.user);
    await BookingModel.updateOne({ _id: inTransit._id }, { $set: { status: 'in-transit', milestone: 'picked-up' } });
    await BookingModel.updateOne({ _id: cancelled._id }, { $set: { status: 'cancelled', milestone: 'cancelled' } });
    await assignInDatabase(someoneElses._id, other.user);

    expect(await jobs(driver)).toEqual([sooner._id, inTransit._id, later._id]);
    expect(await jobs(other)).toEqual([someoneElses._id]);
  });

  it('when a job was delivered today, then it stays in the list; one delivered before today does not', async () => {
    const driver = await signUpAs(app, 'driver');
    const today = await book(1);
    const yesterday = await book(2);
    for (const b of [today, yesterday]) await assignInDatabase(b._id, driver.user);
    await deliveredAt(today, new Date(Date.now() - 60_000));
    await deliveredAt(yesterday, new Date(Date.now() - 2 * 86_400_000));
    expect(await jobs(driver)).toEqual([today._id]);
  });

  it("when the driver's time zone is given, then today is the driver's own day", async () => {
    const driver = await signUpAs(app, 'driver');
    const job = await book(1);
    await assignInDatabase(job._id, driver.user);
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) start their days an hour apart (one or the other first, depending on
    // the hour this runs): a minute before the later zone's midnight is still yesterday there but already today in the other.
    const east = startOfTodayIn('Pacific/Kiritimati').getTime();
    const west = startOfTodayIn('Pacific/Pago_Pago').getTime();
    const [later, earlier] = east > west ? ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] : ['Pacific/Pago_Pago', 'Pacific/Kiritimati'];
    await deliveredAt(job, new Date(Math.max(east, west) - 60_000));
    expect(await jobs(driver, { tz: earlier })).toEqual([job._id]);
    expect(await jobs(driver, { tz: later })).toEqual([]);
  });

  it('when the time zone is not one, then it answers 400', async () => {
    const driver = await signUpAs(app, 'driver');
    const res = await request(app).get('/api/v1/driver/jobs').query({ tz: 'Nowhere/Atlantis' }).set(bearer(driver.token));
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });

  it('when a customer, an operator or an admin asks, then it answers 403', async () => {
    for (const token of [customer.token, (await signUpAs(app, 'operator')).token, (await signUpAs(app, 'admin')).token]) {
      const res = await request(app).get('/api/v1/driver/jobs').set(bearer(token));
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 'You do not have permission to do this.');
    }
  });
});

describe('GET /api/v1/driver/jobs/{id}', () => {
  it('when the job is the driver’s, then it answers the booking', async () => {
    const driver = await signUpAs(app, 'driver');
    const job = await book(2);
    await assignInDatabase(job._id, driver.user);
    const res = await request(app).get(`/api/v1/driver/jobs/${job._id}`).set(bearer(driver.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: job._id, milestone: 'assigned', assignment: { driverId: driver.user._id, vehicleId: 'TRK-1' } });
  });

  it('when the job is another driver’s, unassigned or missing, then it answers 404 exactly alike', async () => {
    const driver = await signUpAs(app, 'driver');
    const other = await signUpAs(app, 'driver');
    const theirs = await book(2);
    const nobodys = await book(2);
    await assignInDatabase(theirs._id, other.user);
    const answers = [];
    for (const id of [theirs._id, nobodys._id, '0123456789abcdef01234567', 'bad-id']) {
      const res = await request(app).get(`/api/v1/driver/jobs/${id}`).set(bearer(driver.token));
      expect(res.status, id).toBe(404);
      answers.push(res.body);
    }
    for (const body of answers) expect(body).toEqual(answers[0]);
    expectErrorBody(answers[0], 'Booking not found');
  });

  it('when a customer opens a job url of their own booking, then it answers 403', async () => {
    const driver = await signUpAs(app, 'driver');
    const job = await book(2);
    await assignInDatabase(job._id, driver.user);
    expect((await request(app).get(`/api/v1/driver/jobs/${job._id}`).set(bearer(customer.token))).status).toBe(403);
  });
});
