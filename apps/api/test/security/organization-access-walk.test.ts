import { API_KEY_SCOPES } from '@meridian/contracts';
import type { Express } from 'express';
import { MongoClient, ObjectId } from 'mongodb';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bookingPayload, signUpPayload } from '../support/app';
import { startCluster, type Cluster } from '../support/cluster';
import { pdfBytes, uploadDocument } from '../support/company-profile';
import { JPEG_BYTES, SIGNATURE, dataUrl } from '../support/shipments';
import { startSmtpServer, type SmtpCatcher } from '../support/smtp';
import { card } from '../payments/money-kit';

// Decision 0087: every read and write of an organization's records decides with one actor (the account or key, with
// the organization and role it has NOW). This walks every route of the OpenAPI document that takes a booking,
// invoice, payment, claim or document, against the production build as two processes on one database, as each kind
// of person who was, is or never was in the organization, and asserts the answer each must get. A route added to the
// document without an expectation here fails the walk, so the next one is decided on purpose.

const JWT_SECRET = 'organization-access-walk-secret-0123456789';
let cluster: Cluster;
let db: MongoClient;
let smtp: SmtpCatcher;
let base: string;
const target = () => base as unknown as Express;
const users = () => db.db().collection('users');

type Account = { token: string; id: string; email: string };
type Credential = { label: string; authorization: string; viaKey: boolean };

async function signUpHere(overrides: Record<string, unknown> = {}): Promise<Account> {
  const payload = signUpPayload(overrides);
  const res = await request(base).post('/api/v1/auth/sign-up').send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.user._id as string;
  await users().updateOne({ _id: new ObjectId(id) }, { $set: { emailVerified: true } });
  return { token: res.body.data.token as string, id, email: payload.email };
}

async function asStaff(role: 'operator' | 'driver'): Promise<Account> {
  const account = await signUpHere({ firstName: role === 'driver' ? 'Diego' : 'Olive', lastName: role === 'driver' ? 'Ramos' : 'Operator' });
  await users().updateOne({ _id: new ObjectId(account.id) }, { $set: { role } });
  return account;
}

