import { findExcursions, temperatureBand, type TemperatureLog } from '@meridian/contracts';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bookingPayload } from '../support/app';
import { GIVE_UP_AFTER_MS, sleep, useCrashCluster } from '../support/crash-cluster';

// Decisions 0069 and 0075: a sensor batch is stored per booking, then moves the excursions, then their announcements
// run. One API process (the production entry) on the embedded engine in its own process is killed with SIGKILL at
// random moments while a truck's sensor sends its batches for the two bookings it carries, twice, and started again
// each time. The sensor resends a batch until it has an answer, as a device's queue does. Each log must
// hold every reading once, the perishable booking's excursions must be exactly those of its readings, and each of
// their openings and closings must be told once.

const BATCHES = 24;
const PER_BATCH = 50;
const KILLS = 2;
const CELSIUS = 5;

const crash = useCrashCluster({ EVENT_SWEEP_EVERY_MS: '1000', EVENT_SWEEP_GRACE_MS: '2000' });
const { call, account } = crash;
const db = () => crash.db().db();


/** Two warm spells: readings 300-339 (a whole batch's worth, across two) and 800-814 above the 3-7 °C band. */
const celsiusAt = (i: number) => ((i >= 300 && i < 340) || (i >= 800 && i < 815) ? 9.5 : CELSIUS + (i % 4) / 4);

describe('telemetry when the API process is killed mid-flight', () => {
  it('when the only API process is killed twice while a sensor sends 24 batches for a truck carrying two bookings, then each log holds every reading once and each excursion is told once', async () => {
    const operator = await account('operator');
    const driver = await account('driver');
    const customer = await account();
    const perishable = await call<{ _id: string }>('POST', '/bookings', { token: customer.token, body: bookingPayload({ goodsType: 'Food', isPerishable: true, tempControlCelsius: CELSIUS }) });
    const dry = await call<{ _id: string }>('POST', '/bookings', { token: customer.token, body: bookingPayload() });
    expect([perishable.status, dry.status]).toEqual([201, 201]);
    const vehicleId = `TRK-CRASH-${process.pid}`;
    const ids = [perishable.data._id, dry.data._id].map((id) => new ObjectId(id));
    await db()
      .collection('bookings')
      .updateMany(
        { _id: { $in: ids } },
        { $set: { status: 'in-transit', milestone: 'picked-up', assignment: { driverId: new ObjectId(driver.id), driverName: 'Diego Ramos', driverPhone: '+1 410 555 0192', vehicleId, vehicleType: 'truck', assignedAt: new Date(Date.now() - 3 * 3_600_000) } } },
      );
    const issued = await call<{ key: string }>('POST', '/ops/device-keys', { token: operator.token, body: { vehicleId } });
    expect(issued.status).toBe(201);

    const start = Date.now() - 2 * 3_600_000;
    const readings = Array.from({ length: BATCHES * PER_BATCH }, (_, i) => ({ at: new Date(start + i * 1000).toISOString(), celsius: celsiusAt(i) }));
    let sends = 0;
    // The device's queue: one batch at a time, each resent until the API answers it.
    const { startedAt, killedAt } = await crash.killDuring({ kills: KILLS, first: [20, 400], then: [200, 1_500], convergeWithinMs: GIVE_UP_AFTER_MS }, async (isStopped) => {
      for (let b = 0; b < BATCHES && !isStopped(); b += 1) {
        const batch = readings.slice(b * PER_BATCH, (b + 1) * PER_BATCH);
        for (;;) {
          if (isStopped()) return;
          sends += 1;
          try {
            const res = await call('POST', '/telemetry/readings', { body: { readings: batch }, headers: { 'x-device-key': issued.data.key } });
            if (res.status === 200) break;
            if (res.status < 500) throw new Error(`batch ${b}: unexpected ${res.status} ${JSON.stringify(res.data)}`);
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('batch ')) throw error;
          }
          await sleep(200);
        }
      }
    });

    // The sweep announces what a kill left recorded; wait until nothing is pending and both spells were told.
    const told = (event: string) => db().collection('notifications').countDocuments({ userId: new ObjectId(customer.id), bookingId: ids[0], event });
    const pending = async () => (await db().collection('excursion_states').findOne({ bookingId: ids[0] }))?.pendingTransitions?.length ?? 0;
    while (Date.now() - startedAt < GIVE_UP_AFTER_MS && ((await pending()) > 0 || (await told('excursion-opened')) < 2 || (await told('excursion-closed')) < 2)) await sleep(500);
    console.warn(`[telemetry crash test] batches ${BATCHES}, kills ${KILLS} (at ${killedAt.join(', ')} ms), sends ${sends}, settled after ${Date.now() - startedAt} ms`);

    for (const id of ids) {
      const log = await call<TemperatureLog>('GET', `/bookings/${String(id)}/readings`, { token: customer.token });
      expect(log.status).toBe(200);
      expect(log.data.readings.map((r) => r.at), String(id)).toEqual(readings.map((r) => r.at));
    }
    const log = (await call<TemperatureLog>('GET', `/bookings/${perishable.data._id}/readings`, { token: customer.token })).data;
    const expected = findExcursions(readings, temperatureBand(CELSIUS));
    expect(expected).toHaveLength(2);
    expect(log.excursions.map((e) => ({ openedAt: e.openedAt, closedAt: e.closedAt, peakCelsius: e.peakCelsius }))).toEqual(
      expected.map((e) => ({ openedAt: e.openedAt, closedAt: e.closedAt, peakCelsius: e.peakCelsius })),
    );
    expect(await pending()).toBe(0);
    expect(await told('excursion-opened')).toBe(2);
    expect(await told('excursion-closed')).toBe(2);
  });
});
