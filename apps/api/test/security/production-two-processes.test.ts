import { DOCUMENT_EXTRA_PARTS, imageTooLargeMessage, PASSWORD_TOO_MANY_BYTES, SEARCH_CONTROL_CHARACTERS, sideTooLongMessage } from '@meridian/contracts';
import type { Express } from 'express';
import { MongoClient, ObjectId } from 'mongodb';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectErrorBody, signUpPayload, uniqueEmail } from '../support/app';
import { startCluster, type Cluster } from '../support/cluster';
import { pdfBytes, uploadDocument } from '../support/company-profile';
import { claimedPng } from '../support/image-bombs';
import { upstreamOf } from '../support/round-robin-proxy';
import { startSmtpServer, type SmtpCatcher } from '../support/smtp';

// SECURITY.md: the probe's families again, this time against the production entry as shipped (bundled, NODE_ENV
// production with the settings compose gives it) as TWO processes on ONE database behind a round-robin proxy, so a
// defence that only holds in one process, or only outside production, fails here. The in-process suites beside this
// file test each rule in depth; this file checks that each still holds in that deployment.

const JWT_SECRET = 'production-two-processes-test-secret-0123456789';
let cluster: Cluster;
let db: MongoClient;
let smtp: SmtpCatcher;
let base: string;
// supertest takes a URL as well as an app; the shared helpers are typed for the in-process app.
const target = () => base as unknown as Express;

const users = () => db.db().collection('users');

async function signUpHere(overrides: Record<string, unknown> = {}) {
  const payload = signUpPayload(overrides);
  const res = await request(base).post('/api/v1/auth/sign-up').set('X-Forwarded-For', '198.51.100.200').send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.data.token as string, id: res.body.data.user._id as string, email: payload.email, password: payload.password };
}

// Production hashes at bcrypt cost 12, so the checks that need no account of their own share one.
let shared: Promise<Awaited<ReturnType<typeof signUpHere>>> | undefined;
const customer = () => (shared ??= signUpHere());

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Exactly what a production deployment must set (docker/compose.yaml and docs/scaling.md), nothing test-only:
  // no BCRYPT_COST override below the production floor, and the production drain default.
  cluster = await startCluster({
    size: 2,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET,
      SMTP_URL: smtp.url,
      ALLOW_SANDBOX_PAYMENTS: 'true',
      TRUST_PROXY: '1',
      BCRYPT_COST: '12',
      LOG_LEVEL: 'info',
      APP_BASE_URL: 'https://meridian.example.test',
    },
  });
  base = cluster.proxy.url;
  db = await MongoClient.connect(cluster.mongodbUri);
});

afterAll(async () => {
  try {
    await db?.close();
  } finally {
    try {
      await cluster?.stop();
    } finally {
      await smtp?.stop();
    }
  }
});

