import { SAMPLE_TRACKING_NUMBERS, TIMELINE_STEPS, TRACKING_NOT_FOUND, trackingShipmentSchema, type Milestone } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { newTrackingNumber } from '../../src/modules/bookings/bookings.service';
import { seedDemoData } from '../../src/seed/seed';
import { seedStaff } from '../../src/seed/staff';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();
const track = (number: string) => request(app).get(`/api/v1/tracking/${encodeURIComponent(number)}`);

/** Writes one move straight through the model, as the events endpoint would record it. */
async function pushMilestone(id: string, milestone: Milestone, status: string, at: Date, extra: Record<string, unknown> = {}) {
  await BookingModel.updateOne(
    { _id: id },
    {
      $set: { milestone, status, ...extra },
      $push: { statusHistory: { status, milestone, at, by: new mongoose.Types.ObjectId(), byName: 'Olivia Ops', byRole: 'operator', note: 'Gate 7, ask for Bob' } },
    },
  ).exec();
}


describe('GET /api/v1/tracking/{trackingNumber}', () => {
  it('when a stranger looks up a new booking, then it answers the public shape with the first step pending', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const res = await track(booking.trackingNumber);
    expect(res.status).toBe(200);
    const shipment = trackingShipmentSchema.parse(res.body.data);
    expect(shipment).toMatchObject({
      id: booking.trackingNumber,
      status: 'Pending',
      statusCode: 'pending',
      milestone: 'booked',
      estimatedDelivery: booking.estimatedDeliveryDate,
      progress: 0,
      from: { city: 'Oakland', state: 'CA', address: 'Oakland, CA', contact: 'Pat' },
      to: { city: 'Denver', state: 'CO', address: 'Denver, CO', contact: 'Rae' },
      driver: null,
      currentLocation: null,
      lastUpdated: booking.statusHistory[0]!.at,
      isPerishable: false,
      hasProofOfDelivery: false,
    });
    expect(shipment.timeline.map((s) => s.status)).toEqual(TIMELINE_STEPS.map((s) => s.status));
    expect(shipment.timeline.every((s) => !s.completed && s.time === null)).toBe(true);
    expect(res.body.data).not.toHaveProperty('owner');
    expect(res.body.data).not.toHaveProperty('temperature');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('when the number is typed in lower case with dashes, then it finds the same shipment', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const typed = `${booking.trackingNumber.slice(0, 2)}-${booking.trackingNumber.slice(2, 7)}-${booking.trackingNumber.slice(7)}`.toLowerCase();
    const res = await track(typed);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(booking.trackingNumber);
  });

  it('when milestones are pushed one by one, then the timeline, progress, driver and location advance with their times', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const t0 = Date.now();
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const driverId = new mongoose.Types.ObjectId();

    await pushMilestone(booking._id, 'confirmed', 'confirmed', at(1));
    let shipment = trackingShipmentSchema.parse((await track(booking.trackingNumber)).body.data);
    expect(shipment.timeline[0]).toEqual({ status: 'Booking Confirmed', time: at(1).toISOString(), completed: true, description: TIMELINE_STEPS[0].description });
    expect(shipment.timeline[1]!.completed).toBe(false);
    expect(shipment.progress).toBe(17);

    await pushMilestone(booking._id, 'assigned', 'confirmed', at(2), {
      assignment: { driverId, driverName: 'Diego Ramos', driverPhone: '+1 410 555 0192', vehicleId: 'TRK-77', vehicleType: 'truck', assignedAt: at(2) },
    });
    shipment = trackingShipmentSchema.parse((await track(booking.trackingNumber)).body.data);
    expect(shipment.driver).toEqual({ name: 'Diego', truck: 'TRK-77' });
    expect(shipment.status).toBe('Confirmed');

    await pushMilestone(booking._id, 'picked-up', 'in-transit', at(3));
    await pushMilestone(booking._id, 'in-transit', 'in-transit', at(4), { currentLocation: { place: 'Grand Junction, CO', at: at(4) } });
    shipment = trackingShipmentSchema.parse((await track(booking.trackingNumber)).body.data);
    expect(shipment).toMatchObject({ status: 'In Transit', milestone: 'in-transit', progress: 67, lastUpdated: at(4).toISOString() });
    expect(shipment.currentLocation).toEqual({ place: 'Grand Junction, CO', at: at(4).toISOString() });
    expect(shipment.timeline.map((s) => s.completed)).toEqual([true, true, true, true, false, false]);

    await pushMilestone(booking._id, 'out-for-delivery', 'in-transit', at(5));
    shipment = trackingShipmentSchema.parse((await track(booking.trackingNumber)).body.data);
    expect(shipment.delivery).toBeNull();
    expect(shipment.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await pushMilestone(booking._id, 'delivered', 'delivered', at(6), { proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: at(6), place: 'Denver, CO' } });
    shipment = trackingShipmentSchema.parse((await track(booking.trackingNumber)).body.data);
    expect(shipment).toMatchObject({ status: 'Delivered', progress: 100, hasProofOfDelivery: true });
    // Delivered means delivered (decision 0037): when, where and who (first name), no location on the road, no estimate.
    expect(shipment.delivery).toEqual({ at: at(6).toISOString(), place: 'Denver, CO', receivedBy: 'Rae' });
    expect(shipment.currentLocation).toBeNull();
    expect(shipment.estimatedDelivery).toBeNull();
    expect(shipment.timeline.map((s) => s.time)).toEqual([1, 2, 3, 4, 5, 6].map((m) => at(m).toISOString()));
    // Staff notes stay internal.
    expect(JSON.stringify(shipment)).not.toContain('Gate 7');

    const stored = await BookingModel.findById(booking._id).lean().exec();
    expect(stored?.statusHistory).toHaveLength(7);
  });

  it('when the answer is serialized, then no e-mail, phone, street, price or internal id appears in it', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    await pushMilestone(booking._id, 'assigned', 'confirmed', new Date(), {
      assignment: { driverId: new mongoose.Types.ObjectId(), driverName: 'Diego Ramos', driverPhone: '+1 410 555 0192', vehicleId: 'TRK-77', vehicleType: 'truck', assignedAt: new Date() },
      proofOfDelivery: { receiverName: 'Rae Receiver', signatureFileId: new mongoose.Types.ObjectId() },
    });
    const stored = await BookingModel.findById(booking._id).lean().exec();
    const res = await track(booking.trackingNumber);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/\+\d/);
    expect(text).not.toMatch(/555/);
    expect(text).not.toMatch(/[0-9a-f]{24}/i);
    for (const secret of ['1 Dock St', '99 Main St', 'Acme Imports', 'Lovelace', 'Ramos', 'Pickup', 'Receiver', 'Leave at loading bay', String(stored?.createdBy)]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(res.body.data).sort()).toEqual(
      // Decision 0108: the live delivery's two fields are always there, null unless out for delivery.
      ['currentLocation', 'delivery', 'driver', 'estimatedDelivery', 'eta', 'from', 'hasProofOfDelivery', 'id', 'isPerishable', 'lastUpdated', 'milestone', 'position', 'progress', 'status', 'statusCode', 'timeline', 'to'].sort(),
    );
    expect(text).not.toMatch(/price|amount|cents|createdBy|_id|version/i);
  });

  it("when the booking's owner sends their token, then the owner block adds the booking id, the driver's phone, the route, the emissions and the map's two ends", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const booking = await createBooking(app, owner.token);
    await pushMilestone(booking._id, 'assigned', 'confirmed', new Date(), {
      assignment: { driverId: new mongoose.Types.ObjectId(), driverName: 'Diego Ramos', driverPhone: '+1 410 555 0192', vehicleId: 'TRK-77', vehicleType: 'truck', assignedAt: new Date() },
    });
    const mine = await track(booking.trackingNumber).set(bearer(owner.token));
    expect(mine.status).toBe(200);
    // Decision 0099: the route and emissions as the booking stores them, for the owner only.
    expect(booking.route && booking.emissions, 'the create path stores route and emissions').toBeTruthy();
    const ends = { pickup: booking.pickupLocation.coordinates, dropoff: booking.dropoffLocation.coordinates };
    expect(ends.pickup && ends.dropoff, 'the create path places both ends').toBeTruthy();
    expect(mine.body.data.owner).toEqual({ isOwner: true, bookingId: booking._id, driverPhone: '+1 410 555 0192', route: booking.route, emissions: booking.emissions, ...ends });

    const theirs = await track(booking.trackingNumber).set(bearer(stranger.token));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).not.toHaveProperty('owner');
    expect(JSON.stringify(theirs.body)).not.toContain('0192');
    expect(JSON.stringify(theirs.body)).not.toMatch(/co2e|distanceKm|tonneKm|"lat"|"lng"/i);
  });

  it('when the token is invalid, then the lookup still answers the public shape (never 401)', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const res = await track(booking.trackingNumber).set('Authorization', 'Bearer not.a.token');
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('owner');
  });

  it('when the owner looks before a driver is assigned, then the owner block says so with a null phone', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const res = await track(booking.trackingNumber).set(bearer(owner.token));
    expect(res.body.data.owner).toEqual({
      isOwner: true,
      bookingId: booking._id,
      driverPhone: null,
      route: booking.route,
      emissions: booking.emissions,
      pickup: booking.pickupLocation.coordinates,
      dropoff: booking.dropoffLocation.coordinates,
    });
  });

  it('when the owner tracks an old booking still waiting for its country, then route, emissions and the unplaced end are null', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    await mongoose.connection.collection('bookings').updateOne(
      { _id: new mongoose.Types.ObjectId(booking._id) },
      { $set: { 'pickupLocation.needsCountry': true }, $unset: { 'pickupLocation.country': '', 'pickupLocation.coordinates': '', route: '', emissions: '' } },
    );
    const res = await track(booking.trackingNumber).set(bearer(owner.token));
    expect(res.body.data.owner).toMatchObject({ isOwner: true, route: null, emissions: null, pickup: null, dropoff: booking.dropoffLocation.coordinates });
  });

  it('when the number is unknown or malformed, then both answer the same 404 in the envelope', async () => {
    // Well-formed numbers (valid check character) that nobody holds.
    const unknown = await track(newTrackingNumber());
    const valid = await track('MX00000000000');
    const malformed = await track('MX-NOT-A-NUMBER');
    const wrongCheck = await track('DL-1004');
    for (const res of [unknown, valid, malformed, wrongCheck]) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body, TRACKING_NOT_FOUND);
    }
  });

  it('when the sample shipments are seeded, then DL-1001, DL-1002 and DL-1003 answer in three different states', async () => {
    await seedStaff(4);
    await seedDemoData(4);
    const answers = await Promise.all(SAMPLE_TRACKING_NUMBERS.map(async (n) => trackingShipmentSchema.parse((await track(n.toLowerCase())).body.data)));
    expect(answers.map((a) => a.id)).toEqual(['DL-1001', 'DL-1002', 'DL-1003']);
    expect(new Set(answers.map((a) => a.statusCode)).size).toBe(3);
    expect(answers[0]).toMatchObject({ statusCode: 'in-transit', milestone: 'picked-up', isPerishable: true, driver: { name: 'Diego' } });
    expect(answers[0]!.currentLocation?.place).toBeTruthy();
    expect(answers[1]).toMatchObject({ statusCode: 'delivered', progress: 100 });
    expect(answers[2]).toMatchObject({ statusCode: 'confirmed', milestone: 'assigned' });
    for (const n of SAMPLE_TRACKING_NUMBERS) expect(await BookingModel.countDocuments({ trackingNumber: n })).toBe(1);
  });

  it('when a temperature summary provider is registered, then perishable shipments carry it and others do not', async () => {
    const owner = await signUp(app);
    const cold = await createBooking(app, owner.token, { isPerishable: true, tempControlCelsius: 4, goodsType: 'Food' });
    const dry = await createBooking(app, owner.token);
    const asked: unknown[] = [];
    const { app: wired } = buildTestApp({}, {
      temperatureSummary: async (req) => {
        asked.push(req);
        return { band: { target: 4, min: 2, max: 6, tolerance: 2 }, points: [], timeInBandPercent: 98.5, excursions: [], verdict: 'in-band' as const };
      },
    });
    const trackWired = (trackingNumber: string) => request(wired).get(`/api/v1/tracking/${encodeURIComponent(trackingNumber)}`);
    const coldRes = await trackWired(cold.trackingNumber);
    expect(trackingShipmentSchema.parse(coldRes.body.data).temperature).toEqual({ band: { target: 4, min: 2, max: 6, tolerance: 2 }, points: [], timeInBandPercent: 98.5, excursions: [], verdict: 'in-band' });
    expect(asked).toEqual([{ bookingId: cold._id, tempControlCelsius: 4 }]);
    expect((await trackWired(dry.trackingNumber)).body.data).not.toHaveProperty('temperature');
  });
});

