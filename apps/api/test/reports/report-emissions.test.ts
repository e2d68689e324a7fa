import { type ReportSummary } from '@meridian/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { shapeBooking } from '../support/reports';

const { app } = buildTestApp();
const RANGE = { period: 'custom', from: '2026-09-01', to: '2026-10-31' };
const at = (day: string) => new Date(`${day}T12:00:00.000Z`);

let token: string;

// Decision 0099, a hand-computed set in September and October 2026 (kg CO2e well to wheel, as the bookings store them):
// road 12.345 on Sep 10, air 100.5 on Sep 20, road 7.655 and sea 0.25 on Oct 5, and one booking of Oct 6 without
// emissions (an old one waiting for its country). Outside the range, Aug 31: road 999.
// Totals: 120.75 kg; road 20, air 100.5, sea 0.25; September 112.845, October 7.905; one unmeasured.
beforeAll(async () => {
  const account = await signUp(app);
  token = account.token;
  const make = async (vehicleType: 'truck' | 'air' | 'sea', day: string, co2eWtwKg: number | null) => {
    const booking = await createBooking(app, token, { vehicleType });
    await shapeBooking(booking._id, { createdAt: at(day), co2eWtwKg });
  };
  await make('truck', '2026-09-10', 12.345);
  await make('air', '2026-09-20', 100.5);
  await make('truck', '2026-10-05', 7.655);
  await make('sea', '2026-10-05', 0.25);
  await make('truck', '2026-10-06', null);
  await make('truck', '2026-08-31', 999);
});

describe('reports: kg CO2e per month and per mode', () => {
  it('when the summary covers September and October, then its CO2e KPIs are the hand-computed sums', async () => {
    const res = await request(app).get('/api/v1/reports/summary').query(RANGE).set(bearer(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as ReportSummary;
    expect(data.shipments).toBe(5);
    expect(data.co2eKg).toBe(120.75);
    expect(data.co2eByMode).toEqual({ truck: 20, air: 100.5, sea: 0.25 });
    expect(data.co2eByMonth).toEqual([
      { month: '2026-09', co2eKg: 112.845, byMode: { truck: 12.345, air: 100.5, sea: 0 } },
      { month: '2026-10', co2eKg: 7.905, byMode: { truck: 7.655, air: 0, sea: 0.25 } },
    ]);
    expect(data.unmeasuredShipments).toBe(1);
  });

  it('when a range holds no booking, then the CO2e is zero for each month it touches', async () => {
    const res = await request(app).get('/api/v1/reports/summary').query({ period: 'custom', from: '2020-01-30', to: '2020-02-02' }).set(bearer(token));
    expect(res.body.data).toMatchObject({
      co2eKg: 0,
      co2eByMode: { truck: 0, air: 0, sea: 0 },
      co2eByMonth: [
        { month: '2020-01', co2eKg: 0, byMode: { truck: 0, air: 0, sea: 0 } },
        { month: '2020-02', co2eKg: 0, byMode: { truck: 0, air: 0, sea: 0 } },
      ],
      unmeasuredShipments: 0,
    });
  });

  it('when the analytics CSV is downloaded, then each day carries its kg CO2e', async () => {
    const res = await request(app).get('/api/v1/reports/analytics.csv').query(RANGE).set(bearer(token)).buffer(true);
    const rows = parse(res.text) as string[][];
    const column = rows[0]!.indexOf('CO2e WTW (kg)');
    expect(column).toBeGreaterThan(0);
    const byDay = Object.fromEntries(rows.slice(1).map((r) => [r[0], r[column]]));
    expect(byDay['2026-09-10']).toBe('12.345');
    expect(byDay['2026-10-05']).toBe('7.905');
    expect(byDay['2026-10-06']).toBe('0.000');
    expect(rows.slice(1).reduce((sum, r) => sum + Math.round(Number(r[column]) * 1000), 0) / 1000).toBe(120.75);
  });

  it('when the shipping CSV is downloaded, then each shipment carries its mode and kg CO2e, blank without emissions', async () => {
    const res = await request(app).get('/api/v1/reports/shipping.csv').query(RANGE).set(bearer(token)).buffer(true);
    const rows = parse(res.text) as string[][];
    expect(rows.slice(1).map((r) => [r[0], r[7], r[8]])).toEqual([
      ['2026-09-10', 'Road Truck', '12.345'],
      ['2026-09-20', 'Air Freight', '100.500'],
      ['2026-10-05', 'Road Truck', '7.655'],
      ['2026-10-05', 'Sea Freight', '0.250'],
      ['2026-10-06', 'Road Truck', ''],
    ]);
  });
});
