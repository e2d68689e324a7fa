import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { formatTrackingNumber, WEBHOOK_DELIVERY_RETENTION_DAYS, WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@meridian/contracts';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliveryModel, WebhookEndpointModel } from '../../src/modules/webhooks/webhooks.model';
import { claimNextDelivery } from '../../src/modules/webhooks/webhooks.repository';
import type { WebhookWorker } from '../../src/modules/webhooks/webhooks.worker';
import { bearer, buildTestApp, createBooking, signUp, testConfig } from '../support/app';
import { startSmtpServer, startTestMailWorker, type SmtpCatcher } from '../support/smtp';
import { startWebhookReceiver, verifyWebhookSignature, type WebhookReceiver } from '../support/webhook-receiver';
import { REFUSED_FORMS } from '../support/ssrf-forms';
import { until } from '../support/backstop';
import { createWebhookAs, signUpMember, startTestWebhookWorker, WEBHOOKS } from '../support/webhooks';

// Decision 0057: events reach a real receiver over HTTP, signed; failures are retried, given up on and, after three
// days, the endpoint is disabled and its admins are told.
const { app } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
let receiver: WebhookReceiver;
let workers: WebhookWorker[] = [];
const worker = (options: Parameters<typeof startTestWebhookWorker>[0] = {}) => {
  const w = startTestWebhookWorker(options);
  workers.push(w);
  return w;
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  workers = [];
  receiver.reset();
});
afterAll(async () => {
  await receiver.close();
});

/** An admin with an endpoint on the test receiver, its path unique so each test reads only its own deliveries. */
async function adminWithEndpoint(events: string[] = ['booking.created', 'booking.cancelled']) {
  const admin = await signUp(app);
  const path = `/hooks/${randomUUID()}`;
  const url = receiver.url.replace('/hooks', path);
  const webhook = await createWebhookAs(app, admin.token, { url, events });
  receiver.setSecret(webhook.secret, path);
  return { admin, webhook, path };
}

const deliveriesOf = async (token: string, id: string): Promise<WebhookDelivery[]> => {
  const res = await request(app).get(`${WEBHOOKS}/${id}/deliveries`).set(bearer(token));
  expect(res.status).toBe(200);
  return res.body.data as WebhookDelivery[];
};

