import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@meridian/contracts';
import { WebhookEndpointModel } from '../../src/modules/webhooks/webhooks.model';
import type { WebhookWorker } from '../../src/modules/webhooks/webhooks.worker';
import { bearer, buildTestApp, signUp } from '../support/app';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { until } from '../support/backstop';
import { createWebhookAs, startTestWebhookWorker, WEBHOOKS } from '../support/webhooks';

// Decision 0114: an endpoint that answers gets its backlog in runs on the places it holds, over kept connections.
const { app } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
let receiver: WebhookReceiver;
let workers: WebhookWorker[] = [];

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

describe('a backlog to one endpoint', () => {
  it('when 30 events wait for an endpoint that answers, then each arrives once, signed, over at most 2 kept connections, and its places are given back', async () => {
    const admin = await signUp(app);
    const path = `/hooks/${randomUUID()}`;
    const webhook = await createWebhookAs(app, admin.token, { url: receiver.url.replace('/hooks', path), events: ['booking.created'] });
    receiver.setSecret(webhook.secret, path);
    for (let i = 0; i < 30; i += 1) expect((await request(app).post(`${WEBHOOKS}/${webhook.id}/test`).set(bearer(admin.token))).status).toBe(202);

    workers.push(startTestWebhookWorker());
    const deliveries = await until(
      async () => (await request(app).get(`${WEBHOOKS}/${webhook.id}/deliveries`).set(bearer(admin.token))).body.data as WebhookDelivery[],
      (d) => d.length === 30 && d.every((x) => x.status === 'succeeded'),
      'all 30 deliveries to succeed',
      30_000,
    );
    expect(deliveries.every((d) => d.attempts === 1 && d.responseStatus === 200)).toBe(true);
    const got = receiver.received.filter((w) => w.path === path);
    expect(got).toHaveLength(30);
    expect(new Set(got.map((w) => w.body.id)).size).toBe(30);
    expect(got.every((w) => w.verified)).toBe(true);
    // Two places on the endpoint, each kept for a run: two connections at most, where one per attempt made 30.
    expect(new Set(got.map((w) => w.connection)).size).toBeLessThanOrEqual(2);
    expect((await WebhookEndpointModel.findById(webhook.id).lean())?.leases ?? []).toHaveLength(0);
  });
});
