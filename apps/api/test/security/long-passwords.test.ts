import { PASSWORD_TOO_MANY_BYTES } from '@meridian/contracts';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { buildTestApp, expectErrorBody, signUp, signUpPayload } from '../support/app';

// SECURITY.md, item 4: bcrypt compares the first 72 bytes only; 'é' x 36 is 72 bytes, so any tail used to sign in.
const { app } = buildTestApp();
const HEAD = 'é'.repeat(36);

describe('SECURITY.md: passwords over 72 bytes', () => {
  it('when someone signs up with 36 é and a tail (74 bytes, 38 characters), then it answers 400 saying bytes and no account is made', async () => {
    const payload = signUpPayload({ password: `${HEAD}ab` });
    const res = await request(app).post('/api/v1/auth/sign-up').send(payload);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ password: PASSWORD_TOO_MANY_BYTES });
    expect(await UserModel.countDocuments({ email: payload.email })).toBe(0);
  });

  it('when a reset sets a password over 72 bytes, then it answers 400 on password', async () => {
    const res = await request(app).post('/api/v1/auth/reset-password').send({ token: 'a'.repeat(43), password: `${HEAD}Zz9!` });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ password: PASSWORD_TOO_MANY_BYTES });
  });

  it('when an account holds a hash of a long password, then a wrong tail never signs in', async () => {
    const { user } = await signUp(app);
    await UserModel.updateOne({ _id: user._id }, { $set: { passwordHash: await bcrypt.hash(`${HEAD}right-tail`, 4) } });
    const res = await request(app).post('/api/v1/auth/login').send({ email: user.email, password: `${HEAD}wrong-tail` });
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'Invalid email or password');
  });
});
