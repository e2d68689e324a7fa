import { WEBHOOK_EVENT_TYPES, WEBHOOK_MAX_ENDPOINTS, WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT } from '@meridian/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { WebhookEndpointModel } from '../../src/modules/webhooks/webhooks.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { signUpAs } from '../support/staff';
import { PUBLIC_FORMS, REFUSED_FORMS } from '../support/ssrf-forms';
import { createWebhookAs, signUpMember, WEBHOOKS } from '../support/webhooks';

// Decision 0057: an organization's admins manage its webhook endpoints; everyone else is refused.
const { app } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
const hooks = { url: 'https://hooks.example.test/meridian', events: ['booking.created', 'booking.cancelled'] };

describe('managing webhook endpoints', () => {
  it('when an admin creates an endpoint, then 201 carries the whsec_ secret once and later reads never show it', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    expect(created).toMatchObject({ url: hooks.url, events: ['booking.created', 'booking.cancelled'], enabled: true, disabledReason: null, failingSince: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await request(app).get(`${WEBHOOKS}/`).set(bearer(admin.token));
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: created.id, url: hooks.url })]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const one = await request(app).get(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token));
    expect(one.body.data).not.toHaveProperty('secret');
    // Stored as it is, since the worker signs with it.
    expect((await WebhookEndpointModel.findById(created.id).lean())?.secret).toBe(created.secret);
  });

  it('when events are given out of order or twice, then they are stored once each, in the documented order', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, { url: hooks.url, events: ['invoice.issued', 'booking.created', 'invoice.issued'] });
    expect(created.events).toEqual(['booking.created', 'invoice.issued']);
  });

  it('when an admin patches url, events and enabled, then the endpoint answers the change; an empty patch is 400', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    const res = await request(app)
      .patch(`${WEBHOOKS}/${created.id}`)
      .set(bearer(admin.token))
      .send({ url: 'https://other.example.test/in', events: [...WEBHOOK_EVENT_TYPES], enabled: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ url: 'https://other.example.test/in', events: [...WEBHOOK_EVENT_TYPES], enabled: false });
    const empty = await request(app).patch(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token)).send({});
    expect(empty.status).toBe(400);
  });

  it('when an endpoint disabled after failures is enabled again, then its failure streak is cleared', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    await WebhookEndpointModel.updateOne({ _id: created.id }, { $set: { enabled: false, disabledReason: 'Disabled after 3 days of failed deliveries', failingSince: new Date(Date.now() - 4 * 86_400_000) } });
    const res = await request(app).patch(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token)).send({ enabled: true });
    expect(res.body.data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('when an admin deletes an endpoint, then it is gone and a second delete is 404', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    expect((await request(app).delete(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token))).status).toBe(200);
    const again = await request(app).delete(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token));
    expect(again.status).toBe(404);
    expectErrorBody(again.body, WEBHOOK_MESSAGES.notFound);
  });

  it('when an admin rotates the secret, then a new one is shown once and stored', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    const res = await request(app).post(`${WEBHOOKS}/${created.id}/rotate-secret`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body.data.secret).toMatch(/^whsec_/);
    expect(res.body.data.secret).not.toBe(created.secret);
    expect((await WebhookEndpointModel.findById(created.id).lean())?.secret).toBe(res.body.data.secret);
  });

  it(`when the organization has ${WEBHOOK_MAX_ENDPOINTS} endpoints, then another is refused with 409`, async () => {
    const admin = await signUp(app);
    for (let i = 0; i < WEBHOOK_MAX_ENDPOINTS; i += 1) await createWebhookAs(app, admin.token, { ...hooks, url: `https://hooks.example.test/${i}` });
    const res = await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send(hooks);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, WEBHOOK_MESSAGES.tooMany);
  });

  it(`when 60 creates race, then exactly ${WEBHOOK_MAX_ENDPOINTS} endpoints exist and every other create answers 409`, async () => {
    const admin = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ ...hooks, url: `https://hooks.example.test/race/${i}` })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(WEBHOOK_MAX_ENDPOINTS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60 - WEBHOOK_MAX_ENDPOINTS);
    for (const res of answers.filter((r) => r.status === 409)) expectErrorBody(res.body, WEBHOOK_MESSAGES.tooMany);
    expect(await WebhookEndpointModel.countDocuments({ organizationId: admin.user._id })).toBe(WEBHOOK_MAX_ENDPOINTS);
    // A deleted endpoint frees its place for the next create.
    const created = answers.find((r) => r.status === 201)?.body.data as { id: string };
    expect((await request(app).delete(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token))).status).toBe(200);
    await createWebhookAs(app, admin.token, hooks);
    expect((await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send(hooks)).status).toBe(409);
  });

  it('when endpoints were stored before places were numbered, then they still count toward the limit', async () => {
    const admin = await signUp(app);
    for (let i = 0; i < WEBHOOK_MAX_ENDPOINTS - 1; i += 1) await createWebhookAs(app, admin.token, { ...hooks, url: `https://hooks.example.test/old/${i}` });
    await WebhookEndpointModel.collection.updateMany({ organizationId: new Types.ObjectId(admin.user._id) }, { $unset: { slot: '' } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send(hooks)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await WebhookEndpointModel.countDocuments({ organizationId: admin.user._id })).toBe(WEBHOOK_MAX_ENDPOINTS);
  });

  it.each([
    ['ftp://hooks.example.test/in', WEBHOOK_MESSAGES.urlHttps],
    ['not a url', WEBHOOK_MESSAGES.urlInvalid],
    ['https://user:pass@hooks.example.test/in', WEBHOOK_MESSAGES.urlCredentials],
    [`https://hooks.example.test/${'a'.repeat(2050)}`, WEBHOOK_MESSAGES.urlTooLong],
  ])('when the url is %s, then 400 names the url field', async (url, message) => {
    const admin = await signUp(app);
    const res = await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url, events: ['booking.created'] });
    expect(res.status).toBe(400);
    expect(res.body.fields.url).toBe(message);
  });

  it('when no event or an unknown event is chosen, then 400 names the events field', async () => {
    const admin = await signUp(app);
    const none = await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: hooks.url, events: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields.events).toBe(WEBHOOK_MESSAGES.eventsRequired);
    const unknown = await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: hooks.url, events: ['booking.exploded'] });
    expect(unknown.status).toBe(400);
    const test = await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: hooks.url, events: [WEBHOOK_TEST_EVENT] });
    expect(test.status).toBe(400);
  });
});

