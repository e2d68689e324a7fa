import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMS_MAX_ATTEMPTS } from '@meridian/contracts';
import pino from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SmsMessageModel } from '../../src/modules/sms/sms-messages.model';
import { SmsOptOutModel } from '../../src/modules/sms/sms-opt-outs.model';
import { outboxSmsProvider, twilioSmsProvider } from '../../src/modules/sms/sms.providers';
import { queueSms } from '../../src/modules/sms/sms.service';
import { startSmsWorker, type SmsWorker } from '../../src/modules/sms/sms.worker';
import { bearer, buildTestApp, signUp } from '../support/app';
import { until } from '../support/backstop';
import { signUpAs } from '../support/staff';
import { messageSid, startFakeTwilio, TEST_TWILIO, twilioSignature, type FakeTwilio } from '../support/sms';

// Decision 0111: the SMS queue, its providers and Twilio's webhooks, over the wire against a real database.
const BASE = 'https://meridian.example.test';
const { app } = buildTestApp({ APP_BASE_URL: BASE, SMS_PROVIDER: 'twilio', ...TEST_TWILIO });
const logger = pino({ level: 'silent' });
const STATUS_URL = `${BASE}/api/v1/sms/twilio/status`;
const INBOUND_URL = `${BASE}/api/v1/sms/twilio/inbound`;

let twilioServer: FakeTwilio;
let workers: SmsWorker[] = [];
beforeAll(async () => {
  twilioServer = await startFakeTwilio();
});
afterEach(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  workers = [];
});
afterAll(async () => {
  await twilioServer.stop();
});

let n = 0;
/** A fresh number in E.164 for each test, written as people do. */
const phone = () => {
  n += 1;
  const digits = `${Date.now() % 1_000_000}${n}`.padStart(7, '0').slice(-7);
  return { written: `+1 (555) ${digits.slice(0, 3)}-${digits.slice(3)}`, e164: `+1555${digits}` };
};

const stored = (to: string) => SmsMessageModel.findOne({ to }).sort({ _id: -1 }).lean();
const twilioWorker = (backoffMs: (attempt: number) => number = () => 0) => {
  const w = startSmsWorker({ provider: twilioSmsProvider({ ...TEST_TWILIO_SETTINGS }, twilioServer.httpClient), logger, backoffMs, pollMs: 50 });
  workers.push(w);
  return w;
};
const TEST_TWILIO_SETTINGS = { accountSid: TEST_TWILIO.TWILIO_ACCOUNT_SID, authToken: TEST_TWILIO.TWILIO_AUTH_TOKEN, from: TEST_TWILIO.TWILIO_FROM, statusCallbackUrl: STATUS_URL };

function signedPost(url: string, path: string, form: Record<string, string>, signature = twilioSignature(TEST_TWILIO.TWILIO_AUTH_TOKEN, url, form)) {
  return request(app).post(`/api/v1${path}`).type('form').set('X-Twilio-Signature', signature).send(form);
}
const inbound = (from: string, body: string) => signedPost(INBOUND_URL, '/sms/twilio/inbound', { MessageSid: messageSid(Date.now() + n), AccountSid: TEST_TWILIO.TWILIO_ACCOUNT_SID, From: from, To: TEST_TWILIO.TWILIO_FROM, Body: body });

describe('queueSms', () => {
  it('when the same dedupeKey is queued twice, then one message is queued, in E.164', async () => {
    const to = phone();
    const key = `test-dedupe-${to.e164}`;
    await queueSms({ to: to.written, body: 'Your parcel is on its way', purpose: 'test', dedupeKey: key });
    await queueSms({ to: to.written, body: 'Your parcel is on its way', purpose: 'test', dedupeKey: key });
    const docs = await SmsMessageModel.find({ dedupeKey: key }).lean();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ to: to.e164, status: 'queued', purpose: 'test', attempts: 0 });
  });

  it('when the number has no country code, then the message is kept as suppressed and never sent', async () => {
    await queueSms({ to: '555 0102 999', body: 'Hello', purpose: 'test-national' });
    const doc = await SmsMessageModel.findOne({ purpose: 'test-national' }).sort({ _id: -1 }).lean();
    expect(doc).toMatchObject({ status: 'suppressed', lastError: 'Not a number in E.164' });
  });
});

