import { ANALYTICS_CSV_COLUMNS, formatTrackingNumber, REPORT_MESSAGES, SHIPPING_CSV_COLUMNS, type Booking } from '@meridian/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { noonDaysAgo, shapeBooking, utcDay } from '../support/reports';
import { personWithRole } from '../support/shipments';

const { app } = buildTestApp();
const HOUR = 3_600_000;
const csv = (token: string, category: string, query: Record<string, string> = {}) =>
  request(app)
    .get(`/api/v1/reports/${category}.csv`)
    .query(query)
    .set(bearer(token))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
const rowsOf = (text: string) => parse(text, { relax_column_count: false }) as string[][];

let customer: { token: string; id: string; email: string };
let other: { token: string; id: string };
let paid: Booking;
let unpaid: Booking;
let injected: Booking;
let foreign: Booking;

beforeAll(async () => {
  const a = await signUp(app);
  customer = { token: a.token, id: a.user._id, email: a.user.email };
  const b = await signUp(app);
  other = { token: b.token, id: b.user._id };
  paid = await createBooking(app, customer.token);
  unpaid = await createBooking(app, customer.token, { cargoWeightKg: 79.5, pickupLocation: { address: '5 Pier', city: 'Seattle', state: 'WA', country: 'US' } });
  injected = await createBooking(app, customer.token);
  foreign = await createBooking(app, other.token);
  const yesterday = noonDaysAgo(1);
  await shapeBooking(paid._id, { createdAt: yesterday, paymentStatus: 'paid', amountDueCents: 100_650, status: 'delivered', stars: 4, pickedUpAt: yesterday, deliveredAt: new Date(yesterday.getTime() + 48 * HOUR), co2eWtwKg: 12.345 });
  // Decision 0099: a booking without emissions (an old one waiting for its country) has a blank CO2e cell.
  await shapeBooking(unpaid._id, { createdAt: noonDaysAgo(3), paymentStatus: 'unpaid', amountDueCents: 30_000, co2eWtwKg: null });
  // A city a person could type into a form (or an old record holds): a spreadsheet would run it as a formula.
  await shapeBooking(injected._id, { createdAt: noonDaysAgo(3), paymentStatus: 'invoiced', amountDueCents: 50_000, pickupCity: '=HYPERLINK("http://evil.test","x")', co2eWtwKg: 1.5 });
  await shapeBooking(foreign._id, { createdAt: yesterday, paymentStatus: 'paid', amountDueCents: 12_345 });
});