describe('who may manage webhooks', () => {
  it.each(['booker', 'viewer'] as const)('when a %s of the organization asks, then every webhook route answers 403', async (role) => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    const member = await signUpMember(app, admin.user._id, role);
    const auth = bearer(member.token);
    const calls = [
      request(app).get(`${WEBHOOKS}/`).set(auth),
      request(app).post(`${WEBHOOKS}/`).set(auth).send(hooks),
      request(app).get(`${WEBHOOKS}/${created.id}`).set(auth),
      request(app).patch(`${WEBHOOKS}/${created.id}`).set(auth).send({ enabled: false }),
      request(app).delete(`${WEBHOOKS}/${created.id}`).set(auth),
      request(app).post(`${WEBHOOKS}/${created.id}/test`).set(auth),
      request(app).get(`${WEBHOOKS}/${created.id}/deliveries`).set(auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expectErrorBody(res.body);
    }
    expect(await WebhookEndpointModel.countDocuments({ organizationId: admin.user._id })).toBe(1);
  });

  it('when a second admin of the organization asks, then they see and manage the same endpoints', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    const second = await signUpMember(app, admin.user._id, 'admin');
    const list = await request(app).get(`${WEBHOOKS}/`).set(bearer(second.token));
    expect(list.body.data.map((w: { id: string }) => w.id)).toEqual([created.id]);
  });

  it('when the admin of another organization names this endpoint, then every route answers 404 and nothing changes', async () => {
    const admin = await signUp(app);
    const created = await createWebhookAs(app, admin.token, hooks);
    const stranger = await signUp(app);
    const auth = bearer(stranger.token);
    const calls = [
      request(app).get(`${WEBHOOKS}/${created.id}`).set(auth),
      request(app).patch(`${WEBHOOKS}/${created.id}`).set(auth).send({ enabled: false }),
      request(app).delete(`${WEBHOOKS}/${created.id}`).set(auth),
      request(app).post(`${WEBHOOKS}/${created.id}/rotate-secret`).set(auth),
      request(app).post(`${WEBHOOKS}/${created.id}/test`).set(auth),
      request(app).get(`${WEBHOOKS}/${created.id}/deliveries`).set(auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body, WEBHOOK_MESSAGES.notFound);
    }
    expect((await request(app).get(`${WEBHOOKS}/`).set(auth)).body.data).toEqual([]);
    expect((await WebhookEndpointModel.findById(created.id).lean())?.enabled).toBe(true);
  });

  it('when staff or nobody asks, then 403 and 401', async () => {
    const operator = await signUpAs(app, 'operator');
    expect((await request(app).get(`${WEBHOOKS}/`).set(bearer(operator.token))).status).toBe(403);
    expect((await request(app).get(`${WEBHOOKS}/`)).status).toBe(401);
  });

  it('when an id is malformed, then 404', async () => {
    const admin = await signUp(app);
    expect((await request(app).get(`${WEBHOOKS}/nope`).set(bearer(admin.token))).status).toBe(404);
  });
});

