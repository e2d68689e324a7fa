import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';

const { app, config } = buildTestApp();

describe('POST /api/v1/auth/login', () => {
  it('when the credentials are right (e-mail in any case), then it answers 200 with a token for that user', async () => {
    const account = await signUp(app);
    const res = await request(app).post('/api/v1/auth/login').send({ email: account.user.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, data: { user: { _id: account.user._id, email: account.user.email } } });
    const decoded = jwt.verify(res.body.data.token, config.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(decoded.sub).toBe(account.user._id);
    expect(decoded.exp! - decoded.iat!).toBe(24 * 3600);
    await request(app).get('/api/v1/user/').set(bearer(res.body.data.token)).expect(200);
  });

  it('when Keep me signed in is set, then the token lives 30 days', async () => {
    const account = await signUp(app);
    const res = await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: account.password, rememberMe: true });
    expect(res.status).toBe(200);
    const decoded = jwt.decode(res.body.data.token) as jwt.JwtPayload;
    expect(decoded.exp! - decoded.iat!).toBe(30 * 24 * 3600);
  });

  it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
    const account = await signUp(app);
    const wrongPassword = await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: 'Wrong!Pass1' });
    const unknownEmail = await request(app).post('/api/v1/auth/login').send({ email: 'nobody@example.test', password: 'Wrong!Pass1' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expectErrorBody(wrongPassword.body, 'Invalid email or password');
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('when the password is an operator object, then it answers 400 and never logs in', async () => {
    const account = await signUp(app);
    const res = await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: { $ne: '' } });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });

  it('when the body is empty, then it answers 400 with the missing fields', async () => {
    const res = await request(app).post('/api/v1/auth/login').send({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});
