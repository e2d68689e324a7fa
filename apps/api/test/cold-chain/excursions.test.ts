import { findExcursions, temperatureBand, type Booking } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/lib/domain-events';
import { ExcursionStateModel } from '../../src/modules/cold-chain/excursion-state.model';
import { applyReadingsToExcursions } from '../../src/modules/cold-chain/excursions.service';
import { ReadingModel } from '../../src/modules/cold-chain/readings.model';
import { findReadings } from '../../src/modules/cold-chain/readings.repository';
import { recordDriverReading } from '../../src/modules/cold-chain/readings.service';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { assignVehicle, issueKey, minutesAgo, postReadings, sensorOnTheRoad, signUpAs, uniqueVehicle } from './cold-chain-kit';

type ExcursionEvent = Extract<DomainEvent, { kind: 'excursion-opened' | 'excursion-closed' }>;
let events: ExcursionEvent[] = [];
const listener = {
  name: 'test-excursion-listener',
  async handle(event: DomainEvent) {
    if (event.kind === 'excursion-opened' || event.kind === 'excursion-closed') events.push(event);
  },
};
const { app, composition } = buildTestApp({}, { extraHandlers: [listener] });
const bus = composition.events;
afterEach(() => {
  events = [];
});

const eventsFor = (bookingId: string) => events.filter((e) => e.booking._id === bookingId).map((e) => ({ kind: e.kind, celsius: e.celsius, at: e.at }));
const stateOf = (bookingId: string) => ExcursionStateModel.findOne({ bookingId: new mongoose.Types.ObjectId(bookingId) }).lean();

async function carriedBooking(celsius = 5) {
  const { ops, driver, customer, booking, key } = await sensorOnTheRoad(app, celsius);
  const fresh = (await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(customer.token))).body.data as Booking;
  return { ops, driver, customer, booking: fresh, key };
}

