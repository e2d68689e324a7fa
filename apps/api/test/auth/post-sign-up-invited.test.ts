import { MESSAGES, ORGANIZATION_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { InvitationModel } from '../../src/modules/organizations/invitations.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, uniqueEmail } from '../support/app';
import { team } from '../support/organizations';
import { useTestMailbox } from '../support/smtp';

// Decision 0086: someone invited signs up with the link's token in place of a company and an address, and is a member
// of the inviting organization once the e-mailed code is entered.
const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });
const mailbox = useTestMailbox(config);

const LINK = /https:\/\/meridian\.example\.test\/auth\/accept-invitation\?token=([A-Za-z0-9_-]+)&email=([^\s"<]+)/;

async function invitationLinkFor(adminToken: string, email: string, role: string): Promise<{ token: string; email: string }> {
  const invited = await request(app).post('/api/v1/organization/invitations').set(bearer(adminToken)).send({ email, role });
  expect(invited.status).toBe(201);
  const mail = await mailbox.waitForMail({ to: email, subject: /invited you to/ });
  const match = LINK.exec(mail.text);
  expect(match, 'the link carries the token and the invited address').not.toBeNull();
  return { token: match![1]!, email: decodeURIComponent(match![2]!) };
}

async function codeFor(email: string): Promise<string> {
  const mail = await mailbox.waitForMail({ to: email, subject: 'verification code' });
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

const person = (email: string, invitationToken: string) => ({
  firstName: 'Ivy',
  lastName: 'Invitee',
  email,
  phoneNumber: '+47 912 34 567',
  password: 'Sup3r-Secret!',
  invitationToken,
});
const signUp = (body: object) => request(app).post('/api/v1/auth/sign-up').send(body);
const organizationOf = (token: string) => request(app).get('/api/v1/organization').set(bearer(token));

describe('POST /api/v1/auth/sign-up with an invitation (decision 0086)', () => {
  it('when the invitee signs up with the link and no company or address, then 201, and after the code they are a member with the invited role', async () => {
    const { admin, organizationId } = await team(app, 'Nordic Cold AS');
    const link = await invitationLinkFor(admin.token, uniqueEmail('invitee'), 'booker');

    const res = await signUp(person(link.email, link.token));
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: link.email, companyName: 'Nordic Cold AS', address: '', emailVerified: false });
    // Not a member before the address is proved: the link alone is not enough.
    expect((await organizationOf(res.body.data.token)).body.data.id).not.toBe(organizationId);

    const verified = await request(app).post('/api/v1/auth/verify-email').set(bearer(res.body.data.token)).send({ code: await codeFor(link.email) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.joined).toEqual({ id: organizationId, name: 'Nordic Cold AS', role: 'booker' });

    const now = await organizationOf(res.body.data.token);
    expect(now.body.data).toEqual({ id: organizationId, name: 'Nordic Cold AS', role: 'booker' });
    const stored = await UserModel.findById(res.body.data.user._id).lean();
    expect(stored).toMatchObject({ organizationRole: 'booker', emailVerified: true });
    expect(String(stored?.organizationId)).toBe(organizationId);
    expect(stored?.pendingInvitationId).toBeUndefined();
    // The invitation is used up: the admin's pending list no longer shows it, and the link accepts no more.
    expect(await InvitationModel.countDocuments({ email: link.email })).toBe(0);
    const members = await request(app).get('/api/v1/organization/members').set(bearer(admin.token));
    expect(members.body.data.records).toContainEqual(expect.objectContaining({ email: link.email, role: 'booker' }));
  });

  it('when the e-mail is not the invited one, then 403 naming neither address, and no account is made', async () => {
    const { admin } = await team(app);
    const link = await invitationLinkFor(admin.token, uniqueEmail('invited'), 'viewer');
    const other = uniqueEmail('someone-else');

    const res = await signUp(person(other, link.token));
    expect(res.status).toBe(403);
    expectErrorBody(res.body, ORGANIZATION_MESSAGES.invitationOtherEmail);
    expect(res.body.fields).toEqual({ email: ORGANIZATION_MESSAGES.invitationOtherEmail });
    expect(JSON.stringify(res.body)).not.toContain(link.email.split('@')[0]!.slice(1));
    expect(await UserModel.countDocuments({ email: other })).toBe(0);
    // The invitation still works for the invitee.
    expect((await signUp(person(link.email, link.token))).status).toBe(201);
  });

  it('when the token names no invitation, then 400 with the invitation message and no account; a malformed one is 400 too', async () => {
    const email = uniqueEmail('guess');
    const unknown = await signUp(person(email, 'A'.repeat(43)));
    expect(unknown.status).toBe(400);
    expectErrorBody(unknown.body, ORGANIZATION_MESSAGES.invitationInvalid);
    const malformed = await signUp(person(email, 'not a token'));
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body, MESSAGES.signup.validation);
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });

  it('when the invitation was revoked before the code is entered, then the address is verified and the account joins nothing', async () => {
    const { admin, organizationId } = await team(app);
    const link = await invitationLinkFor(admin.token, uniqueEmail('revoked'), 'booker');
    const res = await signUp(person(link.email, link.token));
    expect(res.status).toBe(201);
    await InvitationModel.deleteMany({ email: link.email });

    const verified = await request(app).post('/api/v1/auth/verify-email').set(bearer(res.body.data.token)).send({ code: await codeFor(link.email) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.joined).toBeNull();
    expect((await organizationOf(res.body.data.token)).body.data.id).not.toBe(organizationId);
  });

  it('when a company and an address come with the token, then 400: the invited sign-up asks neither', async () => {
    const { admin } = await team(app);
    const link = await invitationLinkFor(admin.token, uniqueEmail('extra'), 'viewer');
    const res = await signUp({ ...person(link.email, link.token), companyName: 'Own Startup', address: '1 Main St' });
    expect(res.status).toBe(400);
  });
});
