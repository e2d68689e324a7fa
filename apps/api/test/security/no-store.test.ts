import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUp, signUpPayload } from '../support/app';

// SECURITY.md, item 13: a token or a profile must not stay in a browser's or a proxy's cache.
const { app } = buildTestApp();

describe('SECURITY.md: Cache-Control no-store on /auth/* and /user/', () => {
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

  it('when a public page of the API is read, then it is not marked no-store by this rule', async () => {
    await signUp(app);
    const res = await request(app).get('/healthz');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