describe('SSRF: targets refused where private targets are not allowed (production)', () => {
  const { app: prod } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
  // A public address needs no DNS, which the tests do not have (decision 0081: a name that does not resolve is refused).
  const publicHooks = { url: 'https://93.184.215.14/meridian', events: ['booking.created'] };

  it.each(['https://127.0.0.1/hooks', 'https://10.0.0.1/hooks', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hooks', 'https://[::ffff:127.0.0.1]/x', 'https://localhost/hooks', 'https://100.64.0.1/x'])(
    'when the url is %s, then create answers 400 and stores nothing',
    async (url) => {
      const admin = await signUp(prod);
      const res = await request(prod).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url, events: ['booking.created'] });
      expect(res.status).toBe(400);
      expect(res.body.fields.url).toBe(WEBHOOK_MESSAGES.urlPrivate);
      expect(await WebhookEndpointModel.countDocuments({ organizationId: admin.user._id })).toBe(0);
    },
  );

  it.each(REFUSED_FORMS)('when the url host is %s (%s), then create and a patch to it answer 400 and store nothing', async (host) => {
    const admin = await signUp(prod);
    const res = await request(prod).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: `https://${host}/hooks`, events: ['booking.created'] });
    expect(res.status).toBe(400);
    expect(res.body.fields.url).toBe(WEBHOOK_MESSAGES.urlPrivate);
    expect(await WebhookEndpointModel.countDocuments({ organizationId: admin.user._id })).toBe(0);
    const created = await createWebhookAs(prod, admin.token, publicHooks);
    const patch = await request(prod).patch(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token)).send({ url: `https://${host}/hooks` });
    expect(patch.status).toBe(400);
    expect((await WebhookEndpointModel.findById(created.id).lean())?.url).toBe(publicHooks.url);
  });

  it.each(PUBLIC_FORMS)('when the url host is %s (%s), then create accepts it', async (host) => {
    const admin = await signUp(prod);
    await createWebhookAs(prod, admin.token, { url: `https://${host}/hooks`, events: ['booking.created'] });
  });

  it('when a name does not resolve, then create answers exactly as for a name that resolves to a private address', async () => {
    const admin = await signUp(prod);
    const unknown = await request(prod).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: 'https://no-such-host.invalid/hooks', events: ['booking.created'] });
    // This machine's own name resolves to a loopback or private address (/etc/hosts), as an internal name would.
    const internal = await request(prod).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: `https://${hostname()}/hooks`, events: ['booking.created'] });
    expect(internal.status).toBe(400);
    expect(unknown.status).toBe(internal.status);
    expect(unknown.body).toEqual(internal.body);
    expect(await WebhookEndpointModel.countDocuments({ organizationId: admin.user._id })).toBe(0);
  });

  it('when the url is http, then create and a patch to it answer 400', async () => {
    const admin = await signUp(prod);
    const res = await request(prod).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: 'http://hooks.example.test/in', events: ['booking.created'] });
    expect(res.status).toBe(400);
    expect(res.body.fields.url).toBe(WEBHOOK_MESSAGES.urlHttps);
    const created = await createWebhookAs(prod, admin.token, publicHooks);
    const patch = await request(prod).patch(`${WEBHOOKS}/${created.id}`).set(bearer(admin.token)).send({ url: 'https://127.0.0.1/x' });
    expect(patch.status).toBe(400);
  });

  it('when private targets are allowed (development, test), then a local http receiver is accepted', async () => {
    const admin = await signUp(app);
    await createWebhookAs(app, admin.token, { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'] });
  });
});
