import { ORGANIZATION_MESSAGES } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_ROLE_ERRORS } from '../../src/lib/auth';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { OrganizationModel } from '../../src/modules/organizations/organizations.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { memberOf, team } from '../support/organizations';

const { app } = buildTestApp();
const members = (token: string) => request(app).get('/api/v1/organization/members').set(bearer(token));
const setRole = (token: string, userId: string, role: string) => request(app).patch(`/api/v1/organization/members/${userId}`).set(bearer(token)).send({ role });
const remove = (token: string, userId: string) => request(app).delete(`/api/v1/organization/members/${userId}`).set(bearer(token));

describe('GET /organization/members (decision 0055)', () => {
  it('when any member asks, then every member is listed by name with e-mail, role and when they joined', async () => {
    const { admin, booker, viewer } = await team(app);
    const res = await members(viewer.token);
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [admin.id, 'admin'],
      [booker.id, 'booker'],
      [viewer.id, 'viewer'],
    ]);
    expect(res.body.data.records[1]).toMatchObject({ firstName: 'Bo', lastName: 'Booker', email: booker.user.email, joinedAt: expect.any(String) });
  });
});

describe('PATCH /organization/members/{userId}', () => {
  it('when the admin makes the viewer a booker, then the viewer may book at once', async () => {
    const { admin, viewer } = await team(app);
    const res = await setRole(admin.token, viewer.id, 'booker');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: viewer.id, role: 'booker' });
    await createBooking(app, viewer.token);
  });

  it('when a booker changes a role, then 403 with the admin message', async () => {
    const { booker, viewer } = await team(app);
    const res = await setRole(booker.token, viewer.id, 'admin');
    expect(res.status).toBe(403);
    expectErrorBody(res.body, ORGANIZATION_ROLE_ERRORS.manage);
  });

  it('when the last admin demotes themselves, then 409 and they stay admin', async () => {
    const { admin } = await team(app);
    const res = await setRole(admin.token, admin.id, 'booker');
    expect(res.status).toBe(409);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.lastAdmin);
    expect(await UserModel.findById(admin.id).lean()).toMatchObject({ organizationRole: 'admin' });
  });

  it('when two admins demote each other at the same moment, then the organization keeps at least one admin', async () => {
    const { admin, organizationId } = await team(app);
    const second = await memberOf(app, organizationId, 'admin');
    const [a, b] = await Promise.all([setRole(admin.token, second.id, 'viewer'), setRole(second.token, admin.id, 'viewer')]);
    expect([a.status, b.status]).toContain(409);
    expect(await UserModel.countDocuments({ organizationId: new mongoose.Types.ObjectId(organizationId), organizationRole: 'admin' })).toBeGreaterThanOrEqual(1);
  });

  it('when the member is in another organization, then 404', async () => {
    const ours = await team(app);
    const theirs = await team(app);
    expect((await setRole(ours.admin.token, theirs.viewer.id, 'admin')).status).toBe(404);
  });
});

describe('DELETE /organization/members/{userId}', () => {
  it('when the admin removes a booker, then the booker keeps the account in a fresh organization of their own, and their bookings stay behind', async () => {
    const { admin, booker, organizationId } = await team(app);
    const booking = await createBooking(app, booker.token);
    const res = await remove(admin.token, booker.id);
    expect(res.status).toBe(200);
    const org = await request(app).get('/api/v1/organization').set(bearer(booker.token));
    expect(org.body.data).toMatchObject({ name: booker.user.companyName, role: 'admin' });
    expect(org.body.data.id).not.toBe(organizationId);
    expect(org.body.data.id).not.toBe(booker.id);
    expect((await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(booker.token))).status).toBe(404);
    expect((await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(admin.token))).status).toBe(200);
    expect(String((await BookingModel.findById(booking._id).lean())?.organizationId)).toBe(organizationId);
  });

  it('when a viewer leaves, then they are out; when they remove someone else, then 403', async () => {
    const { admin, viewer, booker } = await team(app);
    expect((await remove(viewer.token, booker.id)).status).toBe(403);
    const left = await remove(viewer.token, viewer.id);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(ORGANIZATION_MESSAGES.left);
    const ids = (await members(admin.token)).body.data.records.map((m: { id: string }) => m.id);
    expect(ids).toEqual([admin.id, booker.id]);
  });

  it('when the last admin leaves, then 409 and nothing changes; no stray organization is left', async () => {
    const { admin, organizationId } = await team(app);
    const before = await OrganizationModel.countDocuments();
    const res = await remove(admin.token, admin.id);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.lastAdmin);
    expect(String((await UserModel.findById(admin.id).lean())?.organizationId)).toBe(organizationId);
    expect(await OrganizationModel.countDocuments()).toBe(before);
  });
});