describe('GET /api/v1/reports/shipping.csv', () => {
  it('when the customer downloads the last 30 days, then a streamed RFC 4180 CSV named shipping-analytics-30d.csv lists their bookings oldest first', async () => {
    const res = await csv(customer.token, 'shipping', { period: '30d' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="shipping-analytics-30d.csv"');
    const text = res.body as string;
    expect(text.split('\r\n')[0]).toBe(SHIPPING_CSV_COLUMNS.join(','));
    const rows = rowsOf(text);
    expect(rows[0]).toEqual([...SHIPPING_CSV_COLUMNS]);
    expect(rows).toHaveLength(4);
    // The known booking's row, exactly as the file holds it (quoted because the places contain commas).
    expect(text).toContain(`\r\n${utcDay(noonDaysAgo(1))},${formatTrackingNumber(paid.trackingNumber)},"Oakland, CA","Denver, CO",120.5,Delivered,1006.50,Road Truck,12.345\r\n`);
    expect(rows[3]).toEqual([utcDay(noonDaysAgo(1)), formatTrackingNumber(paid.trackingNumber), 'Oakland, CA', 'Denver, CO', '120.5', 'Delivered', '1006.50', 'Road Truck', '12.345']);
    expect(rows.find((r) => r[1] === formatTrackingNumber(unpaid.trackingNumber))).toEqual([utcDay(noonDaysAgo(3)), formatTrackingNumber(unpaid.trackingNumber), 'Seattle, WA', 'Denver, CO', '79.5', 'Pending', '0.00', 'Road Truck', '']);
  });

  it('when a cell would start a formula, then it is neutralised with a leading apostrophe and quoted', async () => {
    const res = await csv(customer.token, 'shipping', { period: '30d' });
    const row = rowsOf(res.body as string).find((r) => r[1] === formatTrackingNumber(injected.trackingNumber))!;
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.test","x"), CA`);
    expect(res.body as string).toContain(`"'=HYPERLINK(""http://evil.test"",""x""), CA"`);
    expect(row[6]).toBe('500.00');
  });

  it("when the customer downloads, then another customer's booking never appears", async () => {
    const res = await csv(customer.token, 'shipping', { period: '1y' });
    expect(res.body as string).not.toContain(formatTrackingNumber(foreign.trackingNumber));
    const theirs = await csv(other.token, 'shipping', { period: '1y' });
    expect(rowsOf(theirs.body as string).map((r) => r[1])).toEqual(['Shipment ID', formatTrackingNumber(foreign.trackingNumber)]);
  });

  it('when the range holds nothing, then the file is the header row alone', async () => {
    const res = await csv(customer.token, 'shipping', { period: 'custom', from: '2020-01-01', to: '2020-01-31' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="shipping-analytics-custom.csv"');
    expect(res.body).toBe(`${SHIPPING_CSV_COLUMNS.join(',')}\r\n`);
  });

  it("when staff download without a filter, then every customer's bookings are listed; with one, only that customer's", async () => {
    const operator = await personWithRole(app, 'operator');
    const all = rowsOf((await csv(operator.token, 'shipping', { period: '30d' })).body as string).map((r) => r[1]);
    expect(all).toEqual(expect.arrayContaining([formatTrackingNumber(paid.trackingNumber), formatTrackingNumber(foreign.trackingNumber)]));
    const one = rowsOf((await csv(operator.token, 'shipping', { period: '30d', customer: other.id })).body as string).map((r) => r[1]);
    expect(one).toEqual(['Shipment ID', formatTrackingNumber(foreign.trackingNumber)]);
  });

  it('when a customer passes a customer filter, then 403 and no file', async () => {
    const res = await request(app).get('/api/v1/reports/shipping.csv').query({ customer: other.id }).set(bearer(customer.token));
    expect(res.status).toBe(403);
    expectErrorBody(res.body, REPORT_MESSAGES.customerForbidden);
  });

  it('when the category is unknown or the period invalid, then 404 or 400 in the envelope', async () => {
    expect((await request(app).get('/api/v1/reports/invoices.csv').set(bearer(customer.token))).status).toBe(404);
    const bad = await request(app).get('/api/v1/reports/shipping.csv').query({ period: 'custom', from: '2026-02-30', to: '2026-03-01' }).set(bearer(customer.token));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ from: REPORT_MESSAGES.invalidDate });
  });
});

describe('GET /api/v1/reports/analytics.csv', () => {
  it('when the customer downloads the last 7 days, then one row per day carries revenue, shipments, average weight and satisfaction', async () => {
    const res = await csv(customer.token, 'analytics', { period: '7d' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-analytics-7d.csv"');
    const rows = rowsOf(res.body as string);
    expect(rows[0]).toEqual([...ANALYTICS_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([6, 5, 4, 3, 2, 1, 0].map((d) => utcDay(noonDaysAgo(d))));
    const byDay = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]));
    expect(byDay[utcDay(noonDaysAgo(1))]).toEqual([utcDay(noonDaysAgo(1)), '1006.50', '1', '120.5', '4.0', '12.345', '0', '0.00']);
    // Two bookings three days ago: 120.5 kg and 79.5 kg, one invoiced ($500.00) and one unpaid; neither rated; 1.5 kg
    // CO2e, the other without emissions.
    expect(byDay[utcDay(noonDaysAgo(3))]).toEqual([utcDay(noonDaysAgo(3)), '500.00', '2', '100.0', '', '1.500', '0', '0.00']);
    expect(byDay[utcDay(noonDaysAgo(5))]).toEqual([utcDay(noonDaysAgo(5)), '0.00', '0', '', '', '0.000', '0', '0.00']);
  });
});
