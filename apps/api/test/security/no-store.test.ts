import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUp, signUpPayload } from '../support/app';
import { WEBHOOKS } from '../support/webhooks';

// SECURITY.md, item 13: a token or a profile must not stay in a browser's or a proxy's cache.
const { app } = buildTestApp();

describe('SECURITY.md: Cache-Control no-store on /auth/*, /user/ and answers that carry a secret', () => {
  it('when a client signs up, logs in (right or wrong), asks for a reset or reads and saves its profile, then every answer says no-store', async () => {
    const payload = signUpPayload();
    const answers = [await request(app).post('/api/v1/auth/sign-up').send(payload)];
    const token = answers[0]!.body.data.token as string;
    answers.push(
      await request(app).post('/api/v1/auth/login').send({ email: payload.email, password: payload.password }),
      await request(app).post('/api/v1/auth/login').send({ email: payload.email, password: 'wrong-password' }),
      await request(app).post('/api/v1/auth/forgot-password').send({ email: payload.email }),
      await request(app).get('/api/v1/user/').set(bearer(token)),
      await request(app).get('/api/v1/user/'),
      await request(app).patch('/api/v1/user/').set(bearer(token)).send({ ...payload, address: undefined, password: undefined, clientCategory: 'SME' }),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 200, 401, 200, 200, 401, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when an admin creates a webhook endpoint or rotates its secret, then the answer carrying the secret says no-store', async () => {
    const admin = await signUp(app);
    const created = await request(app).post(`${WEBHOOKS}/`).set(bearer(admin.token)).send({ url: 'https://hooks.example.test/in', events: ['booking.created'] });
    expect(created.status).toBe(201);
    expect(created.body.data.secret).toMatch(/^whsec_/);
    const rotated = await request(app).post(`${WEBHOOKS}/${created.body.data.id}/rotate-secret`).set(bearer(admin.token));
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    for (const res of [created, rotated]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when an admin creates an API key, then the answer carrying the key says no-store', async () => {
    const admin = await signUp(app);
    const res = await request(app).post('/api/v1/organization/api-keys').set(bearer(admin.token)).send({ name: 'ERP', scopes: ['bookings:read'] });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when a public page of the API is read, then it is not marked no-store by this rule', async () => {
    await signUp(app);
    const res = await request(app).get('/healthz');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
