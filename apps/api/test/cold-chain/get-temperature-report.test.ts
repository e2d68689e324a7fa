import type { Booking, TemperatureLog } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../support/app';
import { cast, outForDelivery, postEvent, type Cast } from '../support/shipments';
import { binary, pdfText } from '../invoices/pdf-text';
import { minutesAgo } from './cold-chain-kit';

const { app } = buildTestApp();

// Booked at 4 °C: the band is 2-6 °C.
async function onTheRoad(): Promise<{ people: Cast; booking: Booking }> {
  const people = await cast(app);
  const booking = await outForDelivery(app, people, { goodsType: 'Food', isPerishable: true, tempControlCelsius: 4 });
  return { people, booking };
}

const reading = (token: string, id: string, celsius: number, at: string) => postEvent(app, token, id, { type: 'reading', celsius, at });
const log = async (token: string, id: string) => (await request(app).get(`/api/v1/bookings/${id}/readings`).set(bearer(token))).body.data as TemperatureLog;
const verify = (digest: string) => request(app).get(`/api/v1/temperature-reports/${digest}`);

describe('GET /temperature-reports/{digest} (decision 0084)', () => {
  it('when the last reading is 9.5 °C and the excursion is still open, then time in band counts it up to now on the log, the verify page and public tracking alike', async () => {
    const { people, booking } = await onTheRoad();
    await reading(people.driver.token, booking._id, 4, minutesAgo(60));
    await reading(people.driver.token, booking._id, 5, minutesAgo(30));
    await reading(people.driver.token, booking._id, 9.5, minutesAgo(10));

    const owner = await log(people.customer.token, booking._id);
    // In band 50 minutes of 60: never the 100 % the last reading alone would leave.
    expect(owner.timeInBandPercent).toBeGreaterThan(82.5);
    expect(owner.timeInBandPercent).toBeLessThanOrEqual(83.4);
    expect(owner.verdict).toBe('excursion-open');
    expect(owner.excursions).toMatchObject([{ closedAt: null, peakCelsius: 9.5 }]);

    const res = await verify(owner.reportDigest!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      timeInBandPercent: owner.timeInBandPercent,
      verdict: 'excursion-open',
      excursions: [{ closedAt: null, peakCelsius: 9.5, disposition: null }],
      supersededBy: null,
    });

    // The report PDF the customer downloads prints the same figure, as of its issue.
    const pdf = await binary(request(app).get(`/api/v1/bookings/${booking._id}/temperature-report.pdf`).set(bearer(people.customer.token)));
    expect(pdf.status).toBe(200);
    expect((await pdfText(pdf.body as Buffer)).text).toContain(`${owner.timeInBandPercent}% as of`);

    const tracked = await request(app).get(`/api/v1/tracking/${booking.trackingNumber}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.temperature).toMatchObject({ verdict: 'excursion-open' });
    expect(Math.abs(tracked.body.data.temperature.timeInBandPercent - owner.timeInBandPercent!)).toBeLessThanOrEqual(0.1);
  });

  it('when a later report of the same shipment exists, then the older digest names it in supersededBy and the latest answers null', async () => {
    const { people, booking } = await onTheRoad();
    await reading(people.driver.token, booking._id, 4, minutesAgo(30));
    await reading(people.driver.token, booking._id, 9.5, minutesAgo(20));
    const first = (await log(people.customer.token, booking._id)).reportDigest!;
    await reading(people.driver.token, booking._id, 4.5, minutesAgo(5));
    const second = (await log(people.customer.token, booking._id)).reportDigest!;
    expect(second).not.toBe(first);

    const older = await verify(first);
    expect(older.status).toBe(200);
    expect(older.body.data).toMatchObject({ supersededBy: second, verdict: 'excursion-open', readings: 2 });
    const latest = await verify(second);
    expect(latest.body.data).toMatchObject({ supersededBy: null, verdict: 'excursion-closed', readings: 3 });
    expect(Date.parse(latest.body.data.issuedAt)).toBeGreaterThanOrEqual(Date.parse(older.body.data.issuedAt));
  });
});
