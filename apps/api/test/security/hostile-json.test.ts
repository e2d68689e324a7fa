import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUp } from '../support/app';

// SECURITY.md ("Also"): the probe's hostile bodies, kept as a property: operators and prototype keys at every body never
// make the API fail (5xx), never pass as valid, and never reach Object.prototype.
const { app } = buildTestApp();

const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$gt', '$ne', '$regex', '$expr', 'email.$ne', 'a.b');
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({ $gt: '' }),
  fc.constant({ $ne: null }),
  fc.constant({ $where: 'sleep(1000)' }),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.constant([{ $gt: '' }]),
  fc.string(),
);
const hostileBody = fc.dictionary(fc.oneof(hostileKey, fc.constantFrom('email', 'password', 'name', 'message', 'vehicleType', 'cargoWeightKg')), hostileValue, { minKeys: 1, maxKeys: 4 });

describe('SECURITY.md: hostile JSON at every body', () => {
  it('when bodies carry operators and prototype keys, then every endpoint answers 4xx in the envelope and nothing is polluted', async () => {
    const account = await signUp(app);
    const endpoints: { method: 'post' | 'patch' | 'put'; path: string; auth?: boolean }[] = [
      { method: 'post', path: '/api/v1/auth/login' },
      { method: 'post', path: '/api/v1/auth/sign-up' },
      { method: 'post', path: '/api/v1/auth/forgot-password' },
      { method: 'post', path: '/api/v1/auth/reset-password' },
      { method: 'post', path: '/api/v1/contact' },
      { method: 'post', path: '/api/v1/newsletter' },
      { method: 'post', path: '/api/v1/quotes' },
      { method: 'post', path: '/api/v1/bookings/', auth: true },
      { method: 'patch', path: '/api/v1/user/', auth: true },
      { method: 'put', path: '/api/v1/company-profile', auth: true },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), hostileBody, async (endpoint, body) => {
        const raw = JSON.stringify(body);
        let req = request(app)[endpoint.method](endpoint.path).set('Content-Type', 'application/json');
        if (endpoint.auth) req = req.set(bearer(account.token));
        const res = await req.send(raw);
        expect(res.status, `${endpoint.path} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${endpoint.path} ${raw}`).toBeLessThan(500);
        expect(res.body).toMatchObject({ error: true });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});
