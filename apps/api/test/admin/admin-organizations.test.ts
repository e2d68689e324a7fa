import { ADMIN_ORGANIZATION_MESSAGES, adminOrganizationListSchema, adminOrganizationSchema, API_KEY_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { team } from '../support/organizations';
import { signUpAs } from '../support/staff';
import { createWebhookAs, WEBHOOKS } from '../support/webhooks';

const { app } = buildTestApp();
const ADMIN = '/api/v1/admin/organizations';

async function detail(token: string, id: string) {
  const res = await request(app).get(`${ADMIN}/${id}`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminOrganizationSchema.parse(res.body.data);
}

describe('GET /api/v1/admin/organizations', () => {
  it('when an admin asks, then every organization comes back with its members and acting admins counted; operators and customers get 403', async () => {
    const admin = await signUpAs(app, 'admin');
    const { organizationId } = await team(app, 'Directory Dairy AS');
    const res = await request(app).get(ADMIN).set(bearer(admin.token));
    expect(res.status).toBe(200);
    const found = adminOrganizationListSchema.parse(res.body.data).records.find((o) => o.id === organizationId);
    expect(found).toMatchObject({ name: 'Directory Dairy AS', members: 3, admins: 1 });

    const operator = await signUpAs(app, 'operator');
    const customer = await signUp(app);
    for (const token of [operator.token, customer.token]) {
      for (const path of [ADMIN, `${ADMIN}/${organizationId}`]) {
        const refused = await request(app).get(path).set(bearer(token));
        expect(refused.status, path).toBe(403);
        expectErrorBody(refused.body);
      }
    }
    expect((await request(app).get(ADMIN)).status).toBe(401);
  });

  it('when an admin opens one, then it shows members with roles, pending invitations, API keys and webhooks, and no secret', async () => {
    const admin = await signUpAs(app, 'admin');
    const org = await team(app, 'Detail Dairy AS');
    const key = await createApiKey(app, org.admin.token, ['bookings:read']);
    const hook = await createWebhookAs(app, org.admin.token, { url: 'https://hooks.example.com/meridian', events: ['booking.created'] });
    await request(app).post('/api/v1/organization/invitations').set(bearer(org.admin.token)).send({ email: 'new.hire@example.test', role: 'booker' }).expect(201);

    const seen = await detail(admin.token, org.organizationId);
    expect(seen.name).toBe('Detail Dairy AS');
    expect(seen.members.map((m) => [m.id, m.role])).toEqual(expect.arrayContaining([[org.admin.id, 'admin'], [org.booker.id, 'booker'], [org.viewer.id, 'viewer']]));
    expect(seen.invitations).toEqual([expect.objectContaining({ role: 'booker' })]);
    expect(seen.apiKeys).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix, revokedAt: null })]);
    expect(seen.webhooks).toEqual([expect.objectContaining({ id: hook.id, enabled: true })]);
    expect(JSON.stringify(seen)).not.toContain(key.key);
    expect(JSON.stringify(seen)).not.toContain(hook.secret);

    expect((await request(app).get(`${ADMIN}/0123456789abcdef01234567`).set(bearer(admin.token))).status).toBe(404);
  });
});

describe('acting on an organization (admins only)', () => {
  it('when an admin revokes a leaked key, then the key answers 401 at once and the organization sees it revoked; an operator cannot', async () => {
    const admin = await signUpAs(app, 'admin');
    const operator = await signUpAs(app, 'operator');
    const org = await team(app, 'Leaky Logistics AS');
    const key = await createApiKey(app, org.admin.token, ['bookings:read']);
    await request(app).get('/api/v1/bookings').set(bearer(key.key)).expect(200);

    const path = `${ADMIN}/${org.organizationId}/api-keys/${key.id}/revoke`;
    expect((await request(app).post(path).set(bearer(operator.token))).status).toBe(403);
    await request(app).get('/api/v1/bookings').set(bearer(key.key)).expect(200);

    const res = await request(app).post(path).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body.data.revokedAt).toEqual(expect.any(String));
    const refused = await request(app).get('/api/v1/bookings').set(bearer(key.key));
    expect(refused.status).toBe(401);
    expectErrorBody(refused.body, API_KEY_MESSAGES.invalid);
    expect((await detail(admin.token, org.organizationId)).apiKeys[0]?.revokedAt).toEqual(expect.any(String));

    // A key of another organization is not reached through this one.
    const other = await team(app, 'Other Oats AS');
    const otherKey = await createApiKey(app, other.admin.token, ['bookings:read']);
    expect((await request(app).post(`${ADMIN}/${org.organizationId}/api-keys/${otherKey.id}/revoke`).set(bearer(admin.token))).status).toBe(404);
    await request(app).get('/api/v1/bookings').set(bearer(otherKey.key)).expect(200);
  });

  it('when an admin disables a webhook, then the organization sees it off; an operator cannot', async () => {
    const admin = await signUpAs(app, 'admin');
    const operator = await signUpAs(app, 'operator');
    const org = await team(app, 'Hooked Herring AS');
    const hook = await createWebhookAs(app, org.admin.token, { url: 'https://hooks.example.com/herring', events: ['booking.created'] });
    const path = `${ADMIN}/${org.organizationId}/webhooks/${hook.id}/disable`;
    expect((await request(app).post(path).set(bearer(operator.token))).status).toBe(403);
    const res = await request(app).post(path).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: hook.id, enabled: false });
    const own = await request(app).get(`${WEBHOOKS}/${hook.id}`).set(bearer(org.admin.token));
    expect(own.body.data.enabled).toBe(false);
  });

  it('when the organization’s only admin has left (now staff), then an admin makes a member its admin, who can then manage keys; with an admin in place it answers 409', async () => {
    const admin = await signUpAs(app, 'admin');
    const org = await team(app, 'Orphaned Oysters AS');
    const promote = (userId: string, token = admin.token) => request(app).post(`${ADMIN}/${org.organizationId}/members/${userId}/promote`).set(bearer(token));

    const refused = await promote(org.booker.id);
    expect(refused.status).toBe(409);
    expectErrorBody(refused.body, ADMIN_ORGANIZATION_MESSAGES.hasAdmin);

    // The founder joins the staff: the organization is left without anyone who can manage it.
    await request(app).patch(`/api/v1/admin/users/${org.admin.id}/role`).set(bearer(admin.token)).send({ role: 'operator' }).expect(200);
    const list = adminOrganizationListSchema.parse((await request(app).get(ADMIN).set(bearer(admin.token))).body.data);
    expect(list.records.find((o) => o.id === org.organizationId)?.admins).toBe(0);
    expect((await request(app).post('/api/v1/organization/api-keys').set(bearer(org.booker.token)).send({ name: 'x', scopes: ['bookings:read'] })).status).toBe(403);

    const operator = await signUpAs(app, 'operator');
    expect((await promote(org.booker.id, operator.token)).status).toBe(403);
    const res = await promote(org.booker.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: org.booker.id, role: 'admin' });
    const after = await detail(admin.token, org.organizationId);
    expect(after.members.find((m) => m.id === org.booker.id)).toMatchObject({ role: 'admin', staff: false });
    expect(after.members.find((m) => m.id === org.admin.id)).toMatchObject({ role: 'admin', staff: true });
    expect(after.admins).toBe(1);
    // Their next request carries the new role: they manage the organization's keys now.
    await createApiKey(app, org.booker.token, ['bookings:read']);
    expect((await promote(org.viewer.id)).status).toBe(409);
  });
});
