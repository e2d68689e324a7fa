import {
  formatTrackingNumber,
  TRACKING_SUBSCRIPTION_CONFIRMED,
  TRACKING_SUBSCRIPTION_LINK_INVALID,
  TRACKING_UNSUBSCRIBE_TOKEN_REQUIRED,
  TRACKING_UNSUBSCRIBED,
} from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { unsubscribeSigner } from '../../src/modules/tracking-subscriptions/subscription-tokens';
import { TrackingSubscriptionModel } from '../../src/modules/tracking-subscriptions/tracking-subscriptions.model';
import { buildTestApp, createBooking, expectErrorBody, signUp, uniqueEmail } from '../support/app';
import { confirm, mailsTo, subscribe, tokenOf, unsubscribe } from './subscriptions-kit';

const { app, config } = buildTestApp();

/** A pending subscription and the two links its confirmation mail carries. */
async function pending() {
  const owner = await signUp(app);
  const booking = await createBooking(app, owner.token);
  const email = uniqueEmail('reader');
  await subscribe(app, booking.trackingNumber, email).expect(202);
  const [mail] = await mailsTo(email, 'tracking-subscribe-confirm');
  const row = () => TrackingSubscriptionModel.findOne({ bookingId: booking._id, email }).lean().exec();
  return { booking, email, row, confirmToken: tokenOf(mail!.data.confirmUrl!), unsubscribeToken: tokenOf(mail!.data.unsubscribeUrl!) };
}

describe('POST /api/v1/tracking-subscriptions/confirm', () => {
  it('when the link from the mail is followed, then the subscription is active; a second click answers the same and changes nothing', async () => {
    const { booking, row, confirmToken } = await pending();
    const res = await confirm(app, confirmToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: TRACKING_SUBSCRIPTION_CONFIRMED, data: { trackingNumber: formatTrackingNumber(booking.trackingNumber), status: 'active' } });
    const stored = await row();
    expect(stored).toMatchObject({ status: 'active', confirmedAt: expect.any(Date) });
    // Confirmed addresses are kept: the TTL that forgets unconfirmed ones no longer applies.
    expect(stored?.purgeAt).toBeUndefined();

    const again = await confirm(app, confirmToken);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('active');
    expect((await row())?.confirmedAt).toEqual(stored?.confirmedAt);
  });

  it('when the link has expired, then it answers 404 in the envelope and the row stays pending', async () => {
    const { row, confirmToken, booking, email } = await pending();
    await TrackingSubscriptionModel.updateOne({ bookingId: booking._id, email }, { $set: { confirmExpiresAt: new Date(Date.now() - 1000) } }).exec();
    const res = await confirm(app, confirmToken);
    expect(res.status).toBe(404);
    expectErrorBody(res.body, TRACKING_SUBSCRIPTION_LINK_INVALID);
    expect((await row())?.status).toBe('pending');
  });

  it('when the token is unknown, then 404; when it is malformed or missing, then 400 naming the field', async () => {
    const unknown = await confirm(app, 'A'.repeat(43));
    expect(unknown.status).toBe(404);
    expectErrorBody(unknown.body, TRACKING_SUBSCRIPTION_LINK_INVALID);
    for (const token of ['not a token!', undefined, { $ne: null }]) {
      const res = await confirm(app, token);
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
      expect(res.body.fields).toHaveProperty('token');
    }
  });
});

describe('POST /api/v1/tracking-subscriptions/unsubscribe', () => {
  it('when the link is followed, then the subscription is unsubscribed; again, the same answer (idempotent)', async () => {
    const { booking, row, confirmToken, unsubscribeToken } = await pending();
    await confirm(app, confirmToken).expect(200);
    const res = await unsubscribe(app, unsubscribeToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: TRACKING_UNSUBSCRIBED, data: { trackingNumber: formatTrackingNumber(booking.trackingNumber), status: 'unsubscribed' } });
    const stored = await row();
    expect(stored).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect(stored?.confirmTokenHash).toBeUndefined();

    const again = await unsubscribe(app, unsubscribeToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await row())?.unsubscribedAt).toEqual(stored?.unsubscribedAt);
    // The old confirmation link cannot switch updates back on.
    expect((await confirm(app, confirmToken)).status).toBe(404);
    expect((await row())?.status).toBe('unsubscribed');
  });

  it("when a mail client makes the RFC 8058 one-click POST (token in the URL, form body), then it unsubscribes", async () => {
    const { row, unsubscribeToken } = await pending();
    const res = await request(app)
      .post(`/api/v1/tracking-subscriptions/unsubscribe?token=${unsubscribeToken}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('unsubscribed');
    expect((await row())?.status).toBe('unsubscribed');
  });

  it('when the token is tampered with, signed with another secret or names no subscription, then 404 and nothing changes', async () => {
    const { row, unsubscribeToken } = await pending();
    const bytes = Buffer.from(unsubscribeToken, 'base64url');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    const otherSecret = unsubscribeSigner('another-secret').sign(String((await row())!._id));
    const nobody = unsubscribeSigner(config.jwtSecret).sign(new mongoose.Types.ObjectId().toHexString());
    for (const token of [bytes.toString('base64url'), otherSecret, nobody, 'AAAA']) {
      const res = await unsubscribe(app, token);
      expect(res.status).toBe(404);
      expectErrorBody(res.body, TRACKING_SUBSCRIPTION_LINK_INVALID);
    }
    expect((await row())?.status).toBe('pending');
  });

  it('when no token comes in the body or the query, then 400 naming the token', async () => {
    const res = await request(app).post('/api/v1/tracking-subscriptions/unsubscribe').send({});
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toEqual({ token: TRACKING_UNSUBSCRIBE_TOKEN_REQUIRED });
  });
});
