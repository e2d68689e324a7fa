import request from 'supertest';
import { describe, expect, it } from 'vitest';
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
