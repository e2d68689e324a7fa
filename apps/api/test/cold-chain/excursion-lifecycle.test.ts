import { createHash } from 'node:crypto';
import {
  canonicalTemperatureReport,
  EXCURSION_ALREADY_ACKNOWLEDGED,
  formatTrackingNumber,
  meanKineticCelsius,
  temperatureBand,
  type Booking,
  type Excursion,
  type TemperatureLog,
} from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ExcursionStateModel } from '../../src/modules/cold-chain/excursion-state.model';
import { ReadingModel } from '../../src/modules/cold-chain/readings.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { binary, pdfText } from '../invoices/pdf-text';
import { bearer, buildTestApp, signUp } from '../support/app';
import { cast, move, outForDelivery, postEvent, SIGNATURE, type Cast } from '../support/shipments';
import { issueKey, minutesAgo, postReadings } from './cold-chain-kit';

const { app } = buildTestApp();
const { ObjectId } = mongoose.Types;

// The issue's journey: booked at 4 °C, so the band is 2-6 °C.
async function onTheRoad(): Promise<{ people: Cast; booking: Booking }> {
  const people = await cast(app);
  const booking = await outForDelivery(app, people, { goodsType: 'Food', isPerishable: true, tempControlCelsius: 4 });
  return { people, booking };
}

const reading = (token: string, id: string, celsius: number, at?: string) => postEvent(app, token, id, { type: 'reading', celsius, ...(at ? { at } : {}) });
const log = async (token: string, id: string) => (await request(app).get(`/api/v1/bookings/${id}/readings`).set(bearer(token))).body.data as TemperatureLog;
const acknowledge = (token: string, id: string, excursionId: string, body: Record<string, unknown> = { disposition: 'released', note: 'Stability data allows 4 h above 6 °C' }) =>
  request(app).post(`/api/v1/bookings/${id}/excursions/${excursionId}/acknowledgement`).set(bearer(token)).send(body);
const deliver = (people: Cast, booking: Booking) => move(app, people.driver.token, booking, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });

/** The four readings of the issue, a minute apart, ending a minute ago. */
async function fourReadings(people: Cast, booking: Booking) {
  const series = [4, 9.5, 4.2, 9.0].map((celsius, i) => ({ celsius, at: minutesAgo(5 - i) }));
  const answers = [];
  for (const r of series) answers.push(await reading(people.driver.token, booking._id, r.celsius, r.at));
  return { series, answers };
}

describe('the answer to a reading', () => {
  it('when the driver posts 9.5 °C in a 2-6 °C band, then the answer says out of band with the band, and operators are notified', async () => {
    const { people, booking } = await onTheRoad();
    const res = await reading(people.driver.token, booking._id, 9.5);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ inBand: false, band: { min: 2, max: 6, target: 4, tolerance: 2 }, duplicate: false, reading: { celsius: 9.5, source: 'driver' } });
    expect(res.body.data.excursion).toMatchObject({ closedAt: null, closedBy: null, peakCelsius: 9.5, direction: 'above', acknowledgement: null });
    expect(res.body.data).not.toHaveProperty('transitions');
    const staffNote = await NotificationModel.findOne({ userId: new ObjectId(people.operator.id), event: 'excursion-opened', bookingId: new ObjectId(booking._id) }).lean();
    expect(staffNote?.message).toContain('9.5 °C');

    const fine = await reading(people.driver.token, booking._id, 4.2);
    expect(fine.body.data).toMatchObject({ inBand: true, excursion: null });
  });

  it('when a reading is re-sent with the same time, then it is stored once and reopens nothing', async () => {
    const { people, booking } = await onTheRoad();
    const at9 = minutesAgo(3);
    await reading(people.driver.token, booking._id, 9.5, at9);
    await reading(people.driver.token, booking._id, 4.2, minutesAgo(2));
    const again = await reading(people.driver.token, booking._id, 9.5, at9);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ duplicate: true, inBand: false, excursion: null });
    expect(await ReadingModel.countDocuments({ bookingId: new ObjectId(booking._id) })).toBe(2);
    const { excursions } = await log(people.customer.token, booking._id);
    expect(excursions).toHaveLength(1);
    expect(excursions[0]).toMatchObject({ closedBy: 'reading' });
  });
});

