import { formatTrackingNumber, opsBookingListSchema, toShortId, type Booking, type OpsBookingList } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, buildTestApp, createBooking, daysFromToday, expectErrorBody, signUp } from '../support/app';
import { TEST_CUSTOMS } from '../support/customs';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

let operator: string;
let admin: string;

beforeAll(async () => {
  operator = (await signUpAs(app, 'operator')).token;
  admin = (await signUpAs(app, 'admin')).token;
});

async function queue(query: Record<string, string | number>, token = operator): Promise<OpsBookingList> {
  const res = await request(app).get('/api/v1/ops/bookings').query(query).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return opsBookingListSchema.parse(res.body.data);
}

const ids = (list: OpsBookingList) => list.records.map((b) => b._id);

/** A customer with a unique name and `count` bookings, pickups 1..count days after `firstPickup` days from today. */
async function customerWithBookings(count: number, overrides: Record<string, unknown> = {}, firstPickup = 3) {
  const account = await signUp(app, overrides);
  const bookings: Booking[] = [];
  for (let i = 0; i < count; i += 1) {
    bookings.push(await createBooking(app, account.token, { estimatedPickupDate: daysFromToday(firstPickup + i), estimatedDeliveryDate: daysFromToday(firstPickup + i + 5) }));
  }
  return { ...account, bookings };
}

const setStatus = (id: string, status: string) => BookingModel.updateOne({ _id: id }, { $set: { status } });

describe('GET /api/v1/ops/bookings: who may read the queue', () => {
  it('when a customer asks, then it answers 403 in the envelope', async () => {
    const customer = await signUp(app);
    const res = await request(app).get('/api/v1/ops/bookings').set(bearer(customer.token));
    expect(res.status).toBe(403);
    expectErrorBody(res.body, 'You do not have permission to do this.');
  });

  it('when a driver asks, then it answers 403', async () => {
    const driver = await signUpAs(app, 'driver');
    const res = await request(app).get('/api/v1/ops/bookings').set(bearer(driver.token));
    expect(res.status).toBe(403);
    expectErrorBody(res.body);
  });

  it('when nobody is signed in, then it answers 401', async () => {
    expect((await request(app).get('/api/v1/ops/bookings')).status).toBe(401);
  });

  it('when an operator or an admin asks, then both see every customer’s bookings with the customer', async () => {
    const a = await customerWithBookings(1, { firstName: 'Quentin', lastName: 'Alpha', companyName: 'Alpha Freight' });
    const b = await customerWithBookings(1, { firstName: 'Quentin', lastName: 'Beta' });
    for (const token of [operator, admin]) {
      const list = await queue({ limit: 100, q: 'Quentin' }, token);
      expect(ids(list).sort()).toEqual([a.bookings[0]!._id, b.bookings[0]!._id].sort());
      const first = list.records.find((r) => r._id === a.bookings[0]!._id)!;
      expect(first.customer).toEqual({ _id: a.user._id, name: 'Quentin Alpha', email: a.user.email, companyName: 'Alpha Freight', phoneNumber: '+1 555 123 4567', verified: false });
      expect(first.trackingNumber).toBe(a.bookings[0]!.trackingNumber);
    }
  });
});