describe('excursions (band = set temperature ± 2 °C)', () => {
  it('when readings leave the band and come back, then one excursion opens and closes, with exactly one event each', async () => {
    const { key, booking } = await carriedBooking(5);
    const series = [5, 6, 9, 11, 8, 7, 5].map((celsius, i) => ({ at: minutesAgo(60 - i * 5), celsius }));
    // Sent out of order and split over two batches: each batch is sorted by time before it moves the excursion.
    await postReadings(app, key, series.slice(0, 4).reverse());
    expect(eventsFor(booking._id)).toEqual([{ kind: 'excursion-opened', celsius: 9, at: series[2]!.at }]);
    await postReadings(app, key, series.slice(4));
    expect(eventsFor(booking._id)).toEqual([
      { kind: 'excursion-opened', celsius: 9, at: series[2]!.at },
      { kind: 'excursion-closed', celsius: 7, at: series[5]!.at },
    ]);
    const opened = events.find((e) => e.booking._id === booking._id)!;
    expect(opened.band).toEqual({ min: 3, max: 7 });
    expect(opened.booking.trackingNumber).toBe(booking.trackingNumber);

    const state = await stateOf(booking._id);
    expect(state?.excursions).toEqual([
      {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        openedAt: new Date(series[2]!.at),
        closedAt: new Date(series[5]!.at),
        closedBy: 'reading',
        peakCelsius: 11,
        direction: 'above',
        acknowledgement: null,
      },
    ]);
    // The stored state is what the contracts' reference function finds over the whole log.
    expect(findExcursions(series, temperatureBand(5))).toEqual([
      { openedAt: series[2]!.at, closedAt: series[5]!.at, peakCelsius: 11, direction: 'above' },
    ]);
  });

  it('when many readings stay outside the band, then only the first publishes (not one event per reading)', async () => {
    const { key, booking } = await carriedBooking(-20);
    await postReadings(app, key, [-15, -14, -12, -13].map((celsius, i) => ({ at: minutesAgo(30 - i), celsius })));
    await postReadings(app, key, [-11, -16].map((celsius, i) => ({ at: minutesAgo(20 - i), celsius })));
    expect(eventsFor(booking._id).map((e) => e.kind)).toEqual(['excursion-opened']);
    expect((await stateOf(booking._id))?.excursions).toMatchObject([{ peakCelsius: -11, closedAt: null, direction: 'above' }]);
  });

  it('when the same batch is resent, then no event is published again', async () => {
    const { key, booking } = await carriedBooking(5);
    const batch = [5, 12, 5].map((celsius, i) => ({ at: minutesAgo(10 - i), celsius }));
    await postReadings(app, key, batch);
    await postReadings(app, key, batch);
    expect(eventsFor(booking._id).map((e) => e.kind)).toEqual(['excursion-opened', 'excursion-closed']);
  });

  it('when two batches race on one booking, then the excursion opens exactly once', async () => {
    const { key, booking } = await carriedBooking(5);
    const batches = Array.from({ length: 6 }, (_, b) => [{ at: minutesAgo(30 - b), celsius: 10 + b }]);
    const answers = await Promise.all(batches.map((batch) => postReadings(app, key, batch)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(eventsFor(booking._id).map((e) => e.kind)).toEqual(['excursion-opened']);
    expect((await stateOf(booking._id))?.excursions).toHaveLength(1);
  });

  it('when twenty writers race the same readings into the excursion state, then each transition is published once', async () => {
    const { booking } = await carriedBooking(5);
    const readings = [5, 10, 5].map((celsius, i) => ({ at: new Date(Date.now() - (10 - i) * 60_000), celsius }));
    const results = await Promise.all(Array.from({ length: 20 }, () => applyReadingsToExcursions(bus, booking, readings)));
    expect(results.flat().map((t) => t.kind).sort()).toEqual(['excursion-closed', 'excursion-opened']);
    expect(eventsFor(booking._id)).toHaveLength(2);
  });

  it('when a late reading (older than the newest counted) arrives, then it is stored but opens or closes nothing', async () => {
    const { key, booking } = await carriedBooking(5);
    await postReadings(app, key, [{ at: minutesAgo(10), celsius: 5 }, { at: minutesAgo(5), celsius: 5 }]);
    const late = await postReadings(app, key, [{ at: minutesAgo(7), celsius: 15 }]);
    expect(late.body.data).toEqual({ accepted: 1, duplicates: 0, unassigned: 0 });
    expect(eventsFor(booking._id)).toEqual([]);
    expect((await stateOf(booking._id))?.excursions).toEqual([]);
    expect(await findReadings(booking._id)).toHaveLength(3);
  });

  it('when the booking is not perishable, then readings are stored but no excursion state or event exists', async () => {
    const ops = await signUpAs(app, 'operator');
    const driver = await signUpAs(app, 'driver');
    const customer = await signUp(app);
    const vehicleId = uniqueVehicle();
    const booking = await createBooking(app, customer.token);
    await assignVehicle(booking._id, vehicleId, driver.user._id);
    const { key } = await issueKey(app, ops.token, vehicleId);
    const res = await postReadings(app, key, [{ at: minutesAgo(2), celsius: 40 }]);
    expect(res.body.data.accepted).toBe(1);
    expect(eventsFor(booking._id)).toEqual([]);
    expect(await stateOf(booking._id)).toBeNull();
  });
});

describe('recordDriverReading (the events endpoint’s type "reading")', () => {
  it('when a driver records a reading outside the band, then it is stored as a driver reading and opens an excursion once', async () => {
    const { driver, booking } = await carriedBooking(2);
    const actor = { id: driver.user._id, role: 'driver' as const };
    const first = await recordDriverReading(bus, booking, actor, { celsius: 6.5, note: 'Door left open' });
    expect(first.reading).toMatchObject({ celsius: 6.5, source: 'driver' });
    expect(first.transitions.map((t) => t.kind)).toEqual(['excursion-opened']);
    const second = await recordDriverReading(bus, booking, actor, { celsius: 7 });
    expect(second.transitions).toEqual([]);
    const stored = await ReadingModel.find({ bookingId: new mongoose.Types.ObjectId(booking._id) }).sort({ at: 1 }).lean();
    expect(stored.map((r) => [r.celsius, r.source, String(r.recordedBy)])).toEqual([
      [6.5, 'driver', driver.user._id],
      [7, 'driver', driver.user._id],
    ]);
    expect(stored[0]?.note).toBe('Door left open');
    expect(eventsFor(booking._id).map((e) => e.kind)).toEqual(['excursion-opened']);
  });

  it('when an operator records a reading, then its source is operator', async () => {
    const { ops, booking } = await carriedBooking(5);
    const { reading } = await recordDriverReading(bus, booking, { id: ops.user._id, role: 'operator' }, { celsius: 5, at: minutesAgo(1) });
    expect(reading.source).toBe('operator');
  });

  it('when the reading is from the future, then it is refused with 400 naming at, and nothing is stored', async () => {
    const { driver, booking } = await carriedBooking(5);
    await expect(recordDriverReading(bus, booking, { id: driver.user._id, role: 'driver' }, { celsius: 5, at: minutesAgo(-5) })).rejects.toMatchObject({
      status: 400,
      fields: { at: 'This reading is from the future; check the device clock' },
    });
    expect(await ReadingModel.countDocuments({ bookingId: new mongoose.Types.ObjectId(booking._id) })).toBe(0);
  });

  it('when the booking is delivered or not yet confirmed, then it answers 409', async () => {
    const { driver, booking } = await carriedBooking(5);
    const actor = { id: driver.user._id, role: 'driver' as const };
    await expect(recordDriverReading(bus, { ...booking, status: 'delivered', milestone: 'delivered' }, actor, { celsius: 5 })).rejects.toMatchObject({ status: 409 });
    await expect(recordDriverReading(bus, { ...booking, status: 'pending', milestone: 'booked' }, actor, { celsius: 5 })).rejects.toMatchObject({ status: 409 });
  });
});
