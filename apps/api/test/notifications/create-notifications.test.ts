import { formatTrackingNumber } from '@meridian/contracts';
import type { NotificationEvent } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { listOf, sampleBooking, signUpAs, type Account } from './notifications-kit';

const { app, composition } = buildTestApp();

let customer: Account;
let bystander: Account;
let operator: Account;
let admin: Account;
let driver: Account;

beforeAll(async () => {
  customer = await signUp(app);
  bystander = await signUp(app);
  operator = await signUpAs(app, 'operator');
  admin = await signUpAs(app, 'admin');
  driver = await signUpAs(app, 'driver');
});

const countFor = (account: Account, filter: Record<string, unknown> = {}) => NotificationModel.countDocuments({ userId: account.user._id, ...filter }).exec();
const total = () => NotificationModel.countDocuments({}).exec();

describe('notifications created from domain events', () => {
  it('when a customer books through POST /bookings, then they get "Booking received" and every operator and admin "New booking", nobody else', async () => {
    const before = await total();
    const booking = await createBooking(app, customer.token);

    expect(await total()).toBe(before + 3);
    const mine = await listOf(app, customer.token);
    expect(mine.records[0]).toMatchObject({
      type: 'booking',
      event: 'booking-created',
      title: 'Booking received',
      read: false,
      bookingId: booking._id,
      trackingNumber: booking.trackingNumber,
    });
    expect(mine.records[0]?.message).toContain(formatTrackingNumber(booking.trackingNumber));
    expect(mine.records[0]?.message).toContain('Oakland, CA to Denver, CO');
    for (const staff of [operator, admin]) {
      const list = await listOf(app, staff.token);
      expect(list.records[0]).toMatchObject({ title: 'New booking', event: 'booking-created', bookingId: booking._id });
      expect(list.records[0]?.message).toContain('Acme Imports');
    }
    expect(await countFor(driver)).toBe(0);
    expect(await countFor(bystander)).toBe(0);
  });

  it.each([
    ['confirm', 'confirmed', 'booking', 'Booking confirmed'],
    ['assign', 'driver-assigned', 'booking', 'Driver assigned'],
    ['pickup', 'picked-up', 'pickup', 'Shipment picked up'],
    ['out-for-delivery', 'out-for-delivery', 'transit', 'Out for delivery'],
    ['deliver', 'delivered', 'delivery', 'Shipment delivered'],
    ['cancel', 'cancelled', 'booking', 'Booking cancelled'],
  ] as const)('when a shipment moves by %s, then only its customer gets one "%s" notification', async (type, event, kind, title) => {
    const before = await total();
    const booking = sampleBooking(customer.user._id, {
      assignment: { driverId: driver.user._id, driverName: 'Diego Ramos', driverPhone: '+1', vehicleId: 'TRK-7', vehicleType: 'truck', assignedAt: '2026-12-01T08:00:00.000Z' },
      proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: '2026-12-03T10:00:00.000Z', hasPhoto: false },
    });
    await composition.events.publish({ kind: 'shipment-moved', type, booking, actorId: operator.user._id, note: 'Customer asked' });

    expect(await total()).toBe(before + 1);
    const stored = await NotificationModel.findOne({ event }).sort({ seq: -1 }).lean().exec();
    expect(String(stored?.userId)).toBe(customer.user._id);
    expect(stored).toMatchObject({ type: kind, title, trackingNumber: 'MX7K2P9QRT4WC', read: false, dismissed: false });
    expect(stored?.message).toContain('MX-7K2P9-QRT4WC');
  });

  it('when the words are read, then each names what a person needs (driver first name, places, receiver, reason)', async () => {
    const latest = async (event: NotificationEvent) => (await NotificationModel.findOne({ event }).sort({ seq: -1 }).lean().exec())?.message;
    expect(await latest('driver-assigned')).toBe('Diego will pick up MX-7K2P9-QRT4WC in Oakland, CA.');
    expect(await latest('picked-up')).toBe('MX-7K2P9-QRT4WC was picked up in Oakland, CA and is on its way to Denver, CO.');
    expect(await latest('delivered')).toBe('MX-7K2P9-QRT4WC was delivered in Denver, CO, received by Rae Receiver.');
    expect(await latest('cancelled')).toBe('MX-7K2P9-QRT4WC from Oakland, CA to Denver, CO was cancelled. Reason: Customer asked');
  });

  it('when a shipment between places with no state moves, then the words name each end by its country, as its documents do', async () => {
    const booking = sampleBooking(customer.user._id, {
      pickupLocation: { address: 'Wilhelminakade 1', city: 'Rotterdam', country: 'NL' },
      dropoffLocation: { address: '1 Tilbury Docks', city: 'London', country: 'GB' },
    });
    await composition.events.publish({ kind: 'shipment-moved', type: 'cancel', booking, actorId: operator.user._id });
    await composition.events.publish({ kind: 'shipment-moved', type: 'out-for-delivery', booking, actorId: driver.user._id });

    const latest = async (event: NotificationEvent) => (await NotificationModel.findOne({ event }).sort({ seq: -1 }).lean().exec())?.message;
    expect(await latest('cancelled')).toBe('MX-7K2P9-QRT4WC from Rotterdam, NL to London, GB was cancelled.');
    expect(await latest('out-for-delivery')).toBe('MX-7K2P9-QRT4WC is out for delivery in London, GB.');
  });

  it('when a shipment only reports a location, then nobody is notified', async () => {
    const before = await total();
    await composition.events.publish({ kind: 'shipment-moved', type: 'location', booking: sampleBooking(customer.user._id), actorId: driver.user._id });
    expect(await total()).toBe(before);
  });

  it.each(['excursion-opened', 'excursion-closed'] as const)('when a temperature %s, then the customer and every operator and admin get exactly one each', async (kind) => {
    const before = await total();
    const booking = sampleBooking(customer.user._id);
    await composition.events.publish({
      kind,
      booking,
      excursionId: '665f1c2b9a1e4c3d2b1a0f9e',
      celsius: 9.4,
      at: '2026-12-02T10:00:00.000Z',
      openedAt: '2026-12-02T10:00:00.000Z',
      peakCelsius: 9.4,
      band: { min: 2, max: 8 },
      ...(kind === 'excursion-closed' ? { closedBy: 'reading' as const } : {}),
    });

    expect(await total()).toBe(before + 3);
    const written = await NotificationModel.find({ event: kind }).lean().exec();
    expect(written.map((n) => String(n.userId)).sort()).toEqual([customer.user._id, operator.user._id, admin.user._id].sort());
    expect(written[0]?.message).toContain('2 °C to 8 °C');
  });

  it('when several notifications are written at once, then their seq numbers are unique and increasing', async () => {
    const seqs = (await NotificationModel.find({}, { seq: 1 }).sort({ seq: 1 }).lean().exec()).map((n) => n.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.every((seq, i) => i === 0 || seq > (seqs[i - 1] ?? 0))).toBe(true);
  });

  it('when a customer lists notifications, then another customer’s never show', async () => {
    const res = await request(app).get('/api/v1/notifications').set(bearer(bystander.token));
    expect(res.status).toBe(200);
    expect(res.body.data.records).toEqual([]);
    expect(res.body.data.unreadCount).toBe(0);
  });
});