describe('delivering events', () => {
  it('when a booking is created, then the receiver gets booking.created, signed with the secret, with the booking as the API answers it', async () => {
    const { admin, webhook, path } = await adminWithEndpoint();
    worker();
    const booking = await createBooking(app, admin.token);
    const hook = await receiver.waitFor((w) => w.path === path);
    expect(hook.verified).toBe(true);
    expect(hook.body).toMatchObject({ type: 'booking.created', data: { booking: { _id: booking._id, trackingNumber: booking.trackingNumber, status: 'pending' } } });
    // Decision 0085: the number people read beside the canonical one a client looks up by.
    expect(hook.body.data.booking?.trackingNumberFormatted).toBe(formatTrackingNumber(booking.trackingNumber));
    expect(hook.body.id).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(new Date(hook.body.createdAt).toISOString()).toBe(hook.body.createdAt);
    expect(hook.headers['meridian-event-id']).toBe(hook.body.id);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['user-agent']).toBe('Meridian-Webhooks/1');
    expect(hook.headers['meridian-signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    // The signature is over these exact bytes: one byte different, or another secret, and it no longer verifies.
    expect(verifyWebhookSignature(webhook.secret, hook.headers['meridian-signature'] as string, Buffer.concat([hook.raw, Buffer.from(' ')]))).toBe(false);
    expect(verifyWebhookSignature('whsec_other', hook.headers['meridian-signature'] as string, hook.raw)).toBe(false);
    // And a replay after five minutes is refused by the receiver's check.
    expect(verifyWebhookSignature(webhook.secret, hook.headers['meridian-signature'] as string, hook.raw, Math.floor(Date.now() / 1000) + 301)).toBe(false);
    expect(JSON.stringify(hook.body.data)).not.toMatch(/organizationId|statusHistory\.\d+\.by"|passwordHash|search/);

    const [delivery] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.status === 'succeeded', 'the delivery to succeed');
    expect(delivery).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      eventId: hook.body.id,
      type: 'booking.created',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      durationMs: expect.any(Number),
      nextAttemptAt: null,
      lastError: null,
      createdAt: expect.any(String),
    });
  });

  it('when a booking is cancelled, then booking.cancelled arrives; an event the endpoint did not subscribe to does not', async () => {
    const { admin, path } = await adminWithEndpoint(['booking.cancelled']);
    worker();
    const booking = await createBooking(app, admin.token);
    const res = await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    const hook = await receiver.waitFor((w) => w.path === path);
    expect(hook.verified).toBe(true);
    expect(hook.body).toMatchObject({ type: 'booking.cancelled', data: { booking: { _id: booking._id, status: 'cancelled' }, change: 'cancel', previousStatus: 'pending' } });
    expect(receiver.received.filter((w) => w.path === path).map((w) => w.body.type)).toEqual(['booking.cancelled']);
  });

  it('when a booker of the organization books, then the organization’s endpoint hears it; another organization’s does not', async () => {
    const { admin, path } = await adminWithEndpoint();
    const other = await adminWithEndpoint();
    const booker = await signUpMember(app, admin.user._id, 'booker');
    worker();
    const booking = await createBooking(app, booker.token);
    const hook = await receiver.waitFor((w) => w.path === path);
    expect(hook.body.data.booking?._id).toBe(booking._id);
    expect(hook.verified).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received.filter((w) => w.path === other.path)).toHaveLength(0);
  });

  it('when "Send test event" is used, then webhook.test is delivered to that endpoint and logged', async () => {
    const { admin, webhook, path } = await adminWithEndpoint(['invoice.issued']);
    worker();
    const res = await request(app).post(`${WEBHOOKS}/${webhook.id}/test`).set(bearer(admin.token));
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ type: WEBHOOK_TEST_EVENT, status: 'pending', attempts: 0 });
    const hook = await receiver.waitFor((w) => w.path === path);
    expect(hook).toMatchObject({ verified: true, body: { type: WEBHOOK_TEST_EVENT, data: { webhookId: webhook.id } } });
  });
});

