import {
  bookingSchema,
  estimateEmissions,
  isValidSscc,
  PLACE_MESSAGES,
  quoteSchema,
  shipmentChargeableWeight,
  type Booking,
} from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { allocateSsccs } from '../../src/modules/bookings/booking-pieces';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';

// Decision 0098: a booking's places get coordinates, its cargo lines and one SSCC per piece, its route and emissions.
const PREFIX = '4012345';
const { app } = buildTestApp({ GS1_COMPANY_PREFIX: PREFIX });

const rotterdam = { address: 'Wilhelminakade 1', city: 'Rotterdam', country: 'NL', postalCode: '3072 AP' };
const hamburg = { address: 'Am Sandtorkai 1', city: 'Hamburg', country: 'DE', postalCode: '20457' };
// The same places without a postal code, for moving a city to another country.
const { postalCode: _r, ...rotterdamCity } = rotterdam;
const { postalCode: _h, ...hamburgCity } = hamburg;
const twoLines = [
  { type: 'pallet', count: 2, weightKg: 100, lengthCm: 120, widthCm: 80, heightCm: 150 },
  { type: 'box', count: 1, weightKg: 20.5 },
];

const ssccsOf = (booking: Booking) => (booking.pieces ?? []).map((piece) => piece.sscc);
const serialOf = (sscc: string) => Number(sscc.slice(1 + PREFIX.length, 17));

describe('POST /bookings: places, route and emissions', () => {
  it('when a truck booking goes Rotterdam (NL) -> Hamburg (DE), then both ends have coordinates, the great circle is about 410 km and the road is longer', async () => {
    const { token } = await signUp(app);
    const booking = bookingSchema.parse(await createBooking(app, token, { pickupLocation: rotterdam, dropoffLocation: hamburg, cargoWeightKg: 1000, quantity: 1 }));
    expect(booking.pickupLocation).toMatchObject({ city: 'Rotterdam', country: 'NL', postalCode: '3072 AP', coordinates: { lat: expect.any(Number), lng: expect.any(Number) } });
    expect(booking.dropoffLocation.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const route = booking.route!;
    expect(Math.abs(route.greatCircleKm - 410) / 410).toBeLessThanOrEqual(0.02);
    expect(route.distanceKm).toBeGreaterThanOrEqual(route.greatCircleKm);
    // The emissions are the contracts' computation on the route's distance, for one tonne by truck.
    expect(booking.emissions).toEqual(estimateEmissions({ mode: 'truck', weightKg: 1000, distanceKm: route.distanceKm, perishable: false }));
    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored?.route?.distanceKm).toBe(route.distanceKm);
    expect(stored?.dropoffLocation?.coordinates?.lat).toBe(booking.dropoffLocation.coordinates!.lat);
  });

  it('when the client sends coordinates, then they are kept as sent', async () => {
    const { token } = await signUp(app);
    const coordinates = { lat: 51.9, lng: 4.5 };
    const booking = await createBooking(app, token, { pickupLocation: { ...rotterdam, coordinates }, dropoffLocation: hamburg });
    expect(booking.pickupLocation.coordinates).toEqual(coordinates);
  });

  it('when a city is not in its country, then it answers 400 naming that place’s city and stores nothing', async () => {
    const account = await signUp(app);
    const before = await BookingModel.countDocuments({ createdBy: account.user._id });
    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .send(bookingPayload({ pickupLocation: rotterdam, dropoffLocation: { ...hamburgCity, country: 'NL' } }));
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toEqual({ 'dropoffLocation.city': PLACE_MESSAGES.cityNotFound('NL') });
    const pickup = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .send(bookingPayload({ pickupLocation: { ...rotterdam, city: 'Nowhere-on-Maas' }, dropoffLocation: hamburg }));
    expect(pickup.status).toBe(400);
    expect(pickup.body.fields).toEqual({ 'pickupLocation.city': PLACE_MESSAGES.cityNotFound('NL') });
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(before);
  });
});

