import { BOOKING_STATUSES } from '@meridian/contracts';
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
    const dates = list.body.data.records.map((b: { createdAt: string }) => b.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('when the demo is seeded, then its dates fit each status: nothing in the future has happened, pending pickups are ahead', async () => {
    const now = Date.now();
    const bookings = await BookingModel.find({}).lean();
    for (const b of bookings) {
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(now);
      for (const entry of b.statusHistory) expect(entry.at.getTime(), `${b.status} history`).toBeLessThanOrEqual(now);
      expect(b.estimatedDeliveryDate.getTime()).toBeGreaterThan(b.estimatedPickupDate.getTime());
      if (b.status === 'pending' || b.status === 'confirmed') expect(b.estimatedPickupDate.getTime()).toBeGreaterThan(now);
      if (b.status === 'delivered') expect(b.estimatedDeliveryDate.getTime()).toBeLessThan(now);
      if (b.status === 'in-transit') {
        expect(b.estimatedPickupDate.getTime()).toBeLessThan(now);
        expect(b.estimatedDeliveryDate.getTime()).toBeGreaterThan(now);
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
