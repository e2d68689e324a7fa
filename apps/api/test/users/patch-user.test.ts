import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();

const profile = (email: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  phoneNumber: '+1 555 999 0000',
  companyName: 'Navy Compilers',
  clientCategory: 'SME',
});

describe('PATCH /api/v1/user/', () => {
  it('when the profile form is valid, then it saves and answers the updated user', async () => {
    const account = await signUp(app);
    const res = await request(app).patch('/api/v1/user/').set(bearer(account.token)).send(profile(account.user.email));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ firstName: 'Grace', clientCategory: 'SME', verified: false });
    const stored = await UserModel.findById(account.user._id).lean();
    expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Navy Compilers', clientCategory: 'SME' });
  });

  it('when the client tries to set verified or role, then it answers 400 and changes nothing', async () => {
    const account = await signUp(app);
    const res = await request(app)
      .patch('/api/v1/user/')
      .set(bearer(account.token))
      .send({ ...profile(account.user.email), verified: true, role: 'operator' });
    expect(res.status).toBe(400);
    const stored = await UserModel.findById(account.user._id).lean();
    expect(stored).toMatchObject({ verified: false, role: 'customer', firstName: 'Ada' });
  });

  it("when the new e-mail is another account's, then it answers 409", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const res = await request(app).patch('/api/v1/user/').set(bearer(b.token)).send(profile(a.user.email.toUpperCase()));
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 'An account with this email already exists');
  });

  it('when the client category is not one of the options, then it answers 400', async () => {
    const account = await signUp(app);
    const res = await request(app)
      .patch('/api/v1/user/')
      .set(bearer(account.token))
      .send({ ...profile(account.user.email), clientCategory: 'Government' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('clientCategory');
  });

  it('when there is no token, then it answers 401', async () => {
    const res = await request(app).patch('/api/v1/user/').send(profile('x@example.test'));
    expect(res.status).toBe(401);
  });
});