describe('the lookup limit per client (decision 0085)', () => {
  it('when one client asks about more numbers than allowed, then a new one answers 429 in the envelope, malformed ones counted too, while the numbers it already asked about still answer', async () => {
    const limited = buildTestApp({ RATE_LIMIT_TRACKING_PER_IP: '3' }).app;
    const owner = await signUp(limited);
    const booking = await createBooking(limited, owner.token);
    await request(limited).get(`/api/v1/tracking/${booking.trackingNumber}`).expect(200);
    await request(limited).get('/api/v1/tracking/garbage').expect(404);
    await request(limited).get('/api/v1/tracking/MX00000000000').expect(404);
    const blocked = await request(limited).get(`/api/v1/tracking/${newTrackingNumber()}`);
    expect(blocked.status).toBe(429);
    expectErrorBody(blocked.body);
    expect(blocked.headers['retry-after']).toBeDefined();
    // However it is typed, a number already asked about is the same number.
    const grouped = `${booking.trackingNumber.slice(0, 2)}-${booking.trackingNumber.slice(2, 7)}-${booking.trackingNumber.slice(7)}`.toLowerCase();
    await request(limited).get(`/api/v1/tracking/${grouped}`).expect(200);
    // Other public routes keep their own budget.
    await request(limited).post('/api/v1/newsletter').send({ email: 'x@example.test' }).expect((r) => expect(r.status).not.toBe(429));
  });

  it('when an office looks at one shipment 100 times from one address, then it is never locked out', async () => {
    const office = buildTestApp({ RATE_LIMIT_TRACKING_PER_IP: '60' }).app;
    const owner = await signUp(office);
    const booking = await createBooking(office, owner.token);
    for (let view = 0; view < 100; view += 1) {
      const res = await request(office).get(`/api/v1/tracking/${booking.trackingNumber}`);
      expect(res.status, `view ${view + 1}`).toBe(200);
    }
  });

  it('when one address asks about 100 different numbers, then it is locked out after the limit', async () => {
    const guesser = buildTestApp({ RATE_LIMIT_TRACKING_PER_IP: '60' }).app;
    const statuses: number[] = [];
    for (let guess = 0; guess < 100; guess += 1) statuses.push((await request(guesser).get(`/api/v1/tracking/${newTrackingNumber()}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
  });
});
