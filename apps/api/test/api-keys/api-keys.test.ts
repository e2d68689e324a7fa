import { Writable } from 'node:stream';
import { API_KEY_MESSAGES, API_KEY_SCOPES, type ApiKeySummary } from '@meridian/contracts';
import mongoose from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { compose } from '../../src/composition';
import { ApiKeyModel } from '../../src/modules/api-keys/api-keys.model';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody, signUp, testConfig } from '../support/app';
import { createApiKey } from '../support/api-keys';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();
const api = '/api/v1';

describe('POST /organization/api-keys (decision 0056)', () => {
  it('when an admin creates a key, then it answers 201 with an mxk_ key shown once, stored only as a hash', async () => {
    const admin = await signUp(app);
    const created = await createApiKey(app, admin.token, ['bookings:read']);
    expect(created).toMatchObject({ name: 'ERP integration', scopes: ['bookings:read'] });
    expect(created.key).toMatch(/^mxk_[A-Za-z0-9_-]{43,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeGreaterThanOrEqual(8);
    expect(created.prefix.length).toBeLessThanOrEqual(12);
    const stored = await ApiKeyModel.findById(created.id).lean();
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored?.hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('when the scopes are empty or unknown, then 400 names the field', async () => {
    const admin = await signUp(app);
    for (const scopes of [[], ['bookings:delete']]) {
      const res = await request(app).post(`${api}/organization/api-keys`).set(bearer(admin.token)).send({ name: 'x', scopes });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)[0]).toMatch(/^scopes/);
    }
  });

  it('when a booker (not an admin) tries, then 403; staff too', async () => {
    const booker = await signUp(app);
    await UserModel.updateOne({ _id: booker.user._id }, { $set: { organizationRole: 'booker' } });
    const res = await request(app).post(`${api}/organization/api-keys`).set(bearer(booker.token)).send({ name: 'x', scopes: ['bookings:read'] });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, API_KEY_MESSAGES.adminsOnly);
    const operator = await signUpAs(app, 'operator');
    expect((await request(app).get(`${api}/organization/api-keys`).set(bearer(operator.token))).status).toBe(403);
  });
});

describe('GET and DELETE /organization/api-keys', () => {
  it('when listed, then each key shows name, scopes, prefix, creator and last use, never the key or its hash', async () => {
    const admin = await signUp(app);
    const created = await createApiKey(app, admin.token, ['bookings:read', 'documents:read']);
    expect((await request(app).get(`${api}/bookings`).set(bearer(created.key))).status).toBe(200);
    const res = await request(app).get(`${api}/organization/api-keys`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    const [listed] = res.body.data as ApiKeySummary[];
    expect(listed).toMatchObject({ id: created.id, name: 'ERP integration', scopes: ['bookings:read', 'documents:read'], prefix: created.prefix, createdBy: admin.user._id, revokedAt: null });
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    expect(res.text).not.toContain(created.key);
    expect(res.text).not.toContain('hash');
  });

  it('when a key is revoked, then its very next request gets 401; an unknown key gets 401 too', async () => {
    const admin = await signUp(app);
    const created = await createApiKey(app, admin.token, ['bookings:read']);
    expect((await request(app).get(`${api}/bookings`).set(bearer(created.key))).status).toBe(200);
    const revoked = await request(app).delete(`${api}/organization/api-keys/${created.id}`).set(bearer(admin.token));
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    // A second process answers from the same database: nothing is cached in memory.
    const other = buildTestApp().app;
    for (const target of [app, other]) {
      const res = await request(target).get(`${api}/bookings`).set(bearer(created.key));
      expect(res.status).toBe(401);
      expectErrorBody(res.body, API_KEY_MESSAGES.invalid);
    }
    expect((await request(app).get(`${api}/bookings`).set(bearer(`mxk_${'A'.repeat(43)}`))).status).toBe(401);
  });

  it('when the admin who created a key leaves the organization, then the key gets 401', async () => {
    const admin = await signUp(app);
    const created = await createApiKey(app, admin.token, ['bookings:read']);
    await UserModel.updateOne({ _id: admin.user._id }, { $set: { organizationId: new mongoose.Types.ObjectId() } });
    expect((await request(app).get(`${api}/bookings`).set(bearer(created.key))).status).toBe(401);
  });

  it('when the admin who created a key is made a booker or a viewer, then the key gets 401 for bookings and webhooks and the list marks it suspended, until they are admin again', async () => {
    const admin = await signUp(app);
    const created = await createApiKey(app, admin.token, ['bookings:read', 'webhooks:manage']);
    expect((await request(app).get(`${api}/organization/webhooks`).set(bearer(created.key))).status).toBe(200);
    for (const role of ['booker', 'viewer']) {
      await UserModel.updateOne({ _id: admin.user._id }, { $set: { organizationRole: role } });
      const list = await request(app).get(`${api}/bookings`).set(bearer(created.key));
      expect(list.status).toBe(401);
      expectErrorBody(list.body, API_KEY_MESSAGES.invalid);
      expect((await request(app).get(`${api}/organization/webhooks`).set(bearer(created.key))).status).toBe(401);
    }
    const other = await signUp(app);
    await UserModel.updateOne({ _id: other.user._id }, { $set: { organizationId: new mongoose.Types.ObjectId(admin.user._id), organizationRole: 'admin' } });
    const listed = await request(app).get(`${api}/organization/api-keys`).set(bearer(other.token));
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((k: ApiKeySummary) => [k.id, k.suspended])).toEqual([[created.id, true]]);
    await UserModel.updateOne({ _id: admin.user._id }, { $set: { organizationRole: 'admin' } });
    expect((await request(app).get(`${api}/bookings`).set(bearer(created.key))).status).toBe(200);
    const relisted = await request(app).get(`${api}/organization/api-keys`).set(bearer(admin.token));
    expect(relisted.body.data.map((k: ApiKeySummary) => k.suspended)).toEqual([false]);
  });

  it("when another organization's admin revokes my key id, then 404 and my key still works", async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const created = await createApiKey(app, mine.token, ['bookings:read']);
    expect((await request(app).delete(`${api}/organization/api-keys/${created.id}`).set(bearer(theirs.token))).status).toBe(404);
    expect((await request(app).get(`${api}/bookings`).set(bearer(created.key))).status).toBe(200);
  });
});

