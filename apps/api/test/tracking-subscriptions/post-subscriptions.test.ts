import { createHash } from 'node:crypto';
import {
  formatTrackingNumber,
  TRACKING_NOT_FOUND,
  TRACKING_SUBSCRIBE_ACCEPTED,
  TRACKING_SUBSCRIPTION_CLOSED,
  TRACKING_SUBSCRIPTION_CONFIRM_HOURS,
} from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { TrackingSubscriptionModel } from '../../src/modules/tracking-subscriptions/tracking-subscriptions.model';
import { CONFIRM_RESEND_PAUSE_MS } from '../../src/modules/tracking-subscriptions/tracking-subscriptions.service';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp, uniqueEmail } from '../support/app';
import { confirm, mailsTo, subscribe, subscribeAndConfirm, tokenOf } from './subscriptions-kit';

const BASE = 'https://track.meridian.test';
const { app } = buildTestApp({ APP_BASE_URL: BASE });

async function newShipment() {
  const owner = await signUp(app);
  return { owner, booking: await createBooking(app, owner.token) };
}

describe('POST /api/v1/tracking/{trackingNumber}/subscriptions (the tracking page’s Email Updates, decision 0030)', () => {
  it('when a stranger asks for updates, then it answers 202, stores a pending row with the token hashed, and queues one confirmation mail', async () => {
    const { booking } = await newShipment();
    const email = uniqueEmail('follower');
    const res = await subscribe(app, booking.trackingNumber, `  ${email.toUpperCase()} `);

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ error: false, message: TRACKING_SUBSCRIBE_ACCEPTED, data: { trackingNumber: formatTrackingNumber(booking.trackingNumber) } });
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await TrackingSubscriptionModel.find({ bookingId: booking._id }).lean().exec();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ kind: 'subscriber', email, status: 'pending', trackingNumber: booking.trackingNumber });
    const hours = (row.confirmExpiresAt!.getTime() - row.confirmSentAt!.getTime()) / 3_600_000;
    expect(hours).toBe(TRACKING_SUBSCRIPTION_CONFIRM_HOURS);
    expect(row.purgeAt).toEqual(row.confirmExpiresAt);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ template: 'tracking-subscribe-confirm', status: 'queued', attempts: 0 });
    expect(mail.data.trackingNumber).toBe(formatTrackingNumber(booking.trackingNumber));
    expect(mail.data.confirmUrl).toMatch(new RegExp(`^${BASE}/tracking/subscriptions/confirm\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.data.unsubscribeUrl).toMatch(new RegExp(`^${BASE}/tracking/subscriptions/unsubscribe\\?token=[A-Za-z0-9_-]+$`));
    // Only the hash is kept: the database cannot produce a working link.
    const token = tokenOf(mail.data.confirmUrl!);
    expect(row.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('when the address is already subscribed, then the answer is word for word the same and no mail is queued', async () => {
    const { booking } = await newShipment();
    const email = uniqueEmail('again');
    await subscribeAndConfirm(app, booking.trackingNumber, email);
    const fresh = await subscribe(app, booking.trackingNumber, uniqueEmail('fresh'));
    const before = await MailMessageModel.countDocuments({ to: email }).exec();

    const again = await subscribe(app, booking.trackingNumber, email);
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(await MailMessageModel.countDocuments({ to: email }).exec()).toBe(before);
    expect(await TrackingSubscriptionModel.findOne({ bookingId: booking._id, email }).lean().exec()).toMatchObject({ status: 'active' });
  });

  it('when a pending address asks again at once, then it is not mailed twice; after the pause it gets a new link and the old one stops working', async () => {
    const { booking } = await newShipment();
    const email = uniqueEmail('pending');
    await subscribe(app, booking.trackingNumber, email).expect(202);
    await subscribe(app, booking.trackingNumber, email).expect(202);
    const [first] = await mailsTo(email);
    expect(await mailsTo(email)).toHaveLength(1);

    // The first mail went out longer ago than the pause.
    await TrackingSubscriptionModel.updateOne({ bookingId: booking._id, email }, { $set: { confirmSentAt: new Date(Date.now() - CONFIRM_RESEND_PAUSE_MS - 1000) } }).exec();
    await subscribe(app, booking.trackingNumber, email).expect(202);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.data.confirmUrl).not.toBe(first!.data.confirmUrl);

    expect((await confirm(app, tokenOf(first!.data.confirmUrl!))).status).toBe(404);
    expect((await confirm(app, tokenOf(mails[1]!.data.confirmUrl!))).status).toBe(200);
    expect(await TrackingSubscriptionModel.countDocuments({ bookingId: booking._id, email }).exec()).toBe(1);
  });

  it('when the same address is sent in any case, then it is one subscriber', async () => {
    const { booking } = await newShipment();
    const email = uniqueEmail('case');
    await subscribe(app, booking.trackingNumber, email).expect(202);
    await subscribe(app, booking.trackingNumber, email.toUpperCase()).expect(202);
    expect(await TrackingSubscriptionModel.countDocuments({ bookingId: booking._id }).exec()).toBe(1);
  });

  it('when the number is unknown or malformed, then it answers 404 like the tracking lookup and stores nothing', async () => {
    const before = await TrackingSubscriptionModel.countDocuments().exec();
    for (const number of ['MX0000000000Z', 'not-a-number']) {
      const res = await subscribe(app, number, uniqueEmail());
      expect(res.status).toBe(404);
      expectErrorBody(res.body, TRACKING_NOT_FOUND);
    }
    expect(await TrackingSubscriptionModel.countDocuments().exec()).toBe(before);
  });

  it('when the shipment is cancelled, then it answers 409: there is nothing left to tell', async () => {
    const { owner, booking } = await newShipment();
    await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(owner.token)).expect(200);
    const email = uniqueEmail('late');
    const res = await subscribe(app, booking.trackingNumber, email);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, TRACKING_SUBSCRIPTION_CLOSED);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('when the address is malformed or extra fields come along, then it answers 400 per field', async () => {
    const { booking } = await newShipment();
    const res = await subscribe(app, booking.trackingNumber, 'nobody@');
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toEqual({ email: 'Invalid email format' });
    const extra = await request(app).post(`/api/v1/tracking/${booking.trackingNumber}/subscriptions`).send({ email: uniqueEmail(), status: 'active' });
    expect(extra.status).toBe(400);
  });

  it('when one client subscribes too often, then it answers 429 from the shared counter', async () => {
    const limited = buildTestApp({ RATE_LIMIT_PUBLIC_PER_IP: '2' }).app;
    const { booking } = await newShipment();
    await subscribe(limited, booking.trackingNumber, uniqueEmail()).expect(202);
    await subscribe(limited, booking.trackingNumber, uniqueEmail()).expect(202);
    const res = await subscribe(limited, booking.trackingNumber, uniqueEmail());
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
