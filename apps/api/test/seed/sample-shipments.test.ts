import { isValidTrackingNumber, MILESTONE_STATUS, SAMPLE_TRACKING_NUMBERS, nextMilestone, type Milestone } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../src/seed/seed';
import { STAFF_ACCOUNTS } from '../../src/seed/staff';
import { bearer, buildTestApp } from '../support/app';

const { app, config } = buildTestApp();

const login = async (email: string, password: string) => (await request(app).post('/api/v1/auth/login').send({ email, password })).body.data.token as string;

beforeAll(async () => {
  await seedDemoData(config.bcryptCost);
});

describe('the dev seed: tracking numbers, milestones and the sample shipments (decisions 0018, 0019)', () => {
  it('when seeded, then every demo booking has a valid tracking number, a short id, and a history whose moves reach its milestone', async () => {
    const demo = await UserModel.findOne({ email: DEMO_EMAIL }).lean();
    // Two per status, the returned ones included (decision 0108), plus the three sample shipments.
    const bookings = await BookingModel.find({ createdBy: demo!._id }).lean();
    expect(bookings.length).toBe(15);
    expect(new Set(bookings.map((b) => b.trackingNumber)).size).toBe(15);
    for (const b of bookings) {
      expect(isValidTrackingNumber(b.trackingNumber!), b.trackingNumber!).toBe(true);
      expect(b.shortId).toBe(String(b._id).slice(-8));
      expect(MILESTONE_STATUS[b.milestone as Milestone]).toBe(b.status);
      // Replaying the recorded moves through the lifecycle lands on the stored milestone.
      let milestone: Milestone = 'booked';
      let failedAttempts = 0;
      const [created, ...moves] = b.statusHistory;
      expect(created).toMatchObject({ event: 'created', milestone: 'booked', status: 'pending', byRole: 'customer' });
      for (const move of moves) {
        const next = nextMilestone({ status: MILESTONE_STATUS[milestone], milestone, hasDriver: milestone !== 'booked' && milestone !== 'confirmed', failedAttempts }, move.event as never);
        if (move.event === 'delivery-failed') failedAttempts += 1;
        expect(next, `${b.trackingNumber} ${milestone} -> ${move.event}`).toBe(move.milestone);
        expect(move.status).toBe(MILESTONE_STATUS[move.milestone as Milestone]);
        expect(move.byName).toBeTruthy();
        milestone = move.milestone as Milestone;
      }
      expect(milestone).toBe(b.milestone);
      expect(b.version).toBe(b.statusHistory.length - 1);
      const times = b.statusHistory.map((h) => h.at.getTime());
      expect([...times].sort((x, y) => x - y)).toEqual(times);
      const assigned = ['assigned', 'picked-up', 'in-transit', 'out-for-delivery', 'delivery-attempted', 'delivered', 'returned'].includes(b.milestone!);
      expect(Boolean(b.assignment?.driverId), `${b.milestone} assignment`).toBe(assigned);
      if (assigned) expect(b.assignment!.vehicleType).toBe(b.vehicleType);
      if (b.milestone === 'delivered') expect(b.proofOfDelivery?.receiverName).toBe(b.receiverPerson?.name);
    }
  });

  it('when seeded, then DL-1001, DL-1002 and DL-1003 are the demo customer’s, in three different states', async () => {
    const demo = await UserModel.findOne({ email: DEMO_EMAIL }).lean();
    const samples = await BookingModel.find({ trackingNumber: mongoose.trusted({ $in: [...SAMPLE_TRACKING_NUMBERS] }) })
      .sort({ trackingNumber: 1 })
      .lean();
    expect(samples.map((s) => [s.trackingNumber, s.status, s.milestone])).toEqual([
      ['DL-1001', 'in-transit', 'picked-up'],
      ['DL-1002', 'delivered', 'delivered'],
      ['DL-1003', 'confirmed', 'assigned'],
    ]);
    for (const s of samples) expect(String(s.createdBy)).toBe(String(demo!._id));
    const [dl1001, , dl1003] = samples;
    expect(dl1001).toMatchObject({ isPerishable: true, tempControlCelsius: 5, assignment: { driverName: 'Diego Ramos' } });
    expect(dl1001!.currentLocation?.place).toBeTruthy();
    expect(dl1003!.assignment?.driverName).toBe('Priya Shah');
  });

  it('when driver1 signs in, then DL-1001 is among their jobs; when the demo customer lists bookings, then it shows the samples with their numbers', async () => {
    const driver1 = STAFF_ACCOUNTS.find((a) => a.email === 'driver1@meridian.test')!;
    const jobs = await request(app).get('/api/v1/driver/jobs').set(bearer(await login(driver1.email, driver1.password)));
    expect(jobs.status).toBe(200);
    expect(jobs.body.data.records.map((b: { trackingNumber: string }) => b.trackingNumber)).toContain('DL-1001');
    const mine = await request(app).get('/api/v1/bookings/').set(bearer(await login(DEMO_EMAIL, DEMO_PASSWORD)));
    const numbers = mine.body.data.records.map((b: { trackingNumber: string }) => b.trackingNumber);
    expect(numbers).toEqual(expect.arrayContaining([...SAMPLE_TRACKING_NUMBERS]));
  });

  it('when a database seeded before the samples existed lacks them, then seeding again adds only them', async () => {
    await BookingModel.deleteMany({ trackingNumber: mongoose.trusted({ $in: [...SAMPLE_TRACKING_NUMBERS] }) });
    const before = await BookingModel.countDocuments();
    const again = await seedDemoData(config.bcryptCost);
    expect(again.created).toBe(false);
    expect(await BookingModel.countDocuments()).toBe(before + 3);
    await seedDemoData(config.bcryptCost);
    expect(await BookingModel.countDocuments()).toBe(before + 3);
  });
});
