import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_VALID } from '@meridian/contracts';
import { ResetTokenModel } from '../../src/modules/auth/reset-tokens.model';
import { buildTestApp, expectErrorBody, signUp } from '../support/app';
import { useTestMailbox } from '../support/smtp';

// Decision 0044: the reset page checks its link when it opens; checking must never use the link up.
const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });
const mailbox = useTestMailbox(config);

const RESET_LINK = /https:\/\/meridian\.example\.test\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/;

async function tokenFor(email: string): Promise<string> {
  await request(app).post('/api/v1/auth/forgot-password').send({ email }).expect(200);
  const mail = await mailbox.waitForMail({ to: email, subject: 'Reset your' });
  return RESET_LINK.exec(mail.text)![1]!;
}

const check = (token: unknown) => request(app).post('/api/v1/auth/reset-password/check').send({ token });

describe('POST /api/v1/auth/reset-password/check', () => {
  it('when the link is fresh, then it answers 200 with its expiry, and the link still resets the password afterwards', async () => {
    const account = await signUp(app);
    const token = await tokenFor(account.user.email);
    const first = await check(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, message: RESET_LINK_VALID });
    const stored = await ResetTokenModel.findOne({ userId: account.user._id }).lean();
    expect(first.body.data.expiresAt).toBe(stored!.expiresAt.toISOString());
    expect(stored!.usedAt).toBeNull();
    await check(token).expect(200);
    await request(app).post('/api/v1/auth/reset-password').send({ token, password: 'Checked!Pass1' }).expect(200);
  });

  it('when the link was used, then the check answers 400 in the envelope with the invalid-link words', async () => {
    const account = await signUp(app);
    const token = await tokenFor(account.user.email);
    await request(app).post('/api/v1/auth/reset-password').send({ token, password: 'Used!Pass123' }).expect(200);
    const res = await check(token);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, RESET_LINK_INVALID);
    expect(res.body.fields).toEqual({ token: RESET_LINK_INVALID });
  });

  it('when the link has expired, is made up or malformed, then the check answers 400', async () => {
    const account = await signUp(app);
    const token = await tokenFor(account.user.email);
    await ResetTokenModel.updateMany({ userId: account.user._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expectErrorBody((await check(token).expect(400)).body, RESET_LINK_INVALID);
    expectErrorBody((await check('z'.repeat(43)).expect(400)).body, RESET_LINK_INVALID);
    expectErrorBody((await check('short').expect(400)).body);
    expectErrorBody((await check({ $ne: '' }).expect(400)).body);
  });
});

describe('the reset check is rate limited like the other auth endpoints', () => {
  it('when one address checks too often, then it answers 429 in the envelope', async () => {
    const { app: limited } = buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '3' });
    for (let i = 0; i < 3; i += 1) {
      await request(limited).post('/api/v1/auth/reset-password/check').send({ token: 'y'.repeat(43) }).expect(400);
    }
    const res = await request(limited).post('/api/v1/auth/reset-password/check').send({ token: 'y'.repeat(43) });
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
  });
});
