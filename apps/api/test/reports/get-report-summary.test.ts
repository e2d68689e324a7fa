import { REPORT_MESSAGES, type ReportSummary } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { noonDaysAgo, shapeBooking, utcDay } from '../support/reports';
import { personWithRole } from '../support/shipments';

const { app } = buildTestApp();
const HOUR = 3_600_000;
const summary = (token: string, query: Record<string, string> = {}) => request(app).get('/api/v1/reports/summary').query(query).set(bearer(token));

let customer: { token: string; id: string; email: string };
let other: { token: string; id: string };

// A hand-computed set (the side panel's KPIs). In the last 7 days: two delivered and rated (paid $1,006.50 picked up -> delivered
// in 2 days, rated 4; invoiced $500.00 in 4 days, rated 5), one unpaid with a $300.00 quote and one refunded $200.00
// (both earn nothing). Ten days ago, outside the week: one paid $999.99.
beforeAll(async () => {
  const account = await signUp(app);
  customer = { token: account.token, id: account.user._id, email: account.user.email };
  const otherAccount = await signUp(app);
  other = { token: otherAccount.token, id: otherAccount.user._id };
  const make = async (token: string) => (await createBooking(app, token))._id;
  const yesterday = noonDaysAgo(1);
  await shapeBooking(await make(customer.token), { createdAt: yesterday, paymentStatus: 'paid', amountDueCents: 100_650, status: 'delivered', stars: 4, pickedUpAt: new Date(yesterday.getTime() + HOUR), deliveredAt: new Date(yesterday.getTime() + HOUR + 48 * HOUR) });
  await shapeBooking(await make(customer.token), { createdAt: new Date(yesterday.getTime() + HOUR), paymentStatus: 'invoiced', amountDueCents: 50_000, status: 'delivered', stars: 5, pickedUpAt: yesterday, deliveredAt: new Date(yesterday.getTime() + 96 * HOUR) });
  await shapeBooking(await make(customer.token), { createdAt: noonDaysAgo(3), paymentStatus: 'unpaid', amountDueCents: 30_000 });
  await shapeBooking(await make(customer.token), { createdAt: noonDaysAgo(0), paymentStatus: 'refunded', amountDueCents: 20_000, status: 'cancelled' });
  await shapeBooking(await make(customer.token), { createdAt: noonDaysAgo(10), paymentStatus: 'paid', amountDueCents: 99_999 });
  // Another customer's paid, rated booking in the same week must never reach the first customer's figures.
  await shapeBooking(await make(other.token), { createdAt: yesterday, paymentStatus: 'paid', amountDueCents: 12_345, status: 'delivered', stars: 1 });
});

describe('GET /api/v1/reports/summary', () => {
  it('when the customer asks for the last 7 days, then the KPIs match the hand-computed set and every day has a point', async () => {
    const res = await summary(customer.token, { period: '7d' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as ReportSummary;
    expect(data).toMatchObject({ period: '7d', from: utcDay(noonDaysAgo(6)), to: utcDay(noonDaysAgo(0)), shipments: 4, revenue: 1506.5, currency: 'USD', avgDeliveryDays: 3, rating: 4.5, ratingCount: 2 });
    expect(data.series).toHaveLength(7);
    expect(data.series.map((p) => p.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((d) => utcDay(noonDaysAgo(d))));
    expect(data.series.find((p) => p.date === utcDay(noonDaysAgo(1)))).toEqual({ date: utcDay(noonDaysAgo(1)), shipments: 2, revenue: 1506.5 });
    expect(data.series.find((p) => p.date === utcDay(noonDaysAgo(3)))).toEqual({ date: utcDay(noonDaysAgo(3)), shipments: 1, revenue: 0 });
    expect(data.series.reduce((n, p) => n + p.shipments, 0)).toBe(4);
  });

  it('when the period is 30 days, then the older paid booking counts too', async () => {
    const res = await summary(customer.token, { period: '30d' });
    expect(res.body.data).toMatchObject({ shipments: 5, revenue: 2506.49, ratingCount: 2 });
    expect(res.body.data.series).toHaveLength(30);
  });

  it('when no period is given, then it is the last 30 days', async () => {
    expect((await summary(customer.token)).body.data).toMatchObject({ period: '30d', shipments: 5 });
  });

  it('when a custom range covers only ten days ago, then only that booking is counted and nothing is rated', async () => {
    const day = utcDay(noonDaysAgo(10));
    const res = await summary(customer.token, { period: 'custom', from: day, to: day });
    expect(res.body.data).toMatchObject({ from: day, to: day, shipments: 1, revenue: 999.99, avgDeliveryDays: null, rating: null, ratingCount: 0, series: [{ date: day, shipments: 1, revenue: 999.99 }] });
  });

  it('when a custom range is incomplete or reversed, then 400 names the field', async () => {
    const missing = await summary(customer.token, { period: 'custom', from: '2026-01-01' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ to: REPORT_MESSAGES.toRequired });
    const reversed = await summary(customer.token, { period: 'custom', from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.body.fields).toEqual({ to: REPORT_MESSAGES.fromAfterTo });
  });

  it('when a customer passes a customer filter, then 403', async () => {
    const res = await summary(customer.token, { customer: other.id });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, REPORT_MESSAGES.customerForbidden);
  });

  it('when an operator filters by the customer\'s e-mail or id, then the figures are that customer\'s own', async () => {
    const operator = await personWithRole(app, 'operator');
    for (const filter of [customer.email, customer.id]) {
      const res = await summary(operator.token, { period: '7d', customer: filter });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ shipments: 4, revenue: 1506.5, rating: 4.5 });
    }
  });

  it('when an admin asks without a filter, then every customer counts', async () => {
    const admin = await personWithRole(app, 'admin');
    const res = await summary(admin.token, { period: '7d' });
    expect(res.body.data).toMatchObject({ shipments: 5, revenue: 1629.95, rating: 3.3, ratingCount: 3 });
  });

  it('when staff name nobody who is a customer, then 404', async () => {
    const operator = await personWithRole(app, 'operator');
    const res = await summary(operator.token, { customer: 'nobody@example.test' });
    expect(res.status).toBe(404);
    expectErrorBody(res.body, REPORT_MESSAGES.customerNotFound);
    expect((await summary(operator.token, { customer: operator.id })).status).toBe(404);
  });

  it('when a driver passes a customer filter, then 403 (drivers only ever see their own)', async () => {
    const driver = await personWithRole(app, 'driver');
    expect((await summary(driver.token, { customer: customer.id })).status).toBe(403);
    expect((await summary(driver.token)).body.data).toMatchObject({ shipments: 0, revenue: 0 });
  });

  it('when signed out, then 401', async () => {
    expect((await request(app).get('/api/v1/reports/summary')).status).toBe(401);
  });
});