describe('what a key may do: its scopes', () => {
  it('when a key has bookings:read, then it lists and reads the organization’s bookings, invoices and readings, and may not write', async () => {
    const admin = await signUp(app);
    const booking = await createBooking(app, admin.token);
    const { key } = await createApiKey(app, admin.token, ['bookings:read']);
    const list = await request(app).get(`${api}/bookings`).set(bearer(key));
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((b: { _id: string }) => b._id)).toEqual([booking._id]);
    expect((await request(app).get(`${api}/bookings/${booking._id}`).set(bearer(key))).status).toBe(200);
    expect((await request(app).get(`${api}/invoices`).set(bearer(key))).status).toBe(200);
    expect((await request(app).get(`${api}/bookings/import/template.csv`).set(bearer(key))).status).toBe(200);
    const tracked = await request(app).get(`${api}/tracking/${booking.trackingNumber}`).set(bearer(key));
    expect(tracked.status).toBe(200);
    for (const refused of [
      request(app).post(`${api}/bookings`).set(bearer(key)).send(bookingPayload()),
      request(app).patch(`${api}/bookings/cancel/${booking._id}`).set(bearer(key)),
      request(app).post(`${api}/bookings/${booking._id}/quote`).set(bearer(key)),
      request(app).get(`${api}/invoices/000000000000000000000000/pdf`).set(bearer(key)),
      request(app).get(`${api}/payments/000000000000000000000000/receipt`).set(bearer(key)),
    ]) {
      const res = await refused;
      expect(res.status).toBe(403);
      expect(res.body.msg).toMatch(/lacks the (bookings:write|documents:read) scope/);
    }
  });

  it('when a key has bookings:write, then it creates, edits and cancels, recording the admin who made the key and the key; it may not read the list', async () => {
    const admin = await signUp(app);
    const { key, id } = await createApiKey(app, admin.token, ['bookings:write']);
    const created = await request(app).post(`${api}/bookings`).set(bearer(key)).send(bookingPayload());
    expect(created.status).toBe(201);
    const stored = await BookingModel.findById(created.body.data._id).lean();
    expect(String(stored?.createdBy)).toBe(admin.user._id);
    expect(String(stored?.organizationId)).toBe(admin.user._id);
    expect(String(stored?.statusHistory[0]?.apiKeyId)).toBe(id);
    expect(stored?.statusHistory[0]?.byName).toBe('Ada Lovelace');
    const edited = await request(app).patch(`${api}/bookings/${created.body.data._id}`).set(bearer(key)).send({ version: 0, notes: 'Gate 2' });
    expect(edited.status).toBe(200);
    expect((await request(app).patch(`${api}/bookings/cancel/${created.body.data._id}`).set(bearer(key))).status).toBe(200);
    const list = await request(app).get(`${api}/bookings`).set(bearer(key));
    expect(list.status).toBe(403);
    expectErrorBody(list.body, API_KEY_MESSAGES.outOfScope('bookings:read'));
  });

  it('when a key has documents:read, then document routes let it through (to their own 404) and reading routes do not', async () => {
    const admin = await signUp(app);
    const booking = await createBooking(app, admin.token);
    const { key } = await createApiKey(app, admin.token, ['documents:read']);
    expect((await request(app).get(`${api}/invoices/000000000000000000000000/pdf`).set(bearer(key))).status).toBe(404);
    expect((await request(app).get(`${api}/payments/000000000000000000000000/receipt`).set(bearer(key))).status).toBe(404);
    expect([404, 409]).toContain((await request(app).get(`${api}/bookings/${booking._id}/proof-of-delivery`).set(bearer(key))).status);
    expect((await request(app).get(`${api}/bookings/${booking._id}`).set(bearer(key))).status).toBe(403);
  });

  it('when a key has only webhooks:manage, then every booking route refuses it with 403', async () => {
    const admin = await signUp(app);
    const { key } = await createApiKey(app, admin.token, ['webhooks:manage']);
    expect((await request(app).get(`${api}/bookings`).set(bearer(key))).status).toBe(403);
    expect((await request(app).post(`${api}/bookings`).set(bearer(key)).send(bookingPayload())).status).toBe(403);
  });

  it('when a key with every scope calls account, organization, member, key, profile, notification or staff routes, then 403 "API keys cannot be used here"', async () => {
    const admin = await signUp(app);
    const { key } = await createApiKey(app, admin.token, API_KEY_SCOPES);
    for (const path of ['/user', '/user/', '/organization', '/organization/members', '/organization/api-keys', '/company-profile', '/notifications', '/ops', '/ops/bookings', '/driver/jobs', '/admin/users']) {
      const res = await request(app).get(`${api}${path}`).set(bearer(key));
      expect(res.status, path).toBe(403);
      expectErrorBody(res.body, API_KEY_MESSAGES.notAllowedHere);
    }
    const create = await request(app).post(`${api}/organization/api-keys`).set(bearer(key)).send({ name: 'x', scopes: ['bookings:read'] });
    expect(create.status).toBe(403);
  });

  it("when organization B's key asks for organization A's booking, then 404 as if it did not exist, and B's list holds none of A's", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const booking = await createBooking(app, a.token);
    const { key } = await createApiKey(app, b.token, API_KEY_SCOPES);
    const res = await request(app).get(`${api}/bookings/${booking._id}`).set(bearer(key));
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
    expect((await request(app).patch(`${api}/bookings/cancel/${booking._id}`).set(bearer(key))).status).toBe(404);
    expect((await request(app).get(`${api}/bookings`).set(bearer(key))).body.data.records).toEqual([]);
  });
});