describe('the SMS worker', () => {
  it('when Twilio refuses the first attempt, then the text is retried after a backoff and sent with its SID and status callback', async () => {
    const to = phone();
    twilioServer.replyNext(to.e164, { status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } });
    await queueSms({ to: to.e164, body: 'Out for delivery today', purpose: 'test-retry' });
    const delays: number[] = [];
    twilioWorker((attempt) => {
      delays.push(attempt);
      return 0;
    });
    const sent = await until(() => stored(to.e164), (d) => d?.status === 'sent', 'sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent?.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(delays).toEqual([1]);
    const calls = twilioServer.requests.filter((r) => r.form.get('To') === to.e164);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.path).toBe(`/2010-04-01/Accounts/${TEST_TWILIO.TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(calls[1]?.authorization).toBe(`Basic ${Buffer.from(`${TEST_TWILIO.TWILIO_ACCOUNT_SID}:${TEST_TWILIO.TWILIO_AUTH_TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(calls[1]!.form)).toMatchObject({ From: TEST_TWILIO.TWILIO_FROM, Body: 'Out for delivery today', StatusCallback: STATUS_URL });
  });

  it('when the default backoff applies, then the first retry waits 30 s', async () => {
    const to = phone();
    twilioServer.replyNext(to.e164, { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } });
    await queueSms({ to: to.e164, body: 'Hello', purpose: 'test-backoff' });
    const w = startSmsWorker({ provider: twilioSmsProvider(TEST_TWILIO_SETTINGS, twilioServer.httpClient), logger, pollMs: 50 });
    workers.push(w);
    const failed = await until(() => stored(to.e164), (d) => d?.attempts === 1, 'first failure');
    expect(failed).toMatchObject({ status: 'queued', lastError: expect.stringContaining('Service Unavailable') });
    const delay = failed!.nextAttemptAt.getTime() - failed!.updatedAt.getTime();
    expect(delay).toBeGreaterThan(29_000);
    expect(delay).toBeLessThanOrEqual(30_100);
  });

  it(`when every attempt fails, then after ${SMS_MAX_ATTEMPTS} attempts the text is failed and operators see it`, async () => {
    const to = phone();
    twilioServer.replyNext(to.e164, ...Array.from({ length: SMS_MAX_ATTEMPTS }, () => ({ status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } })));
    await queueSms({ to: to.e164, body: 'Hello', purpose: 'test-give-up' });
    twilioWorker();
    const failed = await until(() => stored(to.e164), (d) => d?.status === 'failed', 'failed');
    expect(failed?.attempts).toBe(SMS_MAX_ATTEMPTS);

    const operator = await signUpAs(app, 'operator');
    const list = await request(app).get('/api/v1/ops/sms?status=failed&limit=100').set(bearer(operator.token));
    expect(list.status).toBe(200);
    expect(list.body.data.records.find((r: { _id: string }) => r._id === String(failed?._id))).toMatchObject({
      to: to.e164,
      purpose: 'test-give-up',
      status: 'failed',
      attempts: SMS_MAX_ATTEMPTS,
      lastError: expect.stringContaining('Internal Server Error'),
    });
    const customer = await signUp(app);
    expect((await request(app).get('/api/v1/ops/sms').set(bearer(customer.token))).status).toBe(403);

    twilioServer.replyNext(to.e164);
    const retried = await request(app).post(`/api/v1/ops/sms/${String(failed?._id)}/retry`).set(bearer(operator.token));
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'queued', attempts: 0 });
    await until(() => stored(to.e164), (d) => d?.status === 'sent', 'sent after the retry');
    expect((await request(app).post(`/api/v1/ops/sms/${String(failed?._id)}/retry`).set(bearer(operator.token))).status).toBe(409);
  });

  it('when the outbox folder cannot be written, then the text is retried and the next attempt writes its file', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'meridian-sms-test-'));
    const dir = join(parent, 'outbox');
    writeFileSync(dir, 'a file where the folder should be');
    const to = phone();
    await queueSms({ to: to.e164, body: 'Your code is 123456', purpose: 'test-outbox' });
    const w = startSmsWorker({ provider: outboxSmsProvider(dir, TEST_TWILIO.TWILIO_FROM, logger), logger, pollMs: 50, backoffMs: () => 200 });
    workers.push(w);
    await until(() => stored(to.e164), (d) => d?.attempts === 1, 'first failure');
    rmSync(dir);
    const sent = await until(() => stored(to.e164), (d) => d?.status === 'sent', 'sent');
    expect(sent?.attempts).toBe(2);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toMatchObject({ to: to.e164, body: 'Your code is 123456', purpose: 'test-outbox', id: String(sent?._id) });
  });

  it('when Twilio says the recipient unsubscribed (21610), then the number is opted out and the text suppressed, not retried', async () => {
    const to = phone();
    twilioServer.replyNext(to.e164, { status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 } });
    await queueSms({ to: to.e164, body: 'Hello', purpose: 'test-21610' });
    twilioWorker();
    const doc = await until(() => stored(to.e164), (d) => d?.status === 'suppressed', 'suppressed');
    expect(doc?.lastError).toContain('21610');
    expect(await SmsOptOutModel.exists({ phone: to.e164 })).not.toBeNull();
  });
});

describe('STOP and START (POST /api/v1/sms/twilio/inbound)', () => {
  it('when a number texts STOP, then texts queued before and after are not sent, and after START they are', async () => {
    const to = phone();
    await queueSms({ to: to.e164, body: 'queued before STOP', purpose: 'test-stop' });
    const stop = await inbound(to.e164, ' stop ');
    expect(stop.status).toBe(200);
    expect(stop.type).toBe('text/xml');
    expect(stop.text).toContain('<Response></Response>');
    await queueSms({ to: to.written, body: 'queued after STOP', purpose: 'test-stop' });

    twilioWorker();
    await until(() => SmsMessageModel.countDocuments({ to: to.e164, status: 'suppressed' }), (c) => c === 2, 'both suppressed');
    expect(twilioServer.requests.filter((r) => r.form.get('To') === to.e164)).toHaveLength(0);

    // Kept: a restart (another worker, another process) still honours it.
    expect(await SmsOptOutModel.findOne({ phone: to.e164 }).lean()).toMatchObject({ keyword: 'stop' });

    expect((await inbound(to.e164, 'START')).status).toBe(200);
    await queueSms({ to: to.e164, body: 'after START', purpose: 'test-stop' });
    await until(() => SmsMessageModel.findOne({ to: to.e164, body: 'after START' }).lean(), (d) => d?.status === 'sent', 'sent after START');
    expect(twilioServer.requests.filter((r) => r.form.get('To') === to.e164).map((r) => r.form.get('Body'))).toEqual(['after START']);
  });

  it.each(['UNSUBSCRIBE', 'Cancel', 'end', 'QUIT', 'stopall', 'Stop.'])('when a number texts %s, then it is opted out', async (word) => {
    const to = phone();
    expect((await inbound(to.e164, word)).status).toBe(200);
    expect(await SmsOptOutModel.exists({ phone: to.e164 })).not.toBeNull();
  });

  it('when a number texts something else, then nothing changes', async () => {
    const to = phone();
    expect((await inbound(to.e164, 'please stop by at 5')).status).toBe(200);
    expect(await SmsOptOutModel.exists({ phone: to.e164 })).toBeNull();
  });

  it('when the request is forged (signed with another token, for another URL, altered, or unsigned), then it answers 403 and opts nobody out', async () => {
    const to = phone();
    const form = { MessageSid: messageSid(77), AccountSid: TEST_TWILIO.TWILIO_ACCOUNT_SID, From: to.e164, To: TEST_TWILIO.TWILIO_FROM, Body: 'STOP' };
    const forgeries = [
      twilioSignature('another-token-0123456789abcdef', INBOUND_URL, form),
      twilioSignature(TEST_TWILIO.TWILIO_AUTH_TOKEN, 'https://evil.example.test/api/v1/sms/twilio/inbound', form),
      twilioSignature(TEST_TWILIO.TWILIO_AUTH_TOKEN, INBOUND_URL, { ...form, Body: 'Hello' }),
    ];
    for (const signature of forgeries) {
      const res = await signedPost(INBOUND_URL, '/sms/twilio/inbound', form, signature);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: true, msg: 'The request signature is invalid' });
    }
    const unsigned = await request(app).post('/api/v1/sms/twilio/inbound').type('form').send(form);
    expect(unsigned.status).toBe(403);
    expect(await SmsOptOutModel.exists({ phone: to.e164 })).toBeNull();
    // The same form, signed as Twilio signs it, is taken.
    expect((await signedPost(INBOUND_URL, '/sms/twilio/inbound', form)).status).toBe(200);
    expect(await SmsOptOutModel.exists({ phone: to.e164 })).not.toBeNull();
  });
});

describe("Twilio's delivery status (POST /api/v1/sms/twilio/status)", () => {
  it('when Twilio reports the text delivered, then it is stored as delivered; a forged report changes nothing', async () => {
    const to = phone();
    await queueSms({ to: to.e164, body: 'Delivered today', purpose: 'test-status' });
    twilioWorker();
    const sent = await until(() => stored(to.e164), (d) => d?.status === 'sent', 'sent');
    const form = { MessageSid: sent!.providerId!, MessageStatus: 'delivered', AccountSid: TEST_TWILIO.TWILIO_ACCOUNT_SID };

    const forged = await signedPost(STATUS_URL, '/sms/twilio/status', form, twilioSignature('another-token-0123456789abcdef', STATUS_URL, form));
    expect(forged.status).toBe(403);
    expect((await stored(to.e164))?.status).toBe('sent');

    expect((await signedPost(STATUS_URL, '/sms/twilio/status', form)).status).toBe(204);
    const delivered = await stored(to.e164);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
  });

  it('when Twilio reports the text undelivered, then operators see it among failures with the error code', async () => {
    const to = phone();
    await queueSms({ to: to.e164, body: 'Undeliverable', purpose: 'test-undelivered' });
    twilioWorker();
    const sent = await until(() => stored(to.e164), (d) => d?.status === 'sent', 'sent');
    const form = { MessageSid: sent!.providerId!, MessageStatus: 'undelivered', ErrorCode: '30005' };
    expect((await signedPost(STATUS_URL, '/sms/twilio/status', form)).status).toBe(204);
    expect(await stored(to.e164)).toMatchObject({ status: 'undelivered', lastError: 'Twilio undelivered (error 30005)' });
  });
});

describe('when Twilio is not configured', () => {
  it('then its webhooks answer 404, signed or not', async () => {
    const outboxOnly = buildTestApp({ APP_BASE_URL: BASE }).app;
    const res = await request(outboxOnly).post('/api/v1/sms/twilio/inbound').type('form').send({ From: '+15550100000', Body: 'STOP' });
    expect(res.status).toBe(404);
  });
});
