import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ResetTokenModel } from '../../src/modules/auth/reset-tokens.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';

const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });

async function outboxMessages(): Promise<Array<{ to: string; subject: string; text: string; link: string }>> {
  const files = (await readdir(config.outboxDir).catch(() => [])).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(config.outboxDir, f), 'utf8'))));
}

async function latestTokenFor(email: string): Promise<string> {
  const mail = (await outboxMessages()).filter((m) => m.to === email).at(-1);
  expect(mail, `a message to ${email}`).toBeDefined();
  const url = new URL(mail!.link);
  expect(`${url.origin}${url.pathname}`).toBe('https://meridian.example.test/auth/reset-password');
  expect(mail!.text).toContain(mail!.link);
  return url.searchParams.get('token')!;
}

const forgot = (email: string) => request(app).post('/api/v1/auth/forgot-password').send({ email });
const reset = (token: string, password: string) => request(app).post('/api/v1/auth/reset-password').send({ token, password });

describe('POST /api/v1/auth/forgot-password', () => {
  it('when the e-mail exists or not, then the answer is the same and only a real account gets a message', async () => {
    const account = await signUp(app);
    const before = (await outboxMessages()).length;
    const known = await forgot(account.user.email.toUpperCase());
    const unknown = await forgot('ghost@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({ error: false, message: 'If an account exists for that email, a reset link is on its way.' });
    const after = await outboxMessages();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.to).toBe(account.user.email);
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
    await new Promise((r) => setTimeout(r, 1100)); // the old token's iat must predate the change
    await forgot(account.user.email).expect(200);
    const token = await latestTokenFor(account.user.email);
    const res = await reset(token, 'N3w!Password');
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);

    await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: account.password }).expect(401);
    await request(app).post('/api/v1/auth/login').send({ email: account.user.email, password: 'N3w!Password' }).expect(200);
    await request(app).get('/api/v1/user/').set(bearer(account.token)).expect(401);
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
    const second = await latestTokenFor(account.user.email);
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
