import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp, signUpPayload } from '../support/app';

const { app } = buildTestApp();

// Decision 0017: a role changes only by an admin or the CLI; the strict contracts refuse a `role` anywhere else.
describe('a role in the sign-up or profile body', () => {
  for (const role of ['admin', 'operator', 'driver', 'customer']) {
    it(`when sign-up sends role "${role}", then it answers 400 and no account is created`, async () => {
      const payload = signUpPayload({ role });
      const res = await request(app).post('/api/v1/auth/sign-up').send(payload);
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
      expect(await UserModel.countDocuments({ email: payload.email.toLowerCase() })).toBe(0);
    });
  }

  it('when sign-up sends no role, then the stored role is customer', async () => {
    const account = await signUp(app);
    expect((await UserModel.findById(account.user._id).lean())?.role).toBe('customer');
    expect(account.user.role).toBe('customer');
  });

  it('when the profile save sends role admin, then it answers 400 and the stored role stays customer', async () => {
    const account = await signUp(app);
    const res = await request(app).patch('/api/v1/user/').set(bearer(account.token)).send({
      firstName: 'Eve',
      lastName: 'Escalate',
      email: account.user.email,
      phoneNumber: '+1 555 123 4567',
      companyName: 'Nope Ltd',
      clientCategory: 'SME',
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(await UserModel.findById(account.user._id).lean()).toMatchObject({ role: 'customer', firstName: 'Ada' });
  });
});