describe('POST /bookings: cargo lines and pieces with SSCCs', () => {
  it('when a booking carries three pieces, then each has its own valid SSCC with extension digit 0 and the configured company prefix', async () => {
    const { token } = await signUp(app);
    const created = await createBooking(app, token, { quantity: 3 });
    const res = await request(app).get(`/api/v1/bookings/${created._id}`).set(bearer(token));
    const booking = bookingSchema.parse(res.body.data);
    const ssccs = ssccsOf(booking);
    expect(ssccs).toHaveLength(3);
    expect(new Set(ssccs).size).toBe(3);
    for (const sscc of ssccs) {
      expect(isValidSscc(sscc), sscc).toBe(true);
      expect(sscc.startsWith(`0${PREFIX}`), sscc).toBe(true);
    }
    expect(booking.pieces!.map((piece) => piece.index)).toEqual([1, 2, 3]);
  });

  it('when 50 bookings are made at once, then no two of their pieces share an SSCC', async () => {
    const { token } = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => request(app).post('/api/v1/bookings/').set(bearer(token)).send(bookingPayload({ quantity: 1 + (i % 4), cargoWeightKg: 10 + i }))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201));
    const ssccs = answers.flatMap((res) => ssccsOf(res.body.data as Booking));
    expect(ssccs).toHaveLength(answers.reduce((sum, res) => sum + (res.body.data as Booking).quantity, 0));
    expect(new Set(ssccs).size).toBe(ssccs.length);
    expect(ssccs.every(isValidSscc)).toBe(true);
  });

  it('when a booking is made with lines, then its weight and quantity are their sums and its quote charges each piece’s chargeable weight', async () => {
    const { token } = await signUp(app);
    const payload = bookingPayload({ cargoLines: twoLines });
    delete (payload as Partial<typeof payload>).cargoWeightKg;
    delete (payload as Partial<typeof payload>).quantity;
    const res = await request(app).post('/api/v1/bookings/').set(bearer(token)).send(payload);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = bookingSchema.parse(res.body.data);
    expect(booking).toMatchObject({ cargoWeightKg: 220.5, quantity: 3, cargoLines: twoLines });
    expect(booking.pieces!.map((piece) => [piece.type, piece.weightKg, piece.lengthCm ?? null])).toEqual([
      ['pallet', 100, 120],
      ['pallet', 100, 120],
      ['box', 20.5, null],
    ]);
    const quoted = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(token));
    expect(quoted.status).toBe(201);
    // Each pallet is charged its volumetric 288 kg (120 x 80 x 150 / 5000), the box its 20.5 kg: 596.5 kg, not 220.5.
    expect(quoted.body.data.quote.chargeableWeightKg).toBe(596.5);
    expect(quoted.body.data.quote.chargeableWeightKg).toBe(shipmentChargeableWeight({ cargoLines: twoLines }));
  });

  it('when an old client sends totals only, then the booking gets one derived line and a piece per unit, and its price is the one it always had', async () => {
    const { token } = await signUp(app);
    const booking = bookingSchema.parse(await createBooking(app, token, { cargoWeightKg: 120.5, quantity: 3 }));
    expect(booking.cargoLines).toEqual([{ type: 'box', count: 3, weightKg: 40.167 }]);
    expect(booking.pieces).toHaveLength(3);
    const quoted = await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(token));
    expect(quoted.body.data.quote.chargeableWeightKg).toBe(120.5);
  });

  it('when serials were reserved by a process that died before its insert, then the next booking gets new ones, never those', async () => {
    const { token } = await signUp(app);
    // What a process holds when it is killed between the counter's $inc and the booking's insert.
    const lost = await allocateSsccs(5);
    const booking = await createBooking(app, token, { quantity: 2 });
    const next = ssccsOf(booking);
    expect(next.filter((sscc) => lost.includes(sscc))).toEqual([]);
    expect(Math.min(...next.map(serialOf))).toBeGreaterThan(Math.max(...lost.map(serialOf)));
    expect(await BookingModel.collection.countDocuments({ 'pieces.sscc': { $in: lost } })).toBe(0);
  });

  it('when the bookings are listed, then each carries its lines but not its pieces; one booking read alone carries them', async () => {
    const { token } = await signUp(app);
    const created = await createBooking(app, token, { quantity: 2 });
    const list = await request(app).get('/api/v1/bookings/').set(bearer(token));
    const listed = (list.body.data.records as Booking[]).find((b) => b._id === created._id)!;
    expect(listed.cargoLines).toHaveLength(1);
    expect(listed).not.toHaveProperty('pieces');
    const one = await request(app).get(`/api/v1/bookings/${created._id}`).set(bearer(token));
    expect(one.body.data.pieces).toHaveLength(2);
  });
});