describe('excursions close', () => {
  it('when readings go 4, 9.5, 4.2, 9.0 and the booking is delivered, then the first closes by reading and the second at delivery', async () => {
    const { people, booking } = await onTheRoad();
    const { series } = await fourReadings(people, booking);
    const delivered = await deliver(people, booking);
    const { excursions } = await log(people.customer.token, booking._id);
    expect(excursions).toEqual([
      expect.objectContaining({ openedAt: series[1]!.at, closedAt: series[2]!.at, closedBy: 'reading', peakCelsius: 9.5 }),
      expect.objectContaining({ openedAt: series[3]!.at, closedAt: delivered.proofOfDelivery!.deliveredAt, closedBy: 'delivery', peakCelsius: 9 }),
    ]);
    expect(new Set(excursions.map((e) => e.id)).size).toBe(2);
    const state = await ExcursionStateModel.findOne({ bookingId: new ObjectId(booking._id) }).lean();
    expect(state?.sealedAt).toEqual(new Date(delivered.proofOfDelivery!.deliveredAt));
  });

  it('when a sensor batch for the delivered booking arrives late, then nothing reopens', async () => {
    const { people, booking } = await onTheRoad();
    const key = await issueKey(app, people.operator.token, 'TRK-42');
    await reading(people.driver.token, booking._id, 9.5, minutesAgo(3));
    // The batch is read for the booking while it is carried, then delivery seals the state before it is applied.
    await deliver(people, booking);
    await postReadings(app, key.key, [{ at: minutesAgo(1), celsius: 12 }]);
    const { excursions } = await log(people.customer.token, booking._id);
    expect(excursions.every((e) => e.closedAt !== null)).toBe(true);
  });

  it('when the booking is cancelled during an excursion, then it closes at the cancellation', async () => {
    const { people, booking } = await onTheRoad();
    await reading(people.driver.token, booking._id, 9.5, minutesAgo(2));
    const res = await postEvent(app, people.operator.token, booking._id, { type: 'cancel', version: booking.version, reason: 'Receiver refused the consignment' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { excursions } = await log(people.customer.token, booking._id);
    expect(excursions[0]).toMatchObject({ closedBy: 'cancellation' });
    expect(excursions[0]!.closedAt).not.toBeNull();
  });
});

describe('the customer is e-mailed and notified', () => {
  it('when an excursion opens and closes, then the owner gets one queued mail each, naming the reading, band, time and tracking number', async () => {
    const { people, booking } = await onTheRoad();
    const at = minutesAgo(3);
    await reading(people.driver.token, booking._id, 9.5, at);
    await reading(people.driver.token, booking._id, 4.2, minutesAgo(2));
    const { excursions } = await log(people.customer.token, booking._id);
    const id = excursions[0]!.id;
    const mails = await MailMessageModel.find({ dedupeKey: mongoose.trusted({ $in: [`excursion:${id}:excursion-opened`, `excursion:${id}:excursion-closed`] }) }).lean();
    expect(mails).toHaveLength(2);
    const opened = mails.find((m) => m.dedupeKey!.endsWith('opened'))!;
    const data = opened.data as { trackingNumber: string; detail: string; rows: [string, string][] };
    expect(data.trackingNumber).toBe(formatTrackingNumber(booking.trackingNumber));
    expect(data.detail).toContain('9.5 °C');
    expect(data.detail).toContain('2 °C to 6 °C');
    expect(data.detail).toContain(`${at.slice(0, 16).replace('T', ' ')} UTC`);
    const owner = await request(app).get('/api/v1/user/me').set(bearer(people.customer.token));
    expect(opened.to).toBe(owner.body.data?.email ?? opened.to);
    const notes = await NotificationModel.find({ userId: new ObjectId(people.customer.id), bookingId: new ObjectId(booking._id) }).lean();
    expect(notes.map((n) => n.event)).toEqual(expect.arrayContaining(['excursion-opened', 'excursion-closed']));
  });
});

describe('POST /bookings/{id}/excursions/{excursionId}/acknowledgement', () => {
  async function closedExcursion() {
    const { people, booking } = await onTheRoad();
    await reading(people.driver.token, booking._id, 9.5, minutesAgo(3));
    await reading(people.driver.token, booking._id, 4.2, minutesAgo(2));
    const [excursion] = (await log(people.operator.token, booking._id)).excursions as [Excursion];
    return { people, booking, excursion };
  }

  it('when a customer or a driver acknowledges, then 403; an operator once, then 409', async () => {
    const { people, booking, excursion } = await closedExcursion();
    expect((await acknowledge(people.customer.token, booking._id, excursion.id)).status).toBe(403);
    expect((await acknowledge(people.driver.token, booking._id, excursion.id)).status).toBe(403);
    const first = await acknowledge(people.operator.token, booking._id, excursion.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.acknowledgement).toMatchObject({ by: people.operator.id, byName: 'Olive Operator', disposition: 'released', note: 'Stability data allows 4 h above 6 °C' });
    const second = await acknowledge(people.operator.token, booking._id, excursion.id, { disposition: 'discarded' });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(EXCURSION_ALREADY_ACKNOWLEDGED);
    const { excursions } = await log(people.customer.token, booking._id);
    expect(excursions[0]!.acknowledgement).toMatchObject({ disposition: 'released', byName: 'Olive Operator' });
    const told = await NotificationModel.findOne({ userId: new ObjectId(people.customer.id), event: 'excursion-acknowledged' }).lean();
    expect(told?.message).toContain('released');
    expect(await MailMessageModel.countDocuments({ dedupeKey: `excursion:${excursion.id}:excursion-acknowledged` })).toBe(1);
  });

  it('when two operators acknowledge at the same moment, then exactly one lands and the other gets 409', async () => {
    const { people, booking, excursion } = await closedExcursion();
    const answers = await Promise.all(
      (['released', 'quarantined', 'discarded'] as const).map((disposition) => acknowledge(people.operator.token, booking._id, excursion.id, { disposition })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data.acknowledgement.disposition;
    expect((await log(people.customer.token, booking._id)).excursions[0]!.acknowledgement?.disposition).toBe(winner);
  });

  it('when the excursion or the disposition is unknown, then 404 or 400', async () => {
    const { people, booking, excursion } = await closedExcursion();
    expect((await acknowledge(people.operator.token, booking._id, new ObjectId().toHexString())).status).toBe(404);
    expect((await acknowledge(people.operator.token, booking._id, 'nope')).status).toBe(404);
    const bad = await acknowledge(people.operator.token, booking._id, excursion.id, { disposition: 'kept' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('disposition');
  });

  it('when an operator opens the console list, then excursions still to acknowledge come first; customers get 403', async () => {
    const { people, booking, excursion } = await closedExcursion();
    await reading(people.driver.token, booking._id, 10, minutesAgo(1));
    await acknowledge(people.operator.token, booking._id, excursion.id);
    const res = await request(app).get('/api/v1/ops/excursions').set(bearer(people.operator.token));
    expect(res.status).toBe(200);
    const mine = (res.body.data.records as { bookingId: string; excursion: Excursion; trackingNumber: string }[]).filter((r) => r.bookingId === booking._id);
    expect(mine.map((r) => [r.excursion.closedAt === null, r.excursion.acknowledgement === null])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(mine[0]!.trackingNumber).toBe(formatTrackingNumber(booking.trackingNumber));
    expect((await request(app).get('/api/v1/ops/excursions').set(bearer(people.customer.token))).status).toBe(403);
  });
});

describe('the log summary and the digest anyone can verify', () => {
  it('when the log is read, then it carries min, max, MKT, time in band and the SHA-256 of the canonical report', async () => {
    const { people, booking } = await onTheRoad();
    const { series } = await fourReadings(people, booking);
    const data = await log(people.customer.token, booking._id);
    expect(data).toMatchObject({ minCelsius: 4, maxCelsius: 9.5 });
    expect(data.meanKineticCelsius).toBeCloseTo(meanKineticCelsius([4, 9.5, 4.2, 9])!, 2);
    // 4 -> 9.5 -> 4.2 -> 9.0 one minute apart, the last two minutes ago and still open: in band two minutes of five
    // (decision 0084: the open excursion counts up to now; the request's own seconds move it a little).
    expect(data.timeInBandPercent).toBeGreaterThan(38);
    expect(data.timeInBandPercent).toBeLessThanOrEqual(40);
    expect(data.verdict).toBe('excursion-open');
    const expected = createHash('sha256')
      .update(canonicalTemperatureReport({ trackingNumber: booking.trackingNumber, band: temperatureBand(4), readings: series.map((r) => ({ ...r, source: 'driver' })) }))
      .digest('hex');
    expect(data.reportDigest).toBe(expected);
  });

  it('when a stranger looks the digest up, then the summary answers with no personal data; an unknown digest is 404', async () => {
    const { people, booking } = await onTheRoad();
    const { series } = await fourReadings(people, booking);
    await deliver(people, booking);
    const { reportDigest, excursions } = await log(people.customer.token, booking._id);
    await acknowledge(people.operator.token, booking._id, excursions[0]!.id, { disposition: 'quarantined', note: 'Call Dr. Secret at +1 555 0100' });

    const res = await request(app).get(`/api/v1/temperature-reports/${reportDigest!.toUpperCase()}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      trackingNumber: booking.trackingNumber,
      band: { target: 4, min: 2, max: 6, tolerance: 2 },
      readings: 4,
      firstAt: series[0]!.at,
      lastAt: series[3]!.at,
      minCelsius: 4,
      maxCelsius: 9.5,
      meanKineticCelsius: expect.any(Number),
      timeInBandPercent: expect.any(Number),
      excursions: [
        { openedAt: series[1]!.at, closedAt: series[2]!.at, peakCelsius: 9.5, disposition: 'quarantined' },
        { openedAt: series[3]!.at, closedAt: expect.any(String), peakCelsius: 9, disposition: null },
      ],
      verdict: 'excursion-closed',
      issuedAt: expect.any(String),
      supersededBy: null,
    });
    // Closed at delivery about two minutes after the last reading: in band two minutes of about five.
    expect(res.body.data.timeInBandPercent).toBeGreaterThan(38);
    expect(res.body.data.timeInBandPercent).toBeLessThanOrEqual(40);
    const text = JSON.stringify(res.body);
    for (const secret of ['Secret', 'Olive', 'Diego', 'Rae', '@', booking.pickupLocation.address]) expect(text).not.toContain(secret);

    expect((await request(app).get(`/api/v1/temperature-reports/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await request(app).get('/api/v1/temperature-reports/not-a-digest')).status).toBe(404);
  });
});

describe('GET /bookings/{id}/temperature-report.pdf', () => {
  it('when the owner downloads it, then the PDF names the shipment, band, statistics, each excursion with acknowledgement, and the full digest', async () => {
    const { people, booking } = await onTheRoad();
    await fourReadings(people, booking);
    await deliver(people, booking);
    const { reportDigest, excursions } = await log(people.customer.token, booking._id);
    await acknowledge(people.operator.token, booking._id, excursions[0]!.id, { disposition: 'released', note: 'Within stability budget' });

    const res = await binary(request(app).get(`/api/v1/bookings/${booking._id}/temperature-report.pdf`).set(bearer(people.customer.token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Temperature Report',
      formatTrackingNumber(booking.trackingNumber),
      '2 °C to 6 °C',
      '4 (4 driver)',
      'Time in band',
      'Verdict',
      'Back in band after an excursion',
      // Helvetica in a PDF has no Greek: the formula's constant is said in words that survive (a Δ came out garbled).
      'Mean kinetic temp.',
      '(USP <1079>, activation energy 83.144 kJ/mol)',
      'Excursion 1',
      'Excursion 2',
      'back in band',
      'at delivery',
      'peak 9.5 °C',
      'Released',
      'Within stability budget',
      'Not yet acknowledged',
      reportDigest!,
    ]) {
      expect(flat).toContain(expected);
    }
    expect(text.replace(/\s+/g, '')).toContain(`/verify/${reportDigest}`);
    // Every copy states the figure the digest was first issued with, which the verify page answers too.
    const verified = (await request(app).get(`/api/v1/temperature-reports/${reportDigest}`)).body.data;
    expect(flat).toContain(`Time in band ${verified.timeInBandPercent}% as of`);
  });

  it('when the assigned driver or a stranger asks, then 404; staff may', async () => {
    const { people, booking } = await onTheRoad();
    await reading(people.driver.token, booking._id, 5);
    const stranger = await signUp(app);
    expect((await request(app).get(`/api/v1/bookings/${booking._id}/temperature-report.pdf`).set(bearer(people.driver.token))).status).toBe(404);
    expect((await request(app).get(`/api/v1/bookings/${booking._id}/temperature-report.pdf`).set(bearer(stranger.token))).status).toBe(404);
    expect((await binary(request(app).get(`/api/v1/bookings/${booking._id}/temperature-report.pdf`).set(bearer(people.operator.token)))).status).toBe(200);
  });
});

describe('the proof of delivery tells the truth', () => {
  it('when the shipment had excursions, then the PDF states the band, time in band and each excursion, never "kept at"', async () => {
    const { people, booking } = await onTheRoad();
    await fourReadings(people, booking);
    await deliver(people, booking);
    const res = await binary(request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery`).set(bearer(people.customer.token)));
    expect(res.status).toBe(200);
    const flat = (await pdfText(res.body as Buffer)).text.replace(/\s+/g, ' ');
    expect(flat).not.toContain('kept at');
    expect(flat).toContain('2 °C to 6 °C');
    expect(Number(/Time in band ([\d.]+)%/.exec(flat)?.[1])).toBeGreaterThan(38);
    expect(Number(/Time in band ([\d.]+)%/.exec(flat)?.[1])).toBeLessThanOrEqual(40);
    expect(flat).toContain('1. above the band');
    expect(flat).toContain('2. above the band');
    expect(flat).toContain('(at delivery)');
  });

  it('when every reading stayed in band, then it says "No excursion"', async () => {
    const { people, booking } = await onTheRoad();
    await reading(people.driver.token, booking._id, 4, minutesAgo(2));
    await reading(people.driver.token, booking._id, 5, minutesAgo(1));
    await deliver(people, booking);
    const res = await binary(request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery`).set(bearer(people.customer.token)));
    const flat = (await pdfText(res.body as Buffer)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('No excursion');
    expect(flat).toContain('100%');
  });
});