describe('GET /api/v1/ops/bookings: filters, paging and counts', () => {
  it('when filtered by customer, then only that customer’s bookings come back, soonest pickup first by default', async () => {
    const c = await customerWithBookings(3);
    // Stored out of pickup order: the newest booking has the earliest pickup.
    await BookingModel.updateOne({ _id: c.bookings[2]!._id }, { $set: { estimatedPickupDate: daysFromToday(1) } });
    const list = await queue({ customer: c.user._id });
    expect(ids(list)).toEqual([c.bookings[2]!._id, c.bookings[0]!._id, c.bookings[1]!._id]);
    const latestFirst = await queue({ customer: c.user._id, sort: '-pickup' });
    expect(ids(latestFirst)).toEqual([c.bookings[1]!._id, c.bookings[0]!._id, c.bookings[2]!._id]);
    const newestFirst = await queue({ customer: c.user._id, sort: '-created' });
    expect(ids(newestFirst)).toEqual([c.bookings[2]!._id, c.bookings[1]!._id, c.bookings[0]!._id]);
  });

  it('when filtered by status, then the records are that status but the counts cover every status (the tabs)', async () => {
    const c = await customerWithBookings(4);
    await setStatus(c.bookings[0]!._id, 'confirmed');
    await setStatus(c.bookings[1]!._id, 'confirmed');
    await setStatus(c.bookings[2]!._id, 'delivered');
    const list = await queue({ customer: c.user._id, status: 'confirmed' });
    expect(ids(list)).toEqual([c.bookings[0]!._id, c.bookings[1]!._id]);
    expect(list.records.every((r) => r.status === 'confirmed')).toBe(true);
    expect(list.counts).toEqual({ total: 4, pending: 1, confirmed: 2, 'in-transit': 0, delivered: 1, cancelled: 0, returned: 0 });
    expect(list.pagination).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 2, limit: 25 });
  });

  it('when given a pickup date range, then both ends are included and the counts follow it', async () => {
    const c = await customerWithBookings(5, {}, 10);
    const list = await queue({ customer: c.user._id, from: daysFromToday(11), to: daysFromToday(13) });
    expect(ids(list)).toEqual([c.bookings[1]!._id, c.bookings[2]!._id, c.bookings[3]!._id]);
    expect(list.counts.total).toBe(3);
    expect(list.counts.pending).toBe(3);
  });

  it('when no status is chosen (the All tab), then bookings of every status are ordered by pickup across statuses, page by page', async () => {
    // Far-off pickups that no other test uses, each status on its own day.
    const c = await customerWithBookings(5, {}, 400);
    const statuses = ['delivered', 'pending', 'cancelled', 'in-transit', 'confirmed'];
    for (const [i, b] of c.bookings.entries()) await setStatus(b._id, statuses[i]!);
    const range = { from: daysFromToday(400), to: daysFromToday(404) };
    const inOrder = c.bookings.map((b) => b._id);
    expect(ids(await queue({ ...range, limit: 2 }))).toEqual(inOrder.slice(0, 2));
    expect(ids(await queue({ ...range, limit: 2, page: 2 }))).toEqual(inOrder.slice(2, 4));
    expect(ids(await queue({ ...range, limit: 2, page: 3 }))).toEqual(inOrder.slice(4));
    expect(ids(await queue({ ...range, sort: '-pickup' }))).toEqual([...inOrder].reverse());
  });

  it('when the open tab is asked (the console’s default), then only pending, confirmed and in-transit bookings come, soonest pickup first', async () => {
    const c = await customerWithBookings(5, {}, 40);
    await setStatus(c.bookings[0]!._id, 'delivered');
    await setStatus(c.bookings[1]!._id, 'cancelled');
    await setStatus(c.bookings[2]!._id, 'in-transit');
    await setStatus(c.bookings[3]!._id, 'confirmed');
    const list = await queue({ status: 'open', customer: c.user._id });
    expect(ids(list)).toEqual([c.bookings[2]!._id, c.bookings[3]!._id, c.bookings[4]!._id]);
    expect(list.pagination.totalRecords).toBe(3);
    expect(list.counts).toMatchObject({ total: 5, delivered: 1, cancelled: 1 });
    // Without the customer filter the open tab is merged from one index walk per open status.
    const all = await queue({ status: 'open', limit: 100 });
    expect(all.records.every((b) => ['pending', 'confirmed', 'in-transit'].includes(b.status))).toBe(true);
    const pickups = all.records.map((b) => b.estimatedPickupDate);
    expect(pickups).toEqual([...pickups].sort());
    expect(all.pagination.totalRecords).toBe(all.counts.pending + all.counts.confirmed + all.counts['in-transit']);
  });

  it('when filtered by vehicle type, then only that transport mode comes back', async () => {
    const c = await signUp(app);
    const air = await createBooking(app, c.token, { vehicleType: 'air' });
    await createBooking(app, c.token, { vehicleType: 'sea' });
    const list = await queue({ customer: c.user._id, vehicleType: 'air' });
    expect(ids(list)).toEqual([air._id]);
    expect(list.counts.total).toBe(1);
  });

  it('when there are more bookings than the limit, then pages are served from the database with the totals', async () => {
    const c = await customerWithBookings(5);
    const page1 = await queue({ customer: c.user._id, limit: 2, page: 1 });
    const page3 = await queue({ customer: c.user._id, limit: 2, page: 3 });
    expect(ids(page1)).toEqual([c.bookings[0]!._id, c.bookings[1]!._id]);
    expect(ids(page3)).toEqual([c.bookings[4]!._id]);
    expect(page3.pagination).toEqual({ currentPage: 3, totalPages: 3, totalRecords: 5, limit: 2 });
  });

  it('when the query is malformed (unknown field, from after to, bad customer id, unknown status), then it answers 400', async () => {
    for (const query of [{ color: 'red' }, { from: daysFromToday(5), to: daysFromToday(1) }, { customer: 'nope' }, { status: 'lost' }, { sort: 'price' }]) {
      const res = await request(app).get('/api/v1/ops/bookings').query(query).set(bearer(operator));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectErrorBody(res.body);
    }
  });
});