describe('a key’s own rate limit and the logs', () => {
  it('when a key goes over its per-minute budget, then 429 with Retry-After, while the same organization’s session carries on', async () => {
    const limited = buildTestApp({ RATE_LIMIT_API_KEY_PER_MINUTE: '3' }).app;
    const admin = await signUp(limited);
    const { key } = await createApiKey(limited, admin.token, ['bookings:read']);
    let refused: request.Response | undefined;
    // The window is aligned to the clock: within 7 requests one window holds 4, even across a minute boundary.
    for (let i = 0; i < 7 && !refused; i += 1) {
      const res = await request(limited).get(`${api}/bookings`).set(bearer(key));
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expectErrorBody(refused?.body);
    expect((await request(limited).get(`${api}/bookings`).set(bearer(admin.token))).status).toBe(200);
  });

  it('when keys are used, refused and revoked, then no log line carries the key', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'debug' });
    const logger = pino({ level: 'debug' }, sink);
    const logged = createApp({ config, logger, composition: compose({ config, logger }) });
    const admin = await signUp(logged);
    const created = await createApiKey(logged, admin.token, ['bookings:read']);
    await request(logged).get(`${api}/bookings`).set(bearer(created.key));
    await request(logged).get(`${api}/user`).set(bearer(created.key));
    await request(logged).post(`${api}/bookings`).set(bearer(created.key)).send(bookingPayload());
    await request(logged).delete(`${api}/organization/api-keys/${created.id}`).set(bearer(admin.token));
    await request(logged).get(`${api}/bookings?key=${created.key}`).set(bearer(created.key));
    expect(lines.length).toBeGreaterThan(3);
    const secret = created.key.slice(created.prefix.length);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('when fetched, then the key paths and the import are there, and key-accepting routes list the apiKeyAuth scheme', async () => {
    const doc = (await request(app).get(`${api}/openapi.json`)).body;
    expect(doc.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'http', scheme: 'bearer', description: 'mxk_ keys' });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/organization/api-keys', '/organization/api-keys/{id}', '/bookings/import', '/bookings/import/template.csv']),
    );
    expect(doc.paths['/bookings/'].get.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(doc.paths['/organization/api-keys'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