describe('SECURITY.md against the production build, two processes on one database', () => {
  it('when both processes answer, then each rule below is checked on both (the proxy alternates)', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) seen.add(upstreamOf((await request(base).get('/healthz')).headers));
    expect(seen.size).toBe(2);
  });

  it('hostile JSON: operators and prototype keys answer 4xx in the envelope on both processes', async () => {
    const bodies = ['{"email":{"$gt":""},"password":{"$ne":null}}', '{"__proto__":{"polluted":true},"email":"a@b.test"}', '{"constructor":{"prototype":{"x":1}}}', '{"$where":"sleep(1000)"}'];
    for (const path of ['/api/v1/auth/login', '/api/v1/contact', '/api/v1/quotes']) {
      for (const body of bodies) {
        const res = await request(base).post(path).set('Content-Type', 'application/json').send(body);
        expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${body}`).toBeLessThan(500);
        expectErrorBody(res.body);
        expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js:\d+|stack/);
      }
    }
  });

  it('item 1: a KYC image claiming 16000 x 16000 answers 400 naming file, on either process', async () => {
    const account = await customer();
    for (let i = 0; i < 2; i += 1) {
      const res = await uploadDocument(target(), account.token, 'tax-id', claimedPng(16000, 16000), 'scan.png', 'image/png');
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ file: imageTooLargeMessage('The document') });
    }
  });

  it('item 2: strangers failing from many addresses across both processes do not lock the owner out', async () => {
    const account = await signUpHere();
    // Ten failures, the production per-account threshold, spread over ten addresses and both processes.
    for (let i = 1; i <= 10; i += 1) {
      const res = await request(base).post('/api/v1/auth/login').set('X-Forwarded-For', `203.0.113.${i}`).send({ email: account.email, password: 'Wrong!Pass1' });
      expect(res.status, `stranger ${i}`).toBe(401);
    }
    for (let i = 0; i < 2; i += 1) {
      const owner = await request(base).post('/api/v1/auth/login').set('X-Forwarded-For', `198.51.100.${10 + i}`).send({ email: account.email, password: account.password });
      expect(owner.status, `owner on ${upstreamOf(owner.headers)}`).toBe(200);
    }
  });

  it('item 3: a changed e-mail answers emailVerified false', async () => {
    const account = await signUpHere();
    await users().updateOne({ _id: new ObjectId(account.id) }, { $set: { emailVerified: true } });
    const res = await request(base)
      .patch('/api/v1/user/')
      .set(bearer(account.token))
      .send({ firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('moved'), phoneNumber: '+1 555 999 0000', companyName: 'Navy Compilers', clientCategory: 'SME' });
    expect(res.status).toBe(200);
    expect(res.body.data.user.emailVerified).toBe(false);
  });

  it('item 4: a password over 72 bytes is refused at sign-up, and a wrong tail never signs in', async () => {
    const res = await request(base).post('/api/v1/auth/sign-up').send(signUpPayload({ password: `${'é'.repeat(36)}Tail1!` }));
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe(PASSWORD_TOO_MANY_BYTES);
  });

  it('item 5: a NUL in the console and user searches answers 400 on q', async () => {
    const admin = await signUpHere();
    await users().updateOne({ _id: new ObjectId(admin.id) }, { $set: { role: 'admin' } });
    for (const path of ['/api/v1/ops/bookings', '/api/v1/admin/users', '/api/v1/ops/bookings', '/api/v1/admin/users']) {
      const res = await request(base).get(`${path}?q=%00`).set(bearer(admin.token));
      expect(res.status, path).toBe(400);
      expect(res.body.fields).toEqual({ q: SEARCH_CONTROL_CHARACTERS });
    }
  });

  it('item 8: a stream ticket opens the stream on the other process and never reaches either access log', async () => {
    const account = await customer();
    const issued = await request(cluster.processes[0]!.url).post('/api/v1/notifications/stream-ticket').set(bearer(account.token));
    expect(issued.status).toBe(201);
    const ticket = issued.body.data.ticket as string;
    const controller = new AbortController();
    const stream = await fetch(`${cluster.processes[1]!.url}/api/v1/notifications/stream?ticket=${ticket}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logs = cluster.processes.map((api) => api.output()).join('\n');
    expect(logs).toContain('/notifications/stream?');
    expect(logs).not.toContain(ticket);
  });

  it('items 9 and 10: a document form with 5,000 extra fields is refused; a PDF sent as poly.html downloads under a name the server chose', async () => {
    const account = await customer();
    const pdf = await pdfBytes();
    const many = request(base).put('/api/v1/company-profile/documents/tax-id').set(bearer(account.token));
    for (let i = 0; i < 5000; i += 1) void many.field(`f${i}`, 'x');
    const refused = await many.attach('file', pdf, 'tax.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ file: DOCUMENT_EXTRA_PARTS });
    expect((await uploadDocument(target(), account.token, 'tax-id', pdf, 'poly.html', 'text/html')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await request(base).get('/api/v1/company-profile/documents/tax-id').set(bearer(account.token));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="tax-id-v1-\d{4}-\d{2}-\d{2}\.pdf"/);
      expect(res.headers['content-disposition']).not.toMatch(/html/);
    }
  });

  it("item 12: the contact form's acknowledgement, sent by a worker on either process, repeats none of the stranger's text", async () => {
    const victim = uniqueEmail('victim');
    const res = await request(base).post('/api/v1/contact').send({ name: 'Claim your prize at evil.example', email: victim, subject: 'You won! Visit evil.example', message: 'Click https://evil.example/claim' });
    expect(res.status).toBe(201);
    const ack = await smtp.waitForMail({ to: victim });
    expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toMatch(/evil|prize|won|Claim|Click/i);
  });

  it('item 13: /auth/* and /user/ answers say no-store on both processes', async () => {
    const account = await customer();
    for (let i = 0; i < 2; i += 1) {
      expect((await request(base).post('/api/v1/auth/login').send({ email: account.email, password: 'wrong-password' })).headers['cache-control']).toBe('no-store');
      expect((await request(base).get('/api/v1/user/').set(bearer(account.token))).headers['cache-control']).toBe('no-store');
    }
  });

  it("item 14: the probe's air quote answers 400 naming the dimension", async () => {
    const res = await request(base).post('/api/v1/quotes').send({ vehicleType: 'air', cargoWeightKg: 0.0001, dimensions: { length: 10_000, width: 10_000, height: 10_000 } });
    expect(res.status).toBe(400);
    expect(res.body.fields['dimensions.length']).toBe(sideTooLongMessage('length', 'air'));
  });

  it('item 7: a process told to stop says not ready at once and still answers during the production drain', async () => {
    const leaving = cluster.processes[1]!;
    const exited = cluster.stopProcess(1, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${leaving.url}/readyz`);
    expect(ready.status).toBe(503);
    const stillServing = await fetch(`${leaving.url}/api/v1/quotes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vehicleType: 'truck', cargoWeightKg: 10 }) });
    expect(stillServing.status).toBe(200);
    expect(await exited).toBe(0);
  });

  it.skipIf(Boolean(process.env.MONGODB_URI))('item 6: while the database is down, a request that needs it answers 503 with Retry-After and /readyz says not ready', async () => {
    const account = await customer();
    await cluster.stopDatabase();
    const survivor = cluster.processes[0]!.url;
    const res = await request(survivor).get('/api/v1/bookings/').set(bearer(account.token));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expectErrorBody(res.body);
    expect((await fetch(`${survivor}/readyz`)).status).toBe(503);
  });
});
