import { publicTemperatureChartSchema, temperatureLogSchema } from '@meridian/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { temperatureChartFor } from '../../src/modules/cold-chain/readings.service';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { assignVehicle, issueKey, minutesAgo, perishableBooking, postReadings, signUpAs, uniqueVehicle } from './cold-chain-kit';

const { app } = buildTestApp();

async function loggedBooking() {
  const ops = await signUpAs(app, 'operator');
  const driver = await signUpAs(app, 'driver');
  const customer = await signUp(app);
  const vehicleId = uniqueVehicle();
  const booking = await perishableBooking(app, customer.token, 5);
  await assignVehicle(booking._id, vehicleId, driver.user._id);
  const { key } = await issueKey(app, ops.token, vehicleId);
  // 40 minutes logged: 10 of them above the band (the reading at -30 holds until -20).
  const series = [
    { at: minutesAgo(40), celsius: 5 },
    { at: minutesAgo(30), celsius: 9.25 },
    { at: minutesAgo(20), celsius: 6 },
    { at: minutesAgo(0.5), celsius: 4 },
  ];
  await postReadings(app, key, [...series].reverse());
  return { ops, driver, customer, booking, series };
}

const readings = (id: string, token: string) => request(app).get(`/api/v1/bookings/${id}/readings`).set(bearer(token));

describe('GET /api/v1/bookings/{id}/readings', () => {
  it('when the owner asks, then it answers the band, the readings in time order, time in band and the excursions', async () => {
    const { customer, booking, series } = await loggedBooking();
    const res = await readings(booking._id, customer.token);
    expect(res.status).toBe(200);
    const log = temperatureLogSchema.parse(res.body.data);
    expect(log.band).toEqual({ target: 5, min: 3, max: 7, tolerance: 2 });
    expect(log.readings).toEqual(series.map((r) => ({ ...r, source: 'sensor' })));
    expect(log.excursions).toEqual([
      { id: expect.stringMatching(/^[a-f0-9]{24}$/), openedAt: series[1]!.at, closedAt: series[2]!.at, closedBy: 'reading', peakCelsius: 9.25, direction: 'above', acknowledgement: null },
    ]);
    expect(log.timeInBandPercent).toBeCloseTo(74.7, 0);
  });

  it('when staff or the assigned driver ask, then they read it; another customer and another driver get 404 like a missing booking', async () => {
    const { ops, driver, booking } = await loggedBooking();
    const admin = await signUpAs(app, 'admin');
    for (const token of [ops.token, admin.token, driver.token]) expect((await readings(booking._id, token)).status).toBe(200);

    const stranger = await signUp(app);
    const otherDriver = await signUpAs(app, 'driver');
    const missing = await readings('0123456789abcdef01234567', stranger.token);
    for (const token of [stranger.token, otherDriver.token]) {
      const res = await readings(booking._id, token);
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 'Booking not found');
      expect(res.body).toEqual(missing.body);
    }
    expect((await readings('nope', stranger.token)).status).toBe(404);
    expect((await request(app).get(`/api/v1/bookings/${booking._id}/readings`)).status).toBe(401);
  });

  it('when asked for text/csv, then it streams an attachment named for the tracking number with at,celsius,source,inBand', async () => {
    const { customer, booking, series } = await loggedBooking();
    const res = await readings(booking._id, customer.token).set('Accept', 'text/csv').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="temperature-log-${booking.trackingNumber}.csv"`);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(res.text.split('\n')[0]).toBe('at,celsius,source,inBand');
    expect(rows).toEqual(series.map((r) => ({ at: r.at, celsius: String(r.celsius), source: 'sensor', inBand: String(r.celsius >= 3 && r.celsius <= 7) })));
  });

  it('when a CSV is asked by someone who may not read it, then it answers 404 in JSON', async () => {
    const { booking } = await loggedBooking();
    const stranger = await signUp(app);
    const res = await readings(booking._id, stranger.token).set('Accept', 'text/csv');
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
  });

  it('when the booking is not perishable, then the log has no band, no time in band and no excursions', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    const res = await readings(booking._id, customer.token);
    expect(res.body.data).toEqual({
      band: null,
      readings: [],
      timeInBandPercent: null,
      minCelsius: null,
      maxCelsius: null,
      meanKineticCelsius: null,
      reportDigest: null,
      excursions: [],
      verdict: null,
    });
    const csv = await readings(booking._id, customer.token).set('Accept', 'text/csv').buffer(true);
    expect(csv.text.trim()).toBe('at,celsius,source,inBand');
  });
});

describe('temperatureChartFor (the public tracking page’s chart)', () => {
  it('when the booking is perishable, then it gives the band, rounded points, time in band and excursions, never sources', async () => {
    const { booking, series } = await loggedBooking();
    const chart = publicTemperatureChartSchema.parse(await temperatureChartFor(booking._id));
    expect(chart.band).toMatchObject({ min: 3, max: 7 });
    expect(chart.points).toEqual(series.map((r) => ({ at: r.at, celsius: Math.round(r.celsius * 10) / 10 })));
    expect(chart.excursions).toEqual([
      { id: expect.stringMatching(/^[a-f0-9]{24}$/), openedAt: series[1]!.at, closedAt: series[2]!.at, closedBy: 'reading', peakCelsius: 9.3, direction: 'above' },
    ]);
    expect(JSON.stringify(chart)).not.toContain('sensor');
  });

  it('when the booking is not perishable or does not exist, then there is no chart', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    expect(await temperatureChartFor(booking._id)).toBeNull();
    expect(await temperatureChartFor('0123456789abcdef01234567')).toBeNull();
  });
});
