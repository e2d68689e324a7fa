import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, bookingPayload, buildTestApp, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp({ CORS_ORIGINS: 'https://app.example.test' });

describe('the single error path', () => {
  it('when an /api route does not exist, then it answers 404 in the envelope', async () => {
    for (const [method, path] of [
      ['get', '/api/v1/nothing-here'],
      ['post', '/api/v1/auth/unknown'],
      ['delete', '/api/v1/contact'],
      ['get', '/api/v2/bookings'],
      ['get', '/no-web-build-here'],
    ] as const) {
      const res = await request(app)[method](path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expectErrorBody(res.body, 'The requested resource was not found.');
    }
  });

  it('when the JSON body is malformed, then it answers 400 without a stack', async () => {
    const res = await request(app).post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.c", ');
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'The request body is not valid JSON.');
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('when the body is larger than 100 kB, then it answers 413 and stores nothing', async () => {
    const account = await signUp(app);
    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .send({ ...bookingPayload(), notes: 'x'.repeat(110 * 1024) });
    expect(res.status).toBe(413);
    expectErrorBody(res.body, 'The request body is too large.');
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(0);
  });

  it('when the body is a JSON array or scalar instead of an object, then it answers 400', async () => {
    const account = await signUp(app);
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Content-Type', 'application/json').send(body);
      expect(res.status, body).toBe(400);
      expectErrorBody(res.body);
    }
  });

  it('when the body is not JSON at all, then it answers 400 in the envelope', async () => {
    const res = await request(app).post('/api/v1/auth/login').set('Content-Type', 'text/plain').send('email=a@b.c');
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });

  it('when any request is answered, then it carries a request id, and a sane incoming one is echoed', async () => {
    const minted = await request(app).get('/healthz');
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(app).get('/healthz').set('X-Request-Id', 'trace-abc.123');
    expect(echoed.headers['x-request-id']).toBe('trace-abc.123');
    const replaced = await request(app).get('/healthz').set('X-Request-Id', 'bad id with spaces <script>');
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('when a response leaves, then helmet headers and a CSP are set and x-powered-by is not', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when an allowed origin asks, then CORS allows it, and another origin gets no CORS header', async () => {
    const allowed = await request(app).options('/api/v1/bookings/').set('Origin', 'https://app.example.test').set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.test');
    expect(allowed.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    const denied = await request(app).get('/healthz').set('Origin', 'https://evil.example.test');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /healthz and /readyz', () => {
  it('when the process is up, then /healthz answers 200', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, data: { status: 'ok' } });
  });

  it('when the database answers a ping, then /readyz and /api/v1/readyz answer 200', async () => {
    for (const path of ['/readyz', '/api/v1/readyz', '/api/v1/healthz']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.error).toBe(false);
    }
  });
});

describe('unknown routes behind the session check', () => {
  it('when a signed-in caller uses an unknown booking route, then it answers 404', async () => {
    const account = await signUp(app);
    for (const [method, path] of [
      ['post', '/api/v1/bookings/extra/segment'],
      ['delete', '/api/v1/bookings/0123456789abcdef01234567'],
    ] as const) {
      const res = await request(app)[method](path).set(bearer(account.token));
      expect(res.status, `${method} ${path}`).toBe(404);
      expectErrorBody(res.body);
    }
  });
});
