import { INVITATION_TTL_DAYS, maskEmail, ORGANIZATION_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_ROLE_ERRORS } from '../../src/lib/auth';
import { InvitationModel } from '../../src/modules/organizations/invitations.model';
import { OrganizationModel } from '../../src/modules/organizations/organizations.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, markEmailVerified, signUp, signUpVerified, uniqueEmail } from '../support/app';
import { until } from '../support/backstop';
import { team } from '../support/organizations';
import { useTestMailbox } from '../support/smtp';

const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });
const mailbox = useTestMailbox(config);

const LINK = /https:\/\/meridian\.example\.test\/auth\/accept-invitation\?token=([A-Za-z0-9_-]+)/;
const invite = (token: string, email: string, role = 'booker') => request(app).post('/api/v1/organization/invitations').set(bearer(token)).send({ email, role });
const accept = (token: string, invitation: string) => request(app).post('/api/v1/organization/invitations/accept').set(bearer(token)).send({ token: invitation });
const check = (invitation: string) => request(app).post('/api/v1/organization/invitations/check').send({ token: invitation });

/** The token in the newest invitation that arrived over SMTP for this address (the nth, counting from 1). */
async function invitationTokenFor(email: string, nth = 1): Promise<string> {
  const invitations = () => mailbox.messages().filter((m) => m.to.includes(email) && /invited you to/.test(m.subject));
  const mail = (await until(invitations, (found) => found.length >= nth, `invitation number ${nth} for ${email}`))[nth - 1]!;
  const match = LINK.exec(mail.text);
  expect(match, 'the text part carries the link').not.toBeNull();
  expect(mail.html).toContain(`https://meridian.example.test/auth/accept-invitation?token=${match![1]}`);
  return match![1]!;
}