describe('failures and retries', () => {
  it('when the receiver answers 500 twice, then the delivery is retried with a growing backoff and succeeds with the same event id', async () => {
    const { admin, webhook, path } = await adminWithEndpoint();
    receiver.replyWith(500, 500);
    const backoffs: number[] = [];
    // Backoffs of minutes, and the test moves each due time to now once it has read it: every attempt follows the
    // test's read, not a race between a poll and a short clock on a busy machine.
    worker({ backoffMs: (n) => (backoffs.push(n), 60_000 * 2 ** (n - 1)) });
    await createBooking(app, admin.token);
    const scheduled = (n: number) => (d: WebhookDelivery[]) => d[0]?.attempts === n && d[0]?.nextAttemptAt !== null;
    const dueNow = () => WebhookDeliveryModel.updateOne({ endpointId: webhook.id }, { $set: { nextAttemptAt: new Date() } });
    const first = await until(() => deliveriesOf(admin.token, webhook.id), scheduled(1), 'the first attempt');
    expect(first[0]).toMatchObject({ status: 'pending', responseStatus: 500, lastError: 'HTTP 500' });
    const firstGap = new Date(first[0]?.nextAttemptAt ?? 0).getTime() - Date.now();
    await dueNow();
    const second = await until(() => deliveriesOf(admin.token, webhook.id), scheduled(2), 'the second attempt');
    const secondGap = new Date(second[0]?.nextAttemptAt ?? 0).getTime() - Date.now();
    expect(secondGap).toBeGreaterThan(firstGap);
    await dueNow();
    const [done] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.status === 'succeeded', 'success');
    expect(done).toMatchObject({ attempts: 3, responseStatus: 200, nextAttemptAt: null, lastError: null });
    expect(backoffs).toEqual([1, 2]);
    const got = receiver.received.filter((w) => w.path === path);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((w) => w.body.id)).size).toBe(1);
    expect(got.every((w) => w.verified)).toBe(true);
    // The endpoint's streak ended with the success.
    const endpoint = await WebhookEndpointModel.findById(webhook.id).lean();
    expect(endpoint?.failingSince).toBeUndefined();
    expect(endpoint?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('when the receiver hangs, then the timeout counts as a failed attempt', async () => {
    const { admin, webhook } = await adminWithEndpoint();
    receiver.replyWith('hang');
    worker({ timeoutMs: 300, backoffMs: () => 60_000 });
    await createBooking(app, admin.token);
    const [delivery] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.attempts === 1, 'the timed-out attempt');
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, lastError: 'Timed out after 300 ms' });
    expect(delivery?.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('when 24 hours have passed since the first attempt, then a failing delivery stops retrying and is failed', async () => {
    const { admin, webhook } = await adminWithEndpoint();
    receiver.replyWith(503);
    await createBooking(app, admin.token);
    await WebhookDeliveryModel.updateMany({ endpointId: webhook.id }, { $set: { firstAttemptAt: new Date(Date.now() - 24 * 3_600_000 + 30_000), attempts: 17 } });
    worker({ backoffMs: () => 60_000 });
    const [delivery] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.status === 'failed', 'the delivery to fail');
    expect(delivery).toMatchObject({ status: 'failed', attempts: 18, responseStatus: 503, nextAttemptAt: null, lastError: 'HTTP 503' });
  });

  it('when a failed delivery is retried, then it is sent again now and succeeds', async () => {
    const { admin, webhook, path } = await adminWithEndpoint();
    receiver.replyWith(500);
    await createBooking(app, admin.token);
    await WebhookDeliveryModel.updateMany({ endpointId: webhook.id }, { $set: { firstAttemptAt: new Date(Date.now() - 25 * 3_600_000) } });
    worker({ backoffMs: () => 60_000 });
    const [failed] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.status === 'failed', 'the delivery to fail');
    const res = await request(app).post(`${WEBHOOKS}/${webhook.id}/deliveries/${failed?.id}/retry`).set(bearer(admin.token));
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ id: failed?.id, status: 'pending' });
    const [done] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.status === 'succeeded', 'the retry to succeed');
    expect(done).toMatchObject({ attempts: 2, responseStatus: 200 });
    expect(receiver.received.filter((w) => w.path === path)).toHaveLength(2);
    const missing = await request(app).post(`${WEBHOOKS}/${webhook.id}/deliveries/${'0'.repeat(24)}/retry`).set(bearer(admin.token));
    expect(missing.status).toBe(404);
  });

  describe('after three days of failures', () => {
    let smtp: SmtpCatcher;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      await smtp.stop();
    });

    it('when the endpoint has failed for 3 days, then it is disabled, its pending deliveries stop and each admin is e-mailed once', async () => {
      const { admin, webhook } = await adminWithEndpoint();
      const second = await signUpMember(app, admin.user._id, 'admin');
      const booker = await signUpMember(app, admin.user._id, 'booker');
      await WebhookEndpointModel.updateOne({ _id: webhook.id }, { $set: { failingSince: new Date(Date.now() - 3 * 86_400_000 - 60_000) } });
      receiver.replyWith(500, 500, 500);
      const mailWorker = startTestMailWorker(testConfig(), smtp);
      try {
        await createBooking(app, admin.token);
        await createBooking(app, admin.token);
        worker({ backoffMs: () => 60_000 });
        const endpoint = await until(() => WebhookEndpointModel.findById(webhook.id).lean(), (e) => e?.enabled === false, 'the endpoint to be disabled');
        expect(endpoint?.disabledReason).toBe('Disabled after 3 days of failed deliveries');
        const mail = await smtp.waitForMail({ to: admin.user.email, subject: 'A webhook endpoint was disabled' });
        expect(mail.text).toContain(new URL(webhook.url).pathname);
        await smtp.waitForMail({ to: second.user.email, subject: 'A webhook endpoint was disabled' });
        const deliveries = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d.length === 2 && d.every((x) => x.status === 'failed'), 'both deliveries to stop');
        expect(deliveries.map((d) => d.nextAttemptAt)).toEqual([null, null]);
        await new Promise((r) => setTimeout(r, 200));
        const disabledMails = (to: string) => smtp.messages.filter((m) => m.to.includes(to.toLowerCase()) && m.subject === 'A webhook endpoint was disabled');
        expect(disabledMails(booker.user.email)).toHaveLength(0);
        expect(disabledMails(admin.user.email)).toHaveLength(1);
        const list = await request(app).get(`${WEBHOOKS}/${webhook.id}`).set(bearer(admin.token));
        expect(list.body.data).toMatchObject({ enabled: false, disabledReason: 'Disabled after 3 days of failed deliveries' });
      } finally {
        await mailWorker.stop();
      }
    });
  });
});

