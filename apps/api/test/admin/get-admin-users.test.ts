import { userListSchema } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

let admin: Awaited<ReturnType<typeof signUpAs>>;

beforeAll(async () => {
  admin = await signUpAs(app, 'admin', { firstName: 'Adele', lastName: 'Root' });
});

const list = async (query: Record<string, string | number>) => {
  const res = await request(app).get('/api/v1/admin/users').query(query).set(bearer(admin.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return userListSchema.parse(res.body.data);
};

describe('GET /api/v1/admin/users', () => {
  it('when filtered by role, then only users of that role come back, with their role', async () => {
    const driver = await signUpAs(app, 'driver', { lastName: 'Roletest' });
    await signUp(app, { lastName: 'Roletest' });
    const page = await list({ role: 'driver', q: 'Roletest' });
    expect(page.records).toEqual([expect.objectContaining({ _id: driver.user._id, role: 'driver', email: driver.user.email })]);
    expect(page.records[0]).not.toHaveProperty('passwordHash');
  });

  it('when searching, then first name, last name and e-mail match case-insensitively', async () => {
    const a = await signUp(app, { firstName: 'Peregrine', lastName: 'Took' });
    const b = await signUp(app, { firstName: 'Meriadoc', lastName: 'Peregrinsson' });
    const c = await signUp(app, { email: `peregrine.${Date.now()}@shire.test` });
    const page = await list({ q: 'PEREGRIN' });
    expect(page.records.map((u) => u._id).sort()).toEqual([a.user._id, b.user._id, c.user._id].sort());
  });

  it('when searching a company or a name typed without its accents, then the user is found by the start of any word', async () => {
    const a = await signUp(app, { firstName: 'Sølvi', lastName: 'Ångström', companyName: 'Fjørd Kühlfracht AS' });
    for (const q of ['solvi ang', 'angstrom', 'kuhlfra', 'FJORD']) {
      expect((await list({ q })).records.map((u) => u._id), q).toEqual([a.user._id]);
    }
  });

  it('when there are more than 25, then they come 25 a page', async () => {
    for (let i = 0; i < 27; i += 1) await signUp(app, { lastName: 'Pagewise' });
    const first = await list({ q: 'Pagewise' });
    const second = await list({ q: 'Pagewise', page: 2 });
    expect(first.records).toHaveLength(25);
    expect(second.records).toHaveLength(2);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalRecords: 27, limit: 25 });
    expect(new Set([...first.records, ...second.records].map((u) => u._id)).size).toBe(27);
  });

  it('when the role filter is not a role, then it answers 400', async () => {
    const res = await request(app).get('/api/v1/admin/users').query({ role: 'superuser' }).set(bearer(admin.token));
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });

  it('when an operator, a driver or a customer asks, then it answers 403', async () => {
    for (const role of ['operator', 'driver', 'customer'] as const) {
      const account = await signUpAs(app, role);
      const res = await request(app).get('/api/v1/admin/users').set(bearer(account.token));
      expect(res.status, role).toBe(403);
      expectErrorBody(res.body, 'You do not have permission to do this.');
    }
  });
});