describe('GET /api/v1/ops/bookings: the one search box', () => {
  it('when searching a tracking number as printed (dashes, lower case) or its first characters, then that booking is found', async () => {
    const c = await customerWithBookings(2);
    const number = c.bookings[0]!.trackingNumber;
    expect(ids(await queue({ q: formatTrackingNumber(number).toLowerCase() }))).toEqual([c.bookings[0]!._id]);
    expect(ids(await queue({ q: number.slice(0, 9) }))).toContain(c.bookings[0]!._id);
    // Without the MX prefix, too.
    expect(ids(await queue({ q: number.slice(2) }))).toEqual([c.bookings[0]!._id]);
  });

  it('when searching the short id (with or without #), then that booking is found', async () => {
    const c = await customerWithBookings(2);
    const short = toShortId(c.bookings[1]!._id);
    expect(ids(await queue({ q: short, customer: c.user._id }))).toEqual([c.bookings[1]!._id]);
    expect(ids(await queue({ q: `#${short.toUpperCase()}`, customer: c.user._id }))).toEqual([c.bookings[1]!._id]);
    expect(ids(await queue({ q: c.bookings[1]!._id }))).toEqual([c.bookings[1]!._id]);
  });

  it('when searching a customer’s first name, last name or full name, or the booking’s business name, then their bookings are found', async () => {
    const c = await signUp(app, { firstName: 'Zebulon', lastName: 'Quayle' });
    const booking = await createBooking(app, c.token, { fullNameOrBusiness: 'Xylophone Traders' });
    for (const q of ['zebulon', 'QUAYLE', 'Zebulon Quayle', 'xylophone trad']) {
      expect(ids(await queue({ q })), q).toEqual([booking._id]);
    }
  });

  it('when searching a city, then pickups and drop-offs in it are found, case-insensitively', async () => {
    const c = await signUp(app);
    const from = await createBooking(app, c.token, { pickupLocation: { address: '1 Quay', city: 'Vladivostok', state: 'PK', country: 'RU', coordinates: { lat: 43.11, lng: 131.87 } }, customs: TEST_CUSTOMS });
    const to = await createBooking(app, c.token, { dropoffLocation: { address: '2 Quay', city: 'Vladivostok', state: 'PK', country: 'RU', coordinates: { lat: 43.11, lng: 131.87 } }, customs: TEST_CUSTOMS });
    expect(ids(await queue({ q: 'vladivos' })).sort()).toEqual([from._id, to._id].sort());
  });

  it('when a name or city has accents, then it is found typed with or without them, by the start of any word', async () => {
    const c = await signUp(app, { companyName: 'Łódź Żegluga Spółka' });
    const booking = await createBooking(app, c.token, { fullNameOrBusiness: 'Café Münchhausen GmbH', dropoffLocation: { address: '1 Rua', city: 'São João del-Rei', state: 'MG', country: 'BR', coordinates: { lat: -21.14, lng: -44.26 } }, customs: TEST_CUSTOMS });
    for (const q of ['cafe munch', 'MÜNCHHAUSEN', 'sao joao', 'joão del', 'rei', 'zegluga spolka']) {
      expect(ids(await queue({ q })), q).toEqual([booking._id]);
    }
  });

  it('when a booking’s cities are edited, then the search finds the new city and no longer the old one', async () => {
    const c = await signUp(app);
    const booking = await createBooking(app, c.token, { pickupLocation: { address: '1 Quay', city: 'Quillcoast', state: 'QC', country: 'CA', coordinates: { lat: 46.81, lng: -71.21 } }, customs: TEST_CUSTOMS });
    expect(ids(await queue({ q: 'quillcoast' }))).toEqual([booking._id]);
    const res = await request(app)
      .patch(`/api/v1/bookings/${booking._id}`)
      .set(bearer(c.token))
      .send({ version: booking.version, pickupLocation: { address: '1 Quay', city: 'Rookhaven', state: 'QC', country: 'CA', coordinates: { lat: 46.5, lng: -72.0 } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(await queue({ q: 'rookhav' }))).toEqual([booking._id]);
    expect(ids(await queue({ q: 'quillcoast' }))).toEqual([]);
    expect((await BookingModel.findById(booking._id).lean())?.search).toEqual(expect.arrayContaining(['rookhaven']));
  });

  it('when the search holds regex characters, then they are matched literally and nothing breaks', async () => {
    const c = await signUp(app);
    const odd = await createBooking(app, c.token, { fullNameOrBusiness: 'A.B (Holdings) [EU]*' });
    expect(ids(await queue({ q: '(Holdings) [EU]*' }))).toEqual([odd._id]);
    const res = await request(app).get('/api/v1/ops/bookings').query({ q: '.*' }).set(bearer(operator));
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((b: Booking) => b._id)).toEqual([]);
  });

  it('when a search matches more than a page, then its matches are paged in pickup order (and newest first on request)', async () => {
    const c = await customerWithBookings(3, { lastName: 'Pagington' });
    await BookingModel.updateOne({ _id: c.bookings[0]!._id }, { $set: { estimatedPickupDate: daysFromToday(30) } });
    const byPickup = [c.bookings[1]!._id, c.bookings[2]!._id, c.bookings[0]!._id];
    expect(ids(await queue({ q: 'pagington', limit: 2 }))).toEqual(byPickup.slice(0, 2));
    const second = await queue({ q: 'pagington', limit: 2, page: 2 });
    expect(ids(second)).toEqual(byPickup.slice(2));
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalRecords: 3, limit: 2 });
    expect(ids(await queue({ q: 'pagington', sort: '-created' }))).toEqual([c.bookings[2]!._id, c.bookings[1]!._id, c.bookings[0]!._id]);
  });

  it('when a search is combined with a status, then counts are per status over the search', async () => {
    const c = await signUp(app, { lastName: 'Countington' });
    const a = await createBooking(app, c.token);
    await createBooking(app, c.token);
    await setStatus(a._id, 'cancelled');
    const list = await queue({ q: 'Countington', status: 'pending' });
    expect(list.records).toHaveLength(1);
    expect(list.counts).toMatchObject({ total: 2, pending: 1, cancelled: 1 });
  });
});
