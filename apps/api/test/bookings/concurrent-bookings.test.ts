import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Booking, Notification } from '@meridian/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { WebhookDeliveryModel } from '../../src/modules/webhooks/webhooks.model';
import { bookingPayload, buildTestApp, signUp } from '../support/app';
import { signUpAs } from '../support/staff';
import { createWebhookAs } from '../support/webhooks';

// Decision 0070: the session lookups, notifications and webhook lookups of requests handled at once share their round
// trips. Many customers booking in the same moment must each still be themselves, be told of their own booking only,
// and reach only their own organization's endpoints.
const { app } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
let server: Server;
let base: string;

beforeAll(async () => {
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function call<T>(path: string, token: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

describe('POST /api/v1/bookings from many customers at once', () => {
  it('when 24 customers book in the same moment, then each booking is its booker\'s, each is told of their own, staff of every one, and only subscribed endpoints queue it', async () => {
    const operator = await signUpAs(app, 'operator');
    const customers = await Promise.all(Array.from({ length: 24 }, (_, i) => signUp(app, { firstName: `Client${i}` })));
    const subscribed = customers.slice(0, 3);
    const otherEvent = customers[3]!;
    for (const c of subscribed) await createWebhookAs(app, c.token, { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'] });
    await createWebhookAs(app, otherEvent.token, { url: 'http://127.0.0.1:9/hooks', events: ['booking.cancelled'] });

    const answers = await Promise.all(customers.map((c, i) => call<Booking>('/bookings/', c.token, bookingPayload({ fullNameOrBusiness: `Shipper ${i}` }))));
    expect(answers.map((a) => a.status)).toEqual(customers.map(() => 201));
    answers.forEach((a, i) => {
      expect(a.data.createdBy).toBe(customers[i]!.user._id);
      expect(a.data.fullNameOrBusiness).toBe(`Shipper ${i}`);
    });

    // Each customer reads their own notifications, again all at once: one "Booking received", about their booking.
    const lists = await Promise.all(customers.map((c) => call<{ records: Notification[] }>('/notifications', c.token)));
    lists.forEach((list, i) => {
      expect(list.data.records.map((n) => [n.event, n.trackingNumber])).toEqual([['booking-created', answers[i]!.data.trackingNumber]]);
    });

    const staffNotes = await NotificationModel.find({ userId: new mongoose.Types.ObjectId(operator.user._id) }).lean();
    expect(staffNotes.map((n) => n.trackingNumber).sort()).toEqual(answers.map((a) => a.data.trackingNumber).sort());
    const bookingIds = answers.map((a) => new mongoose.Types.ObjectId(a.data._id));
    const seqs = (await NotificationModel.find({ bookingId: mongoose.trusted({ $in: bookingIds }) }).lean()).map((n) => n.seq);
    expect(new Set(seqs).size).toBe(seqs.length);

    const deliveries = await WebhookDeliveryModel.find({ type: 'booking.created', organizationId: mongoose.trusted({ $in: customers.map((c) => new mongoose.Types.ObjectId(c.user._id)) }) }).lean();
    expect(deliveries.map((d) => String(d.organizationId)).sort()).toEqual(subscribed.map((c) => c.user._id).sort());
    for (const d of deliveries) {
      const owner = customers.findIndex((c) => c.user._id === String(d.organizationId));
      expect(JSON.parse(d.body).data.booking._id).toBe(answers[owner]!.data._id);
    }
  });

  it('when one customer sends 10 bookings at once, then all 10 are theirs and they are told of each once', async () => {
    const customer = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call<Booking>('/bookings/', customer.token, bookingPayload())));
    expect(answers.map((a) => [a.status, a.data.createdBy])).toEqual(answers.map(() => [201, customer.user._id]));
    const list = await call<{ records: Notification[] }>('/notifications?limit=50', customer.token);
    expect(list.data.records.map((n) => n.trackingNumber).sort()).toEqual(answers.map((a) => a.data.trackingNumber).sort());
  });
});
