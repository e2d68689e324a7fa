import { VERIFICATION_ERROR_CODES, VERIFICATION_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { VerificationCodeModel } from '../../src/modules/auth/verification-codes.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { until } from '../support/backstop';
import { useTestMailbox } from '../support/smtp';

// Decision 0028: six-digit codes, hashed, 300 s, 5 wrong tries, resend replaces and is rate limited.
const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test', RATE_LIMIT_AUTH_PER_ACCOUNT: '3' });
const mailbox = useTestMailbox(config);

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

async function codeFor(email: string, nth = 1): Promise<string> {
  const mails = await until(
    () => mailbox.messages().filter((m) => m.to.includes(email) && m.subject.includes('verification code')),
    (found) => found.length >= nth,
    `mail number ${nth} for ${email}`,
  );
  return codeIn(mails[nth - 1]!.text)!;
}

const verify = (token: string, code: string) => request(app).post('/api/v1/auth/verify-email').set(bearer(token)).send({ code });
const resend = (token: string) => request(app).post('/api/v1/auth/verify-email/resend').set(bearer(token));
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/v1/auth/verify-email', () => {
  it('when the code from the sign-up e-mail is entered, then the e-mail is verified and the code is used up', async () => {
    const account = await signUp(app);
    expect(account.user.emailVerified).toBe(false);
    const mail = await mailbox.waitForMail({ to: account.user.email, subject: 'verification code' });
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    const stored = await VerificationCodeModel.findOne({ userId: account.user._id }).lean();
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const res = await verify(account.token, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: VERIFICATION_MESSAGES.verified, data: { user: { emailVerified: true } } });
    expect((await UserModel.findById(account.user._id).lean())?.emailVerified).toBe(true);
    expect(await VerificationCodeModel.countDocuments({ userId: account.user._id })).toBe(0);
    const me = await request(app).get('/api/v1/user/').set(bearer(account.token)).expect(200);
    expect(me.body.data.user.emailVerified).toBe(true);
  });

  it('when the code has expired, then it answers 400 and the e-mail stays unverified', async () => {
    const account = await signUp(app);
    const code = await codeFor(account.user.email);
    await VerificationCodeModel.updateOne({ userId: account.user._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await verify(account.token, code);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, VERIFICATION_MESSAGES.expired);
    // The screen offers a new code at once on this code (decision 0044).
    expect(res.body.code).toBe(VERIFICATION_ERROR_CODES.expired);
    expect((await UserModel.findById(account.user._id).lean())?.emailVerified).toBe(false);
  });

  it('when five wrong codes are entered, then the right one no longer works until a new code is sent', async () => {
    const account = await signUp(app);
    const code = await codeFor(account.user.email);
    for (let i = 1; i <= 4; i += 1) {
      const res = await verify(account.token, wrong(code));
      expect(res.status).toBe(400);
      expectErrorBody(res.body, VERIFICATION_MESSAGES.wrong);
      expect(res.body.code).toBeUndefined();
    }
    const fifth = await verify(account.token, wrong(code));
    expect(fifth.status).toBe(429);
    expectErrorBody(fifth.body, VERIFICATION_MESSAGES.locked);
    expect(fifth.body.code).toBe(VERIFICATION_ERROR_CODES.locked);
    expect((await VerificationCodeModel.findOne({ userId: account.user._id }).lean())?.attempts).toBe(5);
    const right = await verify(account.token, code);
    expect(right.status).toBe(429);
    expect((await UserModel.findById(account.user._id).lean())?.emailVerified).toBe(false);

    await resend(account.token).expect(200);
    const fresh = await codeFor(account.user.email, 2);
    await verify(account.token, fresh).expect(200);
  });

  it('when a new code is sent, then the previous code stops working', async () => {
    const account = await signUp(app);
    const first = await codeFor(account.user.email);
    const res = await resend(account.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(VERIFICATION_MESSAGES.sent);
    const second = await codeFor(account.user.email, 2);
    if (first !== second) {
      const old = await verify(account.token, first);
      expect(old.status).toBe(400);
      expectErrorBody(old.body, VERIFICATION_MESSAGES.wrong);
    }
    await verify(account.token, second).expect(200);
  });

  it('when resend is asked for too often, then it answers 429 per account', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 3; i += 1) await resend(account.token).expect(200);
    const res = await resend(account.token);
    expect(res.status).toBe(429);
    expectErrorBody(res.body, 'Too many attempts. Please wait a few minutes and try again.');
    // Another account is not held back by the first one's resends.
    const other = await signUp(app);
    await resend(other.token).expect(200);
  });

  it('when the body is not six digits or there is no session, then it answers 400 or 401', async () => {
    const account = await signUp(app);
    const bad = await verify(account.token, '12ab56');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('code');
    expect((await request(app).post('/api/v1/auth/verify-email').send({ code: '123456' })).status).toBe(401);
    expect((await request(app).post('/api/v1/auth/verify-email/resend')).status).toBe(401);
  });

  it('when the account is already verified, then verify and resend answer 200 without a new code', async () => {
    const account = await signUp(app);
    await verify(account.token, await codeFor(account.user.email)).expect(200);
    const again = await resend(account.token);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(VERIFICATION_MESSAGES.alreadyVerified);
    expect(await VerificationCodeModel.countDocuments({ userId: account.user._id })).toBe(0);
  });
});