describe('the delivery log', () => {
  it('when deliveries are stored, then MongoDB removes each one 30 days after it was queued, long after its 24 hours of retries', async () => {
    const indexes = await WebhookDeliveryModel.collection.listIndexes().toArray();
    expect(WEBHOOK_DELIVERY_RETENTION_DAYS).toBe(30);
    expect(indexes.find((i) => i.name === 'expire_after_retention')).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: 30 * 24 * 60 * 60 });
  });
});

describe('many workers', () => {
  it('when two claims race for one delivery, then exactly one gets it', async () => {
    const { admin } = await adminWithEndpoint();
    await createBooking(app, admin.token);
    const [a, b] = await Promise.all([claimNextDelivery('racer-a'), claimNextDelivery('racer-b')]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    await WebhookDeliveryModel.deleteMany({ _id: (a ?? b)?._id });
  });

  it('when two workers drain one queue, then every delivery reaches the receiver exactly once', async () => {
    const { admin, webhook, path } = await adminWithEndpoint(['booking.created']);
    for (let i = 0; i < 12; i += 1) await request(app).post(`${WEBHOOKS}/${webhook.id}/test`).set(bearer(admin.token));
    worker({ concurrency: 3 });
    worker({ concurrency: 3 });
    await until(() => deliveriesOf(admin.token, webhook.id), (d) => d.length === 12 && d.every((x) => x.status === 'succeeded'), 'all deliveries');
    const got = receiver.received.filter((w) => w.path === path);
    expect(got).toHaveLength(12);
    expect(new Set(got.map((w) => w.body.id)).size).toBe(12);
  });
});

describe('SSRF at send time (private targets not allowed)', () => {
  it.each([
    'https://127.0.0.1:PORT/x',
    'https://10.0.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]:PORT/x',
    'https://localhost:PORT/x',
    'http://127.0.0.1:PORT/x',
    ...REFUSED_FORMS.map(([host]) => `https://${host}:PORT/x`),
  ])(
    'when an endpoint points at %s, then the attempt is refused before connecting and logged',
    async (pattern) => {
      const { admin, webhook, path } = await adminWithEndpoint();
      const port = new URL(receiver.url).port;
      await WebhookEndpointModel.updateOne({ _id: webhook.id }, { $set: { url: pattern.replace('PORT', port) + path } });
      worker({ allowPrivateTargets: false, backoffMs: () => 60_000 });
      await createBooking(app, admin.token);
      const [delivery] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.attempts === 1, 'the refused attempt');
      expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, lastError: expect.stringMatching(/^Refused: /) });
      expect(receiver.received.filter((w) => w.path === path)).toHaveLength(0);
    },
  );

  it('when one endpoint names a host that does not resolve and another one that resolves to loopback, then both attempts log the same refusal', async () => {
    const errors: string[] = [];
    worker({ allowPrivateTargets: false, backoffMs: () => 60_000 });
    for (const host of ['no-such-host.invalid', hostname()]) {
      const { admin, webhook } = await adminWithEndpoint();
      await WebhookEndpointModel.updateOne({ _id: webhook.id }, { $set: { url: `https://${host}/hooks` } });
      await createBooking(app, admin.token);
      const [delivery] = await until(() => deliveriesOf(admin.token, webhook.id), (d) => d[0]?.attempts === 1, 'the refused attempt');
      errors.push(delivery?.lastError ?? '');
    }
    expect(errors[0]).toMatch(/^Refused: /);
    expect(errors[1]).toBe(errors[0]);
  });
});