/** The real invitation journey: the admin invites, the e-mail arrives over SMTP, the invitee accepts its link. */
async function join(admin: Account, invitee: Account, role: 'admin' | 'booker' | 'viewer', organizationName: string): Promise<void> {
  const invited = await request(base).post('/api/v1/organization/invitations').set(bearer(admin.token)).send({ email: invitee.email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = await smtp.waitForMail({ to: invitee.email, subject: new RegExp(`invited you to ${organizationName}`) }, 30_000);
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  const accepted = await request(base).post('/api/v1/organization/invitations/accept').set(bearer(invitee.token)).send({ token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** Sends a move as staff with the version the booking has now (read from the database: drivers read jobs elsewhere). */
async function move(mover: Account, id: string, body: Record<string, unknown>): Promise<void> {
  const current = await db.db().collection('bookings').findOne({ _id: new ObjectId(id) });
  const res = await request(base).post(`/api/v1/bookings/${id}/events`).set(bearer(mover.token)).send({ version: current?.version ?? 0, ...body });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
}

// What each actor must be answered. 'member': a current member in a role that may do it; 'viewer': a current
// viewer; 'outsider': someone who left (or was never in) the organization.
type Expectation = {
  /** The answer for members who may do this; a write's business answer (409 for a delivered booking) is fine. */
  member: 'ok' | 'allowed';
  /** The viewer's answer: the same as members for reads, 403 for writes. */
  viewer: 'ok' | 403;
  /** Keys on a route that takes none answer 403 whatever their scopes. */
  staffOnly?: boolean;
  body?: Record<string, unknown>;
};

const read: Expectation = { member: 'ok', viewer: 'ok' };
const write = (body?: Record<string, unknown>): Expectation => ({ member: 'allowed', viewer: 403, ...(body ? { body } : {}) });

const EXPECTATIONS: Record<string, Expectation> = {
  'GET /bookings/{id}': read,
  'PATCH /bookings/{id}': write({ version: 0, notes: 'Walked' }),
  'PATCH /bookings/cancel/{id}': write(),
  'POST /bookings/{id}/events': { member: 'allowed', viewer: 403, staffOnly: true, body: { type: 'confirm', version: 0 } },
  'POST /bookings/{id}/excursions/{excursionId}/acknowledgement': { member: 'allowed', viewer: 403, staffOnly: true, body: { disposition: 'released', note: 'Walked' } },
  'POST /bookings/{id}/payments': write(card()),
  'GET /bookings/{id}/proof-of-delivery': read,
  'GET /bookings/{id}/proof-of-delivery/photo': read,
  'GET /bookings/{id}/proof-of-delivery/signature': read,
  'POST /bookings/{id}/quote': write(),
  'POST /bookings/{id}/rating': write({ stars: 5 }),
  'GET /bookings/{id}/readings': read,
  'GET /bookings/{id}/temperature-report.pdf': read,
  'GET /bookings/{id}/shipment-footprint': read,
  'GET /invoices/{id}': read,
  'GET /invoices/{id}/pdf': read,
  'POST /invoices/{id}/email': read,
  'GET /payments/{id}': read,
  'GET /payments/{id}/receipt': read,
  'POST /payments/{id}/authenticate': write({ approve: true }),
  'GET /company-profile/documents/{kind}': read,
  'GET /bookings/{id}/labels.pdf': read,
  'GET /bookings/{id}/labels.zpl': read,
  'GET /bookings/{id}/consignment-note': read,
  'GET /bookings/{id}/consignment-note.pdf': read,
  'GET /bookings/{id}/documents': read,
};

/** Routes that name no other organization's record: the caller always acts on their own organization's. */
const OWN_ORGANIZATION_ONLY: Record<string, string> = {
  'PUT /company-profile/documents/{kind}': "uploads into the caller's own organization's profile; there is no other organization's record to reach",
};

/**
 * Routes whose record this walk's one delivered domestic booking does not hold (a customs invoice, a signed pickup, a
 * scan photo, a claim), each walked for the same rule by its own file; and the public verify lookup, which answers
 * anyone by design and names no one.
 */
const WALKED_ELSEWHERE: Record<string, string> = {
  'GET /bookings/{id}/commercial-invoice.pdf': 'test/customs/get-commercial-invoice.test.ts (a cross-border booking)',
  'GET /bookings/{id}/commercial-invoice': 'test/customs/get-commercial-invoice.test.ts and commercial-invoice-seal.test.ts (a cross-border booking)',
  'GET /bookings/{id}/delivery-attempts/{n}/photo': 'test/shipments/post-events-delivery-failed.test.ts (an attempt with a photo)',
  'GET /bookings/{id}/proof-of-pickup/signature': 'test/shipments/post-events-piece-scans.test.ts (a signed pickup)',
  'GET /bookings/{id}/pieces/{sscc}/scans/{n}/photo': 'test/shipments/post-events-piece-scans.test.ts (a scan with a photo)',
  'GET /bookings/{id}/claims/preview': 'test/claims/post-claims.test.ts',
  'POST /bookings/{id}/claims': 'test/claims/post-claims.test.ts (another organization 404, a viewer 403)',
  'GET /claims/{id}': 'test/claims/post-claims.test.ts and claim-notices.test.ts',
  'POST /claims/{id}/attachments': 'test/claims/post-claims.test.ts',
  'GET /claims/{id}/attachments/{attachmentId}': 'test/claims/post-claims.test.ts',
  'POST /claims/{id}/messages': 'test/claims/post-claims.test.ts',
  'POST /claims/{id}/review': 'test/claims/post-claims.test.ts',
  'POST /claims/{id}/decision': 'test/claims/post-claims.test.ts (staff only)',
  'POST /claims/{id}/withdraw': 'test/claims/post-claims.test.ts',
  'POST /claims/{id}/settlement': 'test/claims/post-settlement.test.ts (staff only)',
  'GET /claims/{id}/credit-note.pdf': 'test/claims/post-settlement.test.ts (another organization 404)',
  'GET /documents/{digest}': 'test/documents (public, no personal data)',
};

/** The routes the walk must cover: every path that names one of an organization's records. */
const RECORD_ROUTE = /^\/(bookings|invoices|payments|claims|documents|company-profile\/documents)(\/cancel)?\/\{(id|kind|digest|claimId)\}/;

let routes: { method: string; path: string; acceptsKey: boolean }[] = [];
const ids: Record<string, string> = {};
const actors: { member: Credential[]; viewer: Credential[]; outsider: Credential[] } = { member: [], viewer: [], outsider: [] };

beforeAll(async () => {
  smtp = await startSmtpServer();
  cluster = await startCluster({
    size: 2,
    env: { NODE_ENV: 'production', JWT_SECRET, SMTP_URL: smtp.url, ALLOW_SANDBOX_PAYMENTS: 'true', TRUST_PROXY: '1', BCRYPT_COST: '12', LOG_LEVEL: 'warn', APP_BASE_URL: 'https://meridian.example.test' },
  });
  base = cluster.proxy.url;
  db = await MongoClient.connect(cluster.mongodbUri);

  const [founder, invitedAdmin, invitedBooker, invitedViewer, mover, otherFounder, operator, driver] = await Promise.all([
    signUpHere({ companyName: 'Fjord Fisheries AS', firstName: 'Frida', lastName: 'Founder' }),
    signUpHere({ companyName: 'Own Co', firstName: 'Ida', lastName: 'Admin' }),
    signUpHere({ companyName: 'Own Co', firstName: 'Bo', lastName: 'Booker' }),
    signUpHere({ companyName: 'Own Co', firstName: 'Vi', lastName: 'Viewer' }),
    signUpHere({ companyName: 'Own Co', firstName: 'Max', lastName: 'Mover' }),
    signUpHere({ companyName: 'Other Co', firstName: 'Gus', lastName: 'Other' }),
    asStaff('operator'),
    asStaff('driver'),
  ]);
  for (const [who, role] of [[invitedAdmin, 'admin'], [invitedBooker, 'booker'], [invitedViewer, 'viewer'], [mover, 'booker']] as const) await join(founder, who, role, 'Fjord Fisheries AS');

  // The founder's company documents, a perishable booking paid by card, moved to delivery with a reading, a
  // signature and a photo: every record the walk names exists.
  const uploaded = await uploadDocument(target(), founder.token, 'registration-certificate', await pdfBytes(), 'registration.pdf', 'application/pdf');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const created = await request(base).post('/api/v1/bookings/').set(bearer(founder.token)).send(bookingPayload({ isPerishable: true, tempControlCelsius: 4 }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const bookingId = created.body.data._id as string;
  expect((await request(base).post(`/api/v1/bookings/${bookingId}/quote`).set(bearer(founder.token))).status).toBe(201);
  const paid = await request(base).post(`/api/v1/bookings/${bookingId}/payments`).set(bearer(founder.token)).set('Idempotency-Key', `walk-${Date.now()}`).send(card());
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  const paymentId = paid.body.data._id as string;
  const invoiceId = paid.body.data.invoiceId as string;
  const vehicle = await request(base).post('/api/v1/ops/vehicles').set(bearer(operator.token)).send({ id: `WALK-${Date.now().toString(36).toUpperCase()}`, type: 'truck', refrigerated: true, capacityKg: 20_000 });
  expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
  await move(operator, bookingId, { type: 'confirm' });
  await move(operator, bookingId, { type: 'assign', driverId: driver.id, vehicleId: vehicle.body.data._id ?? vehicle.body.data.id });
  await move(driver, bookingId, { type: 'pickup' });
  await move(driver, bookingId, { type: 'reading', celsius: 4.5 });
  await move(driver, bookingId, { type: 'out-for-delivery' });
  await move(driver, bookingId, { type: 'deliver', receiverName: 'Rita Receiver', signature: SIGNATURE, photo: dataUrl(JPEG_BYTES, 'image/jpeg') });
  Object.assign(ids, { bookingId, paymentId, invoiceId });

  // A key made by the invited admin, with every scope; then the founder is removed by that admin, and the mover
  // joins another organization.
  const key = await request(base).post('/api/v1/organization/api-keys').set(bearer(invitedAdmin.token)).send({ name: 'ERP', scopes: [...API_KEY_SCOPES] });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const removed = await request(base).delete(`/api/v1/organization/members/${founder.id}`).set(bearer(invitedAdmin.token));
  expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
  await join(otherFounder, mover, 'booker', 'Other Co');

  const session = (label: string, account: Account): Credential => ({ label, authorization: `Bearer ${account.token}`, viaKey: false });
  actors.member = [session('invited admin', invitedAdmin), session('invited booker', invitedBooker), { label: "invited admin's key", authorization: `Bearer ${key.body.data.key}`, viaKey: true }];
  actors.viewer = [session('invited viewer', invitedViewer)];
  actors.outsider = [session('removed founder', founder), session('member gone to another organization', mover), session('stranger', otherFounder)];

  const doc = await request(base).get('/api/v1/openapi.json');
  routes = Object.entries(doc.body.paths as Record<string, Record<string, { security?: Record<string, unknown>[] }>>).flatMap(([path, operations]) =>
    RECORD_ROUTE.test(path)
      ? Object.entries(operations).map(([method, op]) => ({ method: method.toUpperCase(), path, acceptsKey: (op.security ?? []).some((s) => 'apiKeyAuth' in s) }))
      : [],
  ).filter((r) => !OWN_ORGANIZATION_ONLY[`${r.method} ${r.path}`] && !WALKED_ELSEWHERE[`${r.method} ${r.path}`]);
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

function urlOf(path: string): string {
  return `/api/v1${path}`
    .replace('{kind}', 'registration-certificate')
    .replace('{excursionId}', new ObjectId().toHexString())
    .replace('{id}', path.startsWith('/payments') ? ids.paymentId! : path.startsWith('/invoices') ? ids.invoiceId! : ids.bookingId!);
}

function send(method: string, path: string, credential: Credential, body?: Record<string, unknown>) {
  const url = urlOf(path);
  const call = method === 'GET' ? request(base).get(url) : method === 'PATCH' ? request(base).patch(url) : method === 'DELETE' ? request(base).delete(url) : request(base).post(url);
  const authed = call.set('Authorization', credential.authorization).set('Idempotency-Key', `walk-${new ObjectId().toHexString()}`);
  return body ? authed.send(body) : authed;
}

describe('one access rule, walked over every record route of the OpenAPI document (production build, two processes)', () => {
  it('when the document is read, then every route naming a record has an expectation here', () => {
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.map((r) => `${r.method} ${r.path}`).filter((name) => !EXPECTATIONS[name]);
    expect(missing, 'decide what each person gets on these routes and add them to EXPECTATIONS').toEqual([]);
  });

  it('when each person who is, was or never was in the organization calls each route, then each gets their answer', async () => {
    const wrong: string[] = [];
    let checked = 0;
    // Outsiders and the viewer first: they must change nothing that the members' calls then find.
    const order = [...actors.outsider.map((c) => ['outsider', c] as const), ...actors.viewer.map((c) => ['viewer', c] as const), ...actors.member.map((c) => ['member', c] as const)];
    for (const [kind, credential] of order) {
      for (const route of routes) {
        const expectation = EXPECTATIONS[`${route.method} ${route.path}`]!;
        const res = await send(route.method, route.path, credential, expectation.body);
        checked += 1;
        const status = res.status;
        let expected: string;
        let ok: boolean;
        if (credential.viaKey && (!route.acceptsKey || route.path.startsWith('/company-profile'))) {
          expected = '403 (keys do not act here)';
          ok = status === 403 || (!route.acceptsKey && status === 401);
        } else if (expectation.staffOnly) {
          expected = '403 (staff only)';
          ok = status === 403;
        } else if (kind === 'outsider') {
          expected = '404';
          ok = status === 404;
        } else if (kind === 'viewer' && expectation.viewer === 403) {
          expected = '403';
          ok = status === 403;
        } else if (expectation.member === 'ok' || kind === 'viewer') {
          expected = '2xx';
          ok = status >= 200 && status < 300;
        } else {
          expected = 'allowed (not 401/403/404)';
          ok = ![401, 403, 404].includes(status) && status < 500;
        }
        if (!ok) wrong.push(`${credential.label}: ${route.method} ${route.path} answered ${status}, expected ${expected} (${JSON.stringify(res.body?.msg ?? res.body?.message ?? '')})`);
      }
    }
    console.warn(`organization access walk: ${routes.length} routes x ${order.length} actors = ${checked} requests checked`);
    expect(wrong).toEqual([]);
  });
});
