import { BOOKING_STATUSES, CALENDAR_DATE_PATTERN, todayCalendarDate } from '@meridian/contracts';
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
