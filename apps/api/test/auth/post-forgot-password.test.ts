import request from 'supertest';
import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { ResetTokenModel } from '../../src/modules/auth/reset-tokens.model';
import { UserModel } from '../../src/modules/users/users.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { until } from '../support/backstop';
import { useTestMailbox } from '../support/smtp';

const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });
const mailbox = useTestMailbox(config);

const RESET_LINK = /https:\/\/meridian\.example\.test\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** The token in the newest reset e-mail that arrived over SMTP for this address. */
async function latestTokenFor(email: string, after = 0): Promise<string> {
  const mails = await until(
    () => mailbox.messages().filter((m) => m.to.includes(email) && m.subject.includes('Reset your')),
    (found) => found.length > after,
    `reset mail number ${after + 1} for ${email}`,
  );
  const mail = mails.at(-1);
  const match = RESET_LINK.exec(mail!.text);
  expect(match, 'the text part carries the link').not.toBeNull();
  expect(mail!.html).toContain(`https://meridian.example.test/auth/reset-password?token=${match![1]}`);
  return match![1]!;
}

const forgot = (email: string) => request(app).post('/api/v1/auth/forgot-password').send({ email });
const reset = (token: string, password: string) => request(app).post('/api/v1/auth/reset-password').send({ token, password });

describe('POST /api/v1/auth/forgot-password', () => {
  it('when the e-mail exists or not, then the answer is the same and only a real account gets a message', async () => {
    const account = await signUp(app);
    const known = await forgot(account.user.email.toUpperCase());
    const unknown = await forgot('ghost@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(known.body).toMatchObject({ error: false, message: 'If an account exists for that email, a reset link is on its way.' });
    expect(await MailMessageModel.countDocuments({ template: 'password-reset', to: account.user.email })).toBe(1);
    expect(await MailMessageModel.countDocuments({ to: 'ghost@example.test' })).toBe(0);
    const mail = await mailbox.waitForMail({ to: account.user.email, subject: 'Reset your' });
    expect(mail.from).toBe('no-reply@meridian-express.com');
  });

  it('when a reset is requested, then only the token hash is stored, with a one-hour expiry', async () => {
    const account = await signUp(app);
    await forgot(account.user.email).expect(200);
    const token = await latestTokenFor(account.user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ResetTokenModel.findOne({ userId: account.user._id }).lean();
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(token);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('when the e-mail is malformed, then it answers 400', async () => {
    const res = await request(app).post('/api/v1/auth/forgot-password').send({ email: { $ne: null } });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('when the token from the e-mail is used, then the new password works, the old does not and old sessions end', async () => {
    const account = await signUp(app);
    await forgot(account.user.email).expect(200);
    const token = await latestTokenFor(account.user.email);
    const res = await reset(token, 'N3w!Password');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: 'Your password has been reset. You are signed in.' });
    expect(res.body.data.user.email).toBe(account.user.email);

    await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: account.password }).expect(401);
    await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: 'N3w!Password' }).expect(200);
    // No wait between sign-up and reset: the old token may share the reset's second, and must still be refused.
    const old = await request(app).get('/api/v1/user/').set(bearer(account.token));
    expect(old.status).toBe(401);
    // The web carries the code to the sign-in page, which says the reset ended the session.
    expectErrorBody(old.body, 'Your password was reset, so you were signed out. Please sign in with your new password.');
    expect(old.body.code).toBe('session_ended_by_reset');
    // The session the reset returned works.
    await request(app).get('/api/v1/user/').set(bearer(res.body.data.token)).expect(200);
    const stored = await UserModel.findById(account.user._id).lean();
    expect(stored?.sessionVersion).toBe(1);
  });

  it('when a session was signed in the same second as the reset, then it is refused and the new one works', async () => {
    const account = await signUp(app);
    await forgot(account.user.email).expect(200);
    const token = await latestTokenFor(account.user.email);
    const res = await reset(token, 'Same!Second1').expect(200);
    const changedAt = (await UserModel.findById(account.user._id).lean())!.passwordChangedAt!;
    // A session signed before the reset but within its second: iat equals passwordChangedAt's second.
    const sameSecond = jwt.sign({ sv: 0, iat: Math.floor(changedAt.getTime() / 1000) }, config.jwtSecret, {
      algorithm: 'HS256',
      subject: account.user._id,
      expiresIn: '1h',
    });
    await request(app).get('/api/v1/user/').set(bearer(sameSecond)).expect(401);
    await request(app).get('/api/v1/user/').set(bearer(res.body.data.token)).expect(200);
  });

  it('when the token is used twice, then the second use answers 400', async () => {
    const account = await signUp(app);
    await forgot(account.user.email).expect(200);
    const token = await latestTokenFor(account.user.email);
    await reset(token, 'First!Pass1').expect(200);
    const again = await reset(token, 'Second!Pass2');
    expect(again.status).toBe(400);
    expectErrorBody(again.body, 'This reset link is invalid or has expired');
  });

  it('when the token has expired, then it answers 400 and the password is unchanged', async () => {
    const account = await signUp(app);
    await forgot(account.user.email).expect(200);
    const token = await latestTokenFor(account.user.email);
    await ResetTokenModel.updateMany({ userId: account.user._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await reset(token, 'Late!Pass123');
    expect(res.status).toBe(400);
    await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: account.password }).expect(200);
  });

  it('when a newer link is requested, then the older token no longer works', async () => {
    const account = await signUp(app);
    await forgot(account.user.email).expect(200);
    const first = await latestTokenFor(account.user.email);
    await forgot(account.user.email).expect(200);
    const second = await latestTokenFor(account.user.email, 1);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Older!Pass1')).status).toBe(400);
    expect((await reset(second, 'Newer!Pass1')).status).toBe(200);
  });

  it('when the token is made up or the password too short, then it answers 400', async () => {
    expect((await reset('a'.repeat(43), 'Valid!Pass1')).status).toBe(400);
    const short = await reset('b'.repeat(43), 'short');
    expect(short.status).toBe(400);
    expect(short.body.fields).toHaveProperty('password');
    expect((await request(app).post('/api/v1/auth/reset-password').send({ token: { $ne: '' }, password: 'Valid!Pass1' })).status).toBe(400);
  });
});
