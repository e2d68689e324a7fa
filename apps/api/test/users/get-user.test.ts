import { sessionUserSchema } from '@meridian/contracts';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';

const { app, config } = buildTestApp();

describe('GET /api/v1/user/', () => {
  it('when the token is valid, then it answers data.user with the profile fields', async () => {
    const account = await signUp(app);
    const res = await request(app).get('/api/v1/user/').set(bearer(account.token));
    expect(res.status).toBe(200);
    const user = sessionUserSchema.parse(res.body.data.user);
    expect(user).toMatchObject({
      _id: account.user._id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: account.user.email,
      phoneNumber: '+1 555 123 4567',
      companyName: 'Analytical Engines Ltd',
      clientCategory: 'Enterprise',
      verified: false,
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
  });

  it('when there is no token, then it answers 401', async () => {
    const res = await request(app).get('/api/v1/user/');
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'Please log in to continue.');
  });

  it('when the token has expired, then it answers 401 saying so', async () => {
    const account = await signUp(app);
    const token = jwt.sign({}, config.jwtSecret, { algorithm: 'HS256', subject: account.user._id, expiresIn: -10 });
    const res = await request(app).get('/api/v1/user/').set(bearer(token));
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'Your session has expired. Please log in again.');
  });

  it('when the token is signed with another secret, then it answers 401', async () => {
    const account = await signUp(app);
    const token = jwt.sign({}, 'someone-elses-secret-someone-elses', { algorithm: 'HS256', subject: account.user._id });
    const res = await request(app).get('/api/v1/user/').set(bearer(token));
    expect(res.status).toBe(401);
    expectErrorBody(res.body);
  });

  it('when the token uses alg none, then it answers 401', async () => {
    const account = await signUp(app);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: account.user._id, iat: Math.floor(Date.now() / 1000) })}.`;
    const res = await request(app).get('/api/v1/user/').set(bearer(token));
    expect(res.status).toBe(401);
  });

  it('when the token is signed with HS512 and the right secret, then it answers 401 (algorithm pinned)', async () => {
    const account = await signUp(app);
    const token = jwt.sign({}, config.jwtSecret, { algorithm: 'HS512', subject: account.user._id });
    const res = await request(app).get('/api/v1/user/').set(bearer(token));
    expect(res.status).toBe(401);
  });

  it('when the user behind the token was deleted, then it answers 401', async () => {
    const account = await signUp(app);
    await UserModel.deleteOne({ _id: account.user._id });
    const res = await request(app).get('/api/v1/user/').set(bearer(account.token));
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'Your session is no longer valid. Please log in again.');
  });

  it('when the Authorization header is garbage, then it answers 401', async () => {
    const res = await request(app).get('/api/v1/user/').set('Authorization', 'Bearer not.a.jwt');
    expect(res.status).toBe(401);
    const res2 = await request(app).get('/api/v1/user/').set('Authorization', 'Basic abc');
    expect(res2.status).toBe(401);
  });
});