describe('POST /organization/invitations (decision 0055)', () => {
  it('when the admin invites a colleague, then 201 without the token, the e-mail arrives over SMTP naming the organization and the inviter, and the link joins them as the invited role', async () => {
    const { admin, organizationId } = await team(app, 'Nordic Cold AS');
    const email = uniqueEmail('colleague');
    const res = await invite(admin.token, email, 'booker');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, role: 'booker', invitedBy: { id: admin.id, name: 'Ada Admin' } });
    expect(new Date(res.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan((INVITATION_TTL_DAYS - 0.01) * 86_400_000);
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);

    const token = await invitationTokenFor(email);
    const mail = mailbox.messages().find((m) => m.to.includes(email))!;
    expect(mail.subject).toMatch(/^Ada Admin invited you to Nordic Cold AS on /);
    expect(mail.text).toContain('as Booker');
    // Stored only as a hash.
    const stored = await InvitationModel.findById(res.body.data.id).lean();
    expect(stored?.tokenHash).not.toContain(token);

    const checked = await check(token);
    // Public and unauthenticated: the invitee's address only masked, and never cached (decision 0087).
    expect(checked.body.data).toMatchObject({ valid: true, organizationName: 'Nordic Cold AS', role: 'booker', email: maskEmail(email), invitedBy: 'Ada Admin' });
    expect(checked.body.data.email).not.toBe(email);
    expect(checked.headers['cache-control']).toBe('no-store');

    // A new person signs up with the invited address, then accepts.
    const colleague = await signUp(app, { email, companyName: 'Own Startup' });
    // Not before the address is proved by the e-mailed code (decision 0028).
    const unverified = await accept(colleague.token, token);
    expect(unverified.status).toBe(403);
    await markEmailVerified(colleague.user._id);
    const joined = await accept(colleague.token, token);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toEqual({ id: organizationId, name: 'Nordic Cold AS', role: 'booker' });
    // Their founding organization was empty and held no bookings: it is gone.
    expect(await OrganizationModel.findById(colleague.user._id).lean()).toBeNull();

    // The colleague books; the admin sees it.
    const booking = await createBooking(app, colleague.token);
    const list = await request(app).get('/api/v1/bookings').set(bearer(admin.token));
    expect(list.body.data.records.map((b: { _id: string }) => b._id)).toContain(booking._id);

    // Single use.
    const again = await accept(colleague.token, token);
    expect(again.status).toBe(400);
    expectErrorBody(again.body, ORGANIZATION_MESSAGES.invitationInvalid);
    expect((await check(token)).body.data).toMatchObject({ valid: false, organizationName: null });
  });

  it('when someone signed in with another e-mail accepts, then 403 naming the invited address only masked, and the link still works for the invitee', async () => {
    const { admin } = await team(app);
    const email = uniqueEmail('invitee');
    await invite(admin.token, email, 'viewer');
    const token = await invitationTokenFor(email);
    const stranger = await signUpVerified(app);
    const res = await accept(stranger.token, token);
    expect(res.status).toBe(403);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.invitationWrongAccount(`${email[0]}***@example.test`));
    expect(JSON.stringify(res.body)).not.toContain(email);
    const invitee = await signUpVerified(app, { email });
    expect((await accept(invitee.token, token)).body.data).toMatchObject({ role: 'viewer' });
  });

  it('when the invitation has expired, then accept is 400 and check says it is no longer valid', async () => {
    const { admin } = await team(app);
    const email = uniqueEmail('late');
    await invite(admin.token, email);
    const token = await invitationTokenFor(email);
    await InvitationModel.updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const invitee = await signUpVerified(app, { email });
    const res = await accept(invitee.token, token);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.invitationInvalid);
    expect((await check(token)).body.data.valid).toBe(false);
  });

  it('when a pending address is invited again, then the new invitation replaces the old one and the first link stops working', async () => {
    const { admin } = await team(app);
    const email = uniqueEmail('twice');
    await invite(admin.token, email, 'viewer');
    const first = await invitationTokenFor(email, 1);
    await invite(admin.token, email, 'booker');
    const second = await invitationTokenFor(email, 2);
    const pending = await request(app).get('/api/v1/organization/invitations').set(bearer(admin.token));
    expect(pending.body.data.records.filter((i: { email: string }) => i.email === email)).toEqual([expect.objectContaining({ role: 'booker' })]);
    expect((await check(first)).body.data.valid).toBe(false);
    expect((await check(second)).body.data).toMatchObject({ valid: true, role: 'booker' });
  });

  it('when a member is invited, then 409; when a booker invites or lists, then 403', async () => {
    const { admin, booker } = await team(app);
    const res = await invite(admin.token, booker.user.email);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.alreadyMember);
    for (const refused of [await invite(booker.token, uniqueEmail()), await request(app).get('/api/v1/organization/invitations').set(bearer(booker.token))]) {
      expect(refused.status).toBe(403);
      expectErrorBody(refused.body, ORGANIZATION_ROLE_ERRORS.manage);
    }
  });

  it('when the admin revokes an invitation, then it leaves the pending list and its link stops working', async () => {
    const { admin } = await team(app);
    const email = uniqueEmail('revoked');
    const created = await invite(admin.token, email);
    const token = await invitationTokenFor(email);
    const res = await request(app).delete(`/api/v1/organization/invitations/${created.body.data.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    const pending = await request(app).get('/api/v1/organization/invitations').set(bearer(admin.token));
    expect(pending.body.data.records).toEqual([]);
    expect((await check(token)).body.data.valid).toBe(false);
  });

  it('when the only admin of an organization with other members accepts elsewhere, then 409 and the link still works', async () => {
    const ours = await team(app);
    const theirs = await team(app);
    await invite(theirs.admin.token, ours.admin.user.email);
    const token = await invitationTokenFor(ours.admin.user.email);
    const res = await accept(ours.admin.token, token);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.lastAdmin);
    expect((await check(token)).body.data.valid).toBe(true);
  });
});
