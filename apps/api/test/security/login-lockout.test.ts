import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN_STEP_MS } from '../../src/modules/auth/auth.router';
import { buildTestApp, expectErrorBody, signUp } from '../support/app';

// SECURITY.md, item 2 (decision 0036): 10 wrong passwords from 10 addresses locked the owner out for 15 minutes.
const { app } = buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_AUTH_PER_ACCOUNT: '3', RATE_LIMIT_AUTH_PER_IP: '100' });

const login = (from: string, email: string, password: string) => request(app).post('/api/v1/auth/login').set('X-Forwarded-For', from).send({ email, password });

describe('SECURITY.md: a stranger cannot lock an account out', () => {
  it('when strangers fail from many addresses, then none is refused for the account, and the owner from a clean address signs in, slowed but not blocked', async () => {
    const account = await signUp(app);
    for (let i = 1; i <= 6; i += 1) {
      const res = await login(`203.0.113.${i}`, account.user.email, 'Wrong!Pass1');
      expect(res.status, `stranger ${i}`).toBe(401);
    }
    const started = Date.now();
    const owner = await login('198.51.100.7', account.user.email, account.password);
    expect(owner.status).toBe(200);
    // Seven failures counted against a threshold of three: the account is slowed for everyone.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * LOGIN_SLOWDOWN_STEP_MS);
  });

  it('when one address fails too often on one account, then that address gets 429 even with the right password, and the owner elsewhere does not', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 3; i += 1) expect((await login('203.0.113.50', account.user.email, 'Wrong!Pass1')).status).toBe(401);
    const blocked = await login('203.0.113.50', account.user.email, account.password);
    expect(blocked.status).toBe(429);
    expectErrorBody(blocked.body, 'Too many attempts. Please wait a few minutes and try again.');
    expect((await login('198.51.100.8', account.user.email, account.password)).status).toBe(200);
  });

  it('when the owner signs in successfully, then the success does not count as a failure', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 5; i += 1) expect((await login('198.51.100.9', account.user.email, account.password)).status).toBe(200);
  });
});
