import mongoose from 'mongoose';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/lib/error-handler';
import { limitPerIp } from '../../src/lib/rate-limit';
import { RateLimitHitModel } from '../../src/lib/rate-limit-store';
import { buildTestApp, expectErrorBody, signUp, signUpPayload } from '../support/app';

describe('rate limits on login, sign-up and forgot-password', () => {
  it('when one account is tried too often, then further logins answer 429 in the envelope even with the right password', async () => {
    const { app } = buildTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '3', RATE_LIMIT_AUTH_PER_IP: '100' });
    const account = await signUp(app);
    for (let i = 0; i < 3; i += 1) {
      await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: 'Wrong!Pass1' }).expect(401);
    }
    const blocked = await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: account.password });
    expect(blocked.status).toBe(429);
    expectErrorBody(blocked.body, 'Too many attempts. Please wait a few minutes and try again.');
    expect(blocked.headers.ratelimit ?? blocked.headers['ratelimit-policy']).toBeDefined();
    // Another account from the same IP is not blocked by the per-account limit.
    const other = await signUp(app);
    await request(app).post('/api/v1/auth/login').send({ email: other.user.email, password: other.password }).expect(200);
  });

  it('when one IP sends too many auth requests, then it answers 429 whatever the account', async () => {
    const { app } = buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '4', RATE_LIMIT_AUTH_PER_ACCOUNT: '100' });
    for (let i = 0; i < 4; i += 1) {
      await request(app).post('/api/v1/auth/login').send({ email: `u${i}@example.test`, password: 'x' }).expect(401);
    }
    const res = await request(app).post('/api/v1/auth/login').send({ email: 'fresh@example.test', password: 'x' });
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
  });

  it('when sign-ups from one IP exceed the limit, then it answers 429', async () => {
    const { app } = buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '2' });
    await request(app).post('/api/v1/auth/sign-up').send(signUpPayload()).expect(201);
    await request(app).post('/api/v1/auth/sign-up').send(signUpPayload()).expect(201);
    const res = await request(app).post('/api/v1/auth/sign-up').send(signUpPayload());
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
  });

  it('when invitation links are checked too often from one address, then it answers 429 (a token is not guessed by asking)', async () => {
    const { app } = buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '3' });
    const check = () => request(app).post('/api/v1/organization/invitations/check').send({ token: 'x'.repeat(43) });
    for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(200);
    const res = await check();
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
  });

  it('when forgot-password is asked too often for one e-mail, then it answers 429', async () => {
    const { app } = buildTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '2' });
    for (let i = 0; i < 2; i += 1) {
      await request(app).post('/api/v1/auth/forgot-password').send({ email: 'target@example.test' }).expect(200);
    }
    const res = await request(app).post('/api/v1/auth/forgot-password').send({ email: 'TARGET@example.test' });
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
  });
});

describe('the 429 answer', () => {
  it('when a limiter trips, then the 429 leaves through the one error handler in the error envelope, with Retry-After', async () => {
    // Counters are shared through the database (decision 0031), so each app's limiter gets its own name.
    const limited = (withErrorHandler: boolean) => {
      const app = express();
      const name = withErrorHandler ? 'probe' : 'probe-bare';
      app.get('/ping', limitPerIp({ windowMs: 60_000, limit: 1, name }), (_req, res) => void res.json({ ok: true }));
      if (withErrorHandler) app.use(errorHandler(pino({ level: 'silent' })));
      return app;
    };
    const app = limited(true);
    await request(app).get('/ping').expect(200);
    const res = await request(app).get('/ping');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: true, message: 'Too many attempts. Please wait a few minutes and try again.', msg: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(res.headers['retry-after']).toBeDefined();
    // Without the error handler nobody writes the envelope: the limiter itself formats nothing.
    const bare = limited(false);
    await request(bare).get('/ping').expect(200);
    const unhandled = await request(bare).get('/ping');
    expect(unhandled.status).toBe(429);
    expect(unhandled.body).not.toHaveProperty('error');
  });

  it('when the real app limits a public route, then the 429 body is exactly the error envelope', async () => {
    const { app } = buildTestApp({ RATE_LIMIT_PUBLIC_PER_IP: '1' });
    await request(app).post('/api/v1/newsletter').send({ email: 'first@example.test' }).expect(201);
    const res = await request(app).post('/api/v1/newsletter').send({ email: 'second@example.test' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: true, message: 'Too many attempts. Please wait a few minutes and try again.', msg: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(res.headers['x-request-id']).toBeDefined();
  });
});

describe('limits shared by every API process (decision 0031)', () => {
  it('when two app instances on one database take logins, then the per-account limit counts both', async () => {
    const first = buildTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '4', RATE_LIMIT_AUTH_PER_IP: '100' }).app;
    const second = buildTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '4', RATE_LIMIT_AUTH_PER_IP: '100' }).app;
    const account = await signUp(first);
    for (const app of [first, second, first, second]) {
      await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: 'Wrong!Pass1' }).expect(401);
    }
    const blocked = await request(second).post('/api/v1/auth/login').send({ email: account.user.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(await RateLimitHitModel.countDocuments({ _id: mongoose.trusted({ $regex: '^login:' }) })).toBeGreaterThan(0);
  });
});