describe('PATCH /bookings/{id}: places and cargo', () => {
  it('when the drop-off city changes without coordinates, then it is placed again and the route and emissions follow', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, { pickupLocation: rotterdam, dropoffLocation: { ...rotterdamCity, address: 'Coolsingel 40' } });
    // The edit dialog sends the stored place back, old coordinates included; a changed city must not keep them.
    const res = await request(app)
      .patch(`/api/v1/bookings/${booking._id}`)
      .set(bearer(token))
      .send({ version: booking.version, dropoffLocation: { ...hamburg, coordinates: booking.dropoffLocation.coordinates } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = bookingSchema.parse(res.body.data);
    expect(edited.dropoffLocation.coordinates).not.toEqual(booking.dropoffLocation.coordinates);
    expect(Math.abs(edited.route!.greatCircleKm - 410) / 410).toBeLessThanOrEqual(0.02);
    expect(edited.emissions!.tonneKm).toBeGreaterThan(booking.emissions!.tonneKm);
  });

  it('when a changed city cannot be placed, then 400 names it and the booking is unchanged', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, { pickupLocation: rotterdam, dropoffLocation: hamburg });
    const res = await request(app)
      .patch(`/api/v1/bookings/${booking._id}`)
      .set(bearer(token))
      .send({ version: booking.version, pickupLocation: { ...rotterdamCity, country: 'DE' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'pickupLocation.city': PLACE_MESSAGES.cityNotFound('DE') });
    expect((await BookingModel.findById(booking._id).lean())?.version).toBe(booking.version);
  });

  it('when a line is added, then the pieces that stay keep their SSCCs and only the added ones get new SSCCs', async () => {
    const { token } = await signUp(app);
    const payload = bookingPayload({ cargoLines: twoLines });
    delete (payload as Partial<typeof payload>).cargoWeightKg;
    delete (payload as Partial<typeof payload>).quantity;
    const created = bookingSchema.parse((await request(app).post('/api/v1/bookings/').set(bearer(token)).send(payload)).body.data);
    const res = await request(app)
      .patch(`/api/v1/bookings/${created._id}`)
      .set(bearer(token))
      .send({ version: created.version, cargoLines: [...twoLines, { type: 'drum', count: 2, weightKg: 50 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = bookingSchema.parse(res.body.data);
    expect(edited).toMatchObject({ quantity: 5, cargoWeightKg: 320.5 });
    const before = ssccsOf(created);
    const after = ssccsOf(edited);
    expect(after.slice(0, 3)).toEqual(before);
    expect(after.slice(3).filter((sscc) => before.includes(sscc))).toEqual([]);
    expect(new Set(after).size).toBe(5);
    expect(edited.pieces!.slice(3).map((piece) => piece.type)).toEqual(['drum', 'drum']);
  });

  it('when an old booking flagged for its country gets one, then the flag goes, the place gets coordinates and the booking a route', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, { pickupLocation: rotterdam, dropoffLocation: hamburg });
    // As migration 0009 leaves a booking whose city it could not place: no country, no coordinates, no route.
    await BookingModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(booking._id) },
      { $set: { pickupLocation: { address: rotterdam.address, city: 'Rotterdam', needsCountry: true } }, $unset: { route: '', emissions: '' } },
    );
    const flagged = (await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(token))).body.data as Booking;
    expect(flagged.pickupLocation.needsCountry).toBe(true);
    const res = await request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(token)).send({ version: flagged.version, pickupLocation: rotterdam });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = bookingSchema.parse(res.body.data);
    expect(edited.pickupLocation).not.toHaveProperty('needsCountry');
    expect(edited.pickupLocation.coordinates).toEqual(booking.pickupLocation.coordinates);
    expect(edited.route).toEqual(booking.route);
  });
});

describe('POST /quotes: lines and places', () => {
  it('when a quote is asked with lines and both places, then it charges each piece and carries the route and emissions', async () => {
    const res = await request(app).post('/api/v1/quotes').send({ vehicleType: 'truck', cargoLines: twoLines, pickupLocation: rotterdam, dropoffLocation: hamburg });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = quoteSchema.parse(res.body.data);
    // 596.5 kg chargeable at the ground rate of 2.50 a kg.
    expect(quote.basePrice).toBe(1491.25);
    expect(Math.abs(quote.route!.greatCircleKm - 410) / 410).toBeLessThanOrEqual(0.02);
    expect(quote.emissions).toEqual(estimateEmissions({ mode: 'truck', weightKg: 220.5, distanceKm: quote.route!.distanceKm, perishable: false }));
  });

  it('when a quote is asked without places, then it has no route; with a city not in its country, then 400 names it', async () => {
    const plain = await request(app).post('/api/v1/quotes').send({ vehicleType: 'air', cargoWeightKg: 10 });
    expect(plain.status).toBe(200);
    expect(plain.body.data).not.toHaveProperty('route');
    const wrong = await request(app).post('/api/v1/quotes').send({ vehicleType: 'truck', cargoWeightKg: 10, pickupLocation: rotterdam, dropoffLocation: { ...hamburgCity, country: 'FR' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ 'dropoffLocation.city': PLACE_MESSAGES.cityNotFound('FR') });
  });
});
