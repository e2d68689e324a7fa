import { SELF_DEMOTION_MESSAGE, staffMemberSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

const patchRole = (token: string, id: string, body: unknown) => request(app).patch(`/api/v1/admin/users/${id}/role`).set(bearer(token)).send(body as object);
const storedRole = async (id: string) => (await UserModel.findById(id).lean())?.role;

describe('PATCH /api/v1/admin/users/{id}/role', () => {
  it('when an admin makes a customer an operator, then it is stored and the new role opens the console at once', async () => {
    const admin = await signUpAs(app, 'admin');
    const user = await signUp(app);
    expect((await request(app).get('/api/v1/ops/bookings').set(bearer(user.token))).status).toBe(403);
    const res = await patchRole(admin.token, user.user._id, { role: 'operator' });
    expect(res.status).toBe(200);
    expect(staffMemberSchema.parse(res.body.data)).toMatchObject({ _id: user.user._id, role: 'operator' });
    expect(await storedRole(user.user._id)).toBe('operator');
    // The role is read on every request, so the same token now passes.
    expect((await request(app).get('/api/v1/ops/bookings').set(bearer(user.token))).status).toBe(200);
  });

  it('when an admin takes a role away, then the user loses its access on the next request', async () => {
    const admin = await signUpAs(app, 'admin');
    const operator = await signUpAs(app, 'operator');
    expect((await patchRole(admin.token, operator.user._id, { role: 'customer' })).status).toBe(200);
    expect((await request(app).get('/api/v1/ops/bookings').set(bearer(operator.token))).status).toBe(403);
  });

  it('when an admin removes their own admin role, then it answers 409 and they stay admin', async () => {
    const admin = await signUpAs(app, 'admin');
    for (const role of ['operator', 'customer', 'driver']) {
      const res = await patchRole(admin.token, admin.user._id, { role });
      expect(res.status).toBe(409);
      expectErrorBody(res.body, SELF_DEMOTION_MESSAGE);
    }
    expect(await storedRole(admin.user._id)).toBe('admin');
    // Setting their own role to admin again is harmless.
    expect((await patchRole(admin.token, admin.user._id, { role: 'admin' })).status).toBe(200);
  });

  it('when another admin demotes an admin, then it is allowed', async () => {
    const first = await signUpAs(app, 'admin');
    const second = await signUpAs(app, 'admin');
    expect((await patchRole(first.token, second.user._id, { role: 'operator' })).status).toBe(200);
    expect(await storedRole(second.user._id)).toBe('operator');
  });

  it('when the role is unknown or the body has other fields, then it answers 400 and nothing changes', async () => {
    const admin = await signUpAs(app, 'admin');
    const user = await signUp(app);
    for (const body of [{ role: 'superuser' }, {}, { role: 'operator', verified: true }]) {
      const res = await patchRole(admin.token, user.user._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body);
    }
    expect(await storedRole(user.user._id)).toBe('customer');
  });

  it('when the user does not exist or the id is malformed, then it answers 404 User not found', async () => {
    const admin = await signUpAs(app, 'admin');
    for (const id of ['0123456789abcdef01234567', 'nobody']) {
      const res = await patchRole(admin.token, id, { role: 'driver' });
      expect(res.status, id).toBe(404);
      expectErrorBody(res.body, 'User not found');
    }
  });

  it('when an operator tries to change a role (even their own to admin), then it answers 403 and nothing changes', async () => {
    const operator = await signUpAs(app, 'operator');
    const user = await signUp(app);
    for (const [id, role] of [
      [user.user._id, 'operator'],
      [operator.user._id, 'admin'],
    ] as const) {
      const res = await patchRole(operator.token, id, { role });
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 'You do not have permission to do this.');
    }
    expect(await storedRole(user.user._id)).toBe('customer');
    expect(await storedRole(operator.user._id)).toBe('operator');
  });

  it('when a customer tries to make themselves admin, then it answers 403', async () => {
    const user = await signUp(app);
    expect((await patchRole(user.token, user.user._id, { role: 'admin' })).status).toBe(403);
    expect(await storedRole(user.user._id)).toBe('customer');
  });
});
