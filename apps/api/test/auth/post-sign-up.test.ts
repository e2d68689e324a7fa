import { MESSAGES, sessionUserSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { buildTestApp, expectErrorBody, signUpPayload } from '../support/app';

const { app } = buildTestApp();

describe('POST /api/v1/auth/sign-up', () => {
  it('when the registration fields are valid, then it answers 201 with a token and the session user without the hash', async () => {
    const payload = signUpPayload({ email: 'New.Person@Example.TEST' });
    const res = await request(app).post('/api/v1/auth/sign-up').send(payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, message: MESSAGES.signup.success });
    expect(typeof res.body.data.token).toBe('string');
    const user = sessionUserSchema.parse(res.body.data.user);
    expect(user).toMatchObject({ email: 'new.person@example.test', clientCategory: 'Enterprise', verified: false, role: 'customer' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);

    const stored = await UserModel.findOne({ email: 'new.person@example.test' }).lean();
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(stored?.passwordHash).not.toContain(payload.password);
  });

  it('when the e-mail is already registered in another case, then it answers 409 naming email and exists', async () => {
    const payload = signUpPayload();
    await request(app).post('/api/v1/auth/sign-up').send(payload).expect(201);
    const res = await request(app)
      .post('/api/v1/auth/sign-up')
      .send({ ...payload, email: payload.email.toUpperCase() });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'An account with this email already exists');
    expect(res.body.msg).toMatch(/email/i);
    expect(res.body.msg).toMatch(/exists/i);
    expect(await UserModel.countDocuments({ email: payload.email.toLowerCase() })).toBe(1);
  });

  it('when a field is missing or malformed, then it answers 400 with the catalogue’s message and field errors', async () => {
    const res = await request(app)
      .post('/api/v1/auth/sign-up')
      .send(signUpPayload({ email: 'not-an-email', firstName: '' }));
    expect(res.status).toBe(400);
    expectErrorBody(res.body, MESSAGES.signup.validation);
    expect(res.body.fields).toMatchObject({ email: 'Invalid email format', firstName: 'First name is required' });
  });

  it('when the client tries to set verified or role, then it answers 400 and creates nothing', async () => {
    const payload = signUpPayload({ verified: true, role: 'operator' });
    const res = await request(app).post('/api/v1/auth/sign-up').send(payload);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ verified: 'Unknown field', role: 'Unknown field' });
    expect(await UserModel.countDocuments({ email: payload.email })).toBe(0);
  });

  it('when the password is longer than bcrypt can read, then it answers 400', async () => {
    const res = await request(app).post('/api/v1/auth/sign-up').send(signUpPayload({ password: 'A1!'.repeat(30) }));
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toMatch(/at most 72/);
  });

  it('when the e-mail carries a query operator, then it answers 400', async () => {
    const res = await request(app).post('/api/v1/auth/sign-up').send(signUpPayload({ email: { $gt: '' } }));
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });
});
