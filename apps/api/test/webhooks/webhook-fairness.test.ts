import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliveryModel, WebhookEndpointModel } from '../../src/modules/webhooks/webhooks.model';
import { takeTurns, WEBHOOK_ENDPOINT_IN_FLIGHT, type WebhookWorker } from '../../src/modules/webhooks/webhooks.worker';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { until } from '../support/backstop';
import { createWebhookAs, startTestWebhookWorker, WEBHOOKS } from '../support/webhooks';

// Decision 0081: one organization's receivers that never answer must not hold up another organization's deliveries.
// Two workers stand for two API processes on one database; each attempt has the production limit (10 s) unless said.
const { app } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
const PRODUCTION_TIMEOUT_MS = 10_000;
const randomObjectId = () => new Types.ObjectId();
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

/** An organization (its admin) with `count` endpoints on the receiver, each on a path of its own. */
async function organizationWithEndpoints(count: number, reply: 'hang' | 200) {
  const admin = await signUp(app);
  const endpoints: Array<{ id: string; path: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const path = `/hooks/${randomUUID()}`;
    const webhook = await createWebhookAs(app, admin.token, { url: receiver.url.replace('/hooks', path), events: ['booking.created'] });
    receiver.setSecret(webhook.secret, path);
    if (reply === 'hang') receiver.alwaysReply(path, 'hang');
    endpoints.push({ id: webhook.id, path });
  }
  return { admin, endpoints };
}

const arrivedAt = (paths: string[]) => receiver.received.filter((w) => paths.includes(w.path));

