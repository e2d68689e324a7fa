import type { TemperatureLog } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../support/app';
import { cast, outForDelivery, postEvent } from '../support/shipments';
import { minutesAgo } from '../cold-chain/cold-chain-kit';
import { verified } from './documents-kit';

const { app } = buildTestApp();

describe('GET /documents/{digest} serves temperature reports too (decision 0103)', () => {
  it('when the digest is a temperature report’s, then the one verify route answers it, and the old route still does', async () => {
    const people = await cast(app);
    const booking = await outForDelivery(app, people, { goodsType: 'Food', isPerishable: true, tempControlCelsius: 4 });
    await postEvent(app, people.driver.token, booking._id, { type: 'reading', celsius: 4, at: minutesAgo(20) });
    const log = (await request(app).get(`/api/v1/bookings/${booking._id}/readings`).set(bearer(people.customer.token))).body.data as TemperatureLog;
    const digest = log.reportDigest!;

    const answer = await verified(app, digest);
    expect(answer).toMatchObject({ type: 'temperature-report', trackingNumber: booking.trackingNumber, superseded: false, report: { readings: 1, supersededBy: null } });
    const old = await request(app).get(`/api/v1/temperature-reports/${digest}`);
    expect(old.status).toBe(200);
    expect(old.body.data).toEqual(answer.type === 'temperature-report' ? answer.report : null);
  });
});
