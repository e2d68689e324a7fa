import { BOOKING_STATUSES, CALENDAR_DATE_PATTERN, crossesCustomsBorder, customsProblems, customsSchema, isValidSscc, todayCalendarDate, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../src/seed/seed';
import { bearer, buildTestApp } from '../support/app';

const { app, config } = buildTestApp();

describe('seedDemoData', () => {
  it('when run on an empty database, then the demo customer can log in and sees bookings in every status', async () => {
    const first = await seedDemoData(config.bcryptCost);
    expect(first.created).toBe(true);
    const login = await request(app).post('/api/v1/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const list = await request(app).get('/api/v1/bookings/').set(bearer(login.body.data.token));
    expect(list.status).toBe(200);
    for (const status of BOOKING_STATUSES) expect(list.body.data.counts[status], status).toBeGreaterThan(0);
    // Decision 0054: the demo customer is the admin of an organization named after the company, which owns the bookings.
    const organization = await request(app).get('/api/v1/organization').set(bearer(login.body.data.token));
    expect(organization.body.data).toEqual({ id: login.body.data.user._id, name: 'Demo Traders Ltd', role: 'admin' });
    const owned = await BookingModel.find({ createdBy: login.body.data.user._id }, { organizationId: 1 }).lean();
    expect(owned.length).toBeGreaterThan(0);
    expect(new Set(owned.map((b) => String(b.organizationId)))).toEqual(new Set([login.body.data.user._id]));
    const dates = list.body.data.records.map((b: { createdAt: string }) => b.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('when the demo is seeded, then its dates fit each status: nothing in the future has happened, pending pickups are ahead', async () => {
    const now = Date.now();
    const today = todayCalendarDate(new Date(now), 'UTC');
    const bookings = await BookingModel.find({}).lean();
    for (const b of bookings) {
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(now);
      for (const entry of b.statusHistory) expect(entry.at.getTime(), `${b.status} history`).toBeLessThanOrEqual(now);
      // Calendar dates (decision 0009), which compare as strings.
      expect(b.estimatedPickupDate).toMatch(CALENDAR_DATE_PATTERN);
      expect(b.estimatedDeliveryDate > b.estimatedPickupDate).toBe(true);
      if (b.status === 'pending' || b.status === 'confirmed') expect(b.estimatedPickupDate > today).toBe(true);
      if (b.status === 'delivered') expect(b.estimatedDeliveryDate < today).toBe(true);
      if (b.status === 'in-transit') {
        expect(b.estimatedPickupDate < today).toBe(true);
        expect(b.estimatedDeliveryDate > today).toBe(true);
      }
    }
  });

  it('when run again, then it changes nothing', async () => {
    const before = await BookingModel.countDocuments();
    const again = await seedDemoData(config.bcryptCost);
    expect(again.created).toBe(false);
    expect(await BookingModel.countDocuments()).toBe(before);
    expect(await UserModel.countDocuments({ email: DEMO_EMAIL })).toBe(1);
  });
});

describe('seedDemoData: real places (decision 0099)', () => {
  it('when seeded, then every demo booking has a country and coordinates at both ends, a route, SSCC pieces and emissions, across road, air and sea', async () => {
    await seedDemoData(config.bcryptCost);
    const bookings = await BookingModel.find({ fullNameOrBusiness: 'Demo Traders Ltd' }).lean();
    expect(bookings.length).toBeGreaterThanOrEqual(13);
    for (const b of bookings) {
      for (const place of [b.pickupLocation, b.dropoffLocation]) {
        expect(place?.country, `${b.trackingNumber} ${place?.city}`).toMatch(/^[A-Z]{2}$/);
        expect(place?.coordinates?.lat, `${b.trackingNumber} ${place?.city}`).toEqual(expect.any(Number));
        expect(place?.needsCountry).toBeUndefined();
      }
      expect(b.route?.distanceKm, b.trackingNumber!).toBeGreaterThan(0);
      expect(b.emissions?.co2eWtwKg, b.trackingNumber!).toBeGreaterThan(0);
      expect(b.pieces, b.trackingNumber!).toHaveLength(b.quantity);
      expect(b.pieces!.every((p) => isValidSscc(p.sscc!))).toBe(true);
    }
    expect(new Set(bookings.map((b) => b.vehicleType))).toEqual(new Set(['truck', 'air', 'sea']));
    expect(new Set(bookings.map((b) => b.route!.method))).toEqual(new Set(['road-circuity', 'air-airports', 'sea-lanes']));
    // A cross-border road move in Europe and a US domestic one.
    const europe = bookings.find((b) => b.pickupLocation?.city === 'Rotterdam' && b.dropoffLocation?.country === 'DE');
    expect(europe).toMatchObject({ vehicleType: 'truck', pickupLocation: { country: 'NL' }, dropoffLocation: { city: 'Hamburg' } });
    expect(Math.abs(europe!.route!.greatCircleKm! - 410) / 410).toBeLessThan(0.02);
    expect(bookings.some((b) => b.pickupLocation?.country === 'US' && b.dropoffLocation?.country === 'US' && b.vehicleType === 'truck')).toBe(true);
    const ssccs = bookings.flatMap((b) => b.pieces!.map((p) => p.sscc));
    expect(new Set(ssccs).size).toBe(ssccs.length);
  });

  it('when seeded, then every demo booking that crosses a customs border answers customs the contracts accept, and the EU-internal ones none (decision 0104)', async () => {
    await seedDemoData(config.bcryptCost);
    const login = await request(app).post('/api/v1/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const list = await request(app).get('/api/v1/bookings?limit=50').set(bearer(login.body.data.token));
    const bookings = list.body.data.records as Booking[];
    const crossing = bookings.filter((b) => crossesCustomsBorder(b.pickupLocation.country, b.dropoffLocation.country));
    expect(crossing.length).toBeGreaterThanOrEqual(4);
    for (const b of crossing) {
      expect(customsSchema.safeParse(b.customs).success, b.trackingNumber).toBe(true);
      const problems = customsProblems({ fromCountry: b.pickupLocation.country, toCountry: b.dropoffLocation.country, customs: b.customs, grossWeightKg: b.cargoWeightKg });
      expect(problems, b.trackingNumber).toEqual({});
    }
    const london = crossing.find((b) => b.dropoffLocation.city === 'London')!;
    const pdf = await request(app).get(`/api/v1/bookings/${london._id}/commercial-invoice.pdf`).set(bearer(login.body.data.token));
    expect(pdf.status).toBe(200);
    expect(bookings.filter((b) => b.pickupLocation.country === 'NL' && b.dropoffLocation.country === 'DE').every((b) => b.customs === null)).toBe(true);
  });
  it('when seeded, then every delivered demo booking shows its receiver’s signature and its proof-of-delivery PDF, as a real delivery does', async () => {
    await seedDemoData(config.bcryptCost);
    const login = await request(app).post('/api/v1/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const list = await request(app).get('/api/v1/bookings?limit=50&status=delivered').set(bearer(login.body.data.token));
    const delivered = list.body.data.records as Booking[];
    expect(delivered.length).toBeGreaterThanOrEqual(3);
    for (const b of delivered) {
      const signature = await request(app).get(`/api/v1/bookings/${b._id}/proof-of-delivery/signature`).set(bearer(login.body.data.token));
      expect(signature.status, b.trackingNumber).toBe(200);
      expect(signature.headers['content-type']).toBe('image/png');
      expect((signature.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
      const pdf = await request(app).get(`/api/v1/bookings/${b._id}/proof-of-delivery`).set(bearer(login.body.data.token));
      expect(pdf.status, b.trackingNumber).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    }
  });
});