describe('fair delivery across organizations', () => {
  it('when one organization has 5 endpoints that never answer and books 10 times, then another organization’s booking.created arrives within 5 s', async () => {
    const slow = await organizationWithEndpoints(5, 'hang');
    const fast = await organizationWithEndpoints(1, 200);
    worker({ timeoutMs: PRODUCTION_TIMEOUT_MS });
    worker({ timeoutMs: PRODUCTION_TIMEOUT_MS });
    for (let i = 0; i < 10; i += 1) await createBooking(app, slow.admin.token);
    const hanging = slow.endpoints.map((e) => e.path);
    // The never-answering receivers hold requests open: the workers are busy with them.
    await until(async () => arrivedAt(hanging).length, (n) => n >= 8, 'the slow organization’s requests to be open');

    const postedAt = Date.now();
    await createBooking(app, fast.admin.token);
    const hook = await receiver.waitFor((w) => w.path === fast.endpoints[0]?.path);
    expect(hook.verified).toBe(true);
    expect(hook.at - postedAt).toBeLessThan(5000);
  });

  it('when two processes send to an endpoint that never answers, then at most 2 of its deliveries are open at once and another endpoint’s still go out', async () => {
    const slow = await organizationWithEndpoints(1, 'hang');
    const fast = await organizationWithEndpoints(1, 200);
    const [hang] = slow.endpoints as [{ id: string; path: string }];
    for (let i = 0; i < 10; i += 1) expect((await request(app).post(`${WEBHOOKS}/${hang.id}/test`).set(bearer(slow.admin.token))).status).toBe(202);
    worker({ timeoutMs: PRODUCTION_TIMEOUT_MS });
    worker({ timeoutMs: PRODUCTION_TIMEOUT_MS });
    await until(async () => arrivedAt([hang.path]).length, (n) => n >= WEBHOOK_ENDPOINT_IN_FLIGHT, 'the first requests to be open');

    expect((await request(app).post(`${WEBHOOKS}/${fast.endpoints[0]?.id}/test`).set(bearer(fast.admin.token))).status).toBe(202);
    await receiver.waitFor((w) => w.path === fast.endpoints[0]?.path);
    // By now both workers have looked at the queue again: still only two requests to the hanging endpoint.
    expect(arrivedAt([hang.path])).toHaveLength(WEBHOOK_ENDPOINT_IN_FLIGHT);
    expect(await WebhookDeliveryModel.countDocuments({ endpointId: hang.id, status: 'sending' })).toBe(WEBHOOK_ENDPOINT_IN_FLIGHT);
    expect((await WebhookEndpointModel.findById(hang.id).lean())?.leases).toHaveLength(WEBHOOK_ENDPOINT_IN_FLIGHT);
  });

  it('when a process stops while its requests hang, then after a short grace their places and deliveries are given back', async () => {
    const slow = await organizationWithEndpoints(1, 'hang');
    const [hang] = slow.endpoints as [{ id: string; path: string }];
    await createBooking(app, slow.admin.token);
    const first = worker({ timeoutMs: PRODUCTION_TIMEOUT_MS });
    await until(async () => arrivedAt([hang.path]).length, (n) => n === 1, 'the request to be open');
    await first.stop();
    expect((await WebhookEndpointModel.findById(hang.id).lean())?.leases ?? []).toHaveLength(0);
    expect(await WebhookDeliveryModel.findOne({ endpointId: hang.id }).lean()).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('a process that died mid-send', () => {
  it('when a process died holding a delivery and both of its endpoint’s places, then after the claim lapses another worker sends it', async () => {
    const healthy = await organizationWithEndpoints(1, 200);
    const [endpoint] = healthy.endpoints as [{ id: string; path: string }];
    await createBooking(app, healthy.admin.token);
    const past = new Date(Date.now() - 1000);
    const delivery = await WebhookDeliveryModel.findOneAndUpdate({ endpointId: endpoint.id }, { $set: { status: 'sending', claimedBy: 'dead-process', claimExpiresAt: past } }, { returnDocument: 'after' }).lean();
    await WebhookEndpointModel.updateOne({ _id: endpoint.id }, { $set: { leases: [{ delivery: delivery?._id, until: past }, { delivery: randomObjectId(), until: past }] } });
    worker();
    const hook = await receiver.waitFor((w) => w.path === endpoint.path);
    expect(hook.verified).toBe(true);
    await until(() => WebhookDeliveryModel.findById(delivery?._id).lean(), (d) => d?.status === 'succeeded', 'the delivery to succeed');
    expect((await WebhookEndpointModel.findById(endpoint.id).lean())?.leases ?? []).toHaveLength(0);
  });
});

describe('endpoints that keep timing out', () => {
  it('when an endpoint times out twice in a row, then its next attempts get a fifth of the limit, every fifth of the streak the full limit, and an answer ends the streak', async () => {
    const slow = await organizationWithEndpoints(1, 'hang');
    const [hang] = slow.endpoints as [{ id: string; path: string }];
    await createBooking(app, slow.admin.token);
    worker({ timeoutMs: 1500, backoffMs: () => 50 });
    const errors: string[] = [];
    await until(
      async () => {
        const delivery = await WebhookDeliveryModel.findOne({ endpointId: hang.id }).lean();
        if (delivery && delivery.attempts > errors.length) errors.push(delivery.lastError ?? '');
        return errors.length;
      },
      (n) => n >= 6,
      'six attempts',
      40_000,
    );
    expect(errors).toEqual(['Timed out after 1500 ms', 'Timed out after 1500 ms', 'Timed out after 500 ms', 'Timed out after 500 ms', 'Timed out after 500 ms', 'Timed out after 1500 ms']);
    receiver.reset();
    await until(() => WebhookDeliveryModel.findOne({ endpointId: hang.id }).lean(), (d) => d?.status === 'succeeded', 'the delivery to succeed');
    expect((await WebhookEndpointModel.findById(hang.id).lean())?.timeoutStreak).toBe(0);
  });
});

describe('taking turns', () => {
  it('when one organization has a backlog, then the others’ deliveries are offered between its own, and its endpoints take turns too', () => {
    const due = [
      { id: 1, organization: 'a', endpoint: 'a1' },
      { id: 2, organization: 'a', endpoint: 'a1' },
      { id: 3, organization: 'a', endpoint: 'a1' },
      { id: 4, organization: 'a', endpoint: 'a2' },
      { id: 5, organization: 'b', endpoint: 'b1' },
      { id: 6, organization: 'c', endpoint: 'c1' },
    ];
    expect(takeTurns(due).map((d) => d.id)).toEqual([1, 5, 6, 4, 2, 3]);
  });
});
