import mongoose from 'mongoose';
import { MAIL_MAX_ATTEMPTS } from '@meridian/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { enqueueMail } from '../../src/modules/mail/mail.queue';
import type { MailWorker } from '../../src/modules/mail/mail.worker';
import { testConfig } from '../support/app';
import { until } from '../support/backstop';
import { startSmtpServer, startTestMailWorker, type SmtpCatcher } from '../support/smtp';

// Decision 0027: the queue's worker against a real SMTP server over the wire.
const config = testConfig({ APP_BASE_URL: 'https://meridian.example.test' });
let smtp: SmtpCatcher;
let workers: MailWorker[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterEach(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  workers = [];
  smtp.rejectNext(0);
});
afterAll(async () => {
  await smtp.stop();
});

const worker = (options: Parameters<typeof startTestMailWorker>[2] = {}) => {
  const w = startTestMailWorker(config, smtp, options);
  workers.push(w);
  return w;
};

let n = 0;
const address = () => `someone.${Date.now().toString(36)}.${(n += 1)}@example.test`;
const ack = (to: string, subject = 'Cold freight') => enqueueMail({ to, template: 'contact-ack', data: { reference: subject } });

const stored = (to: string) => MailMessageModel.findOne({ to }).lean();

describe('the mail worker', () => {
  it('when a message is queued, then it arrives once over SMTP and is stored as sent with its message id', async () => {
    const to = address();
    await ack(to);
    worker();
    const mail = await smtp.waitForMail({ to });
    expect(mail.subject).toBe('We received your message (reference Cold freight)');
    expect(mail.text).toContain('reply within 24 hours');
    const doc = await until(() => stored(to), (d) => d?.status === 'sent', 'sent');
    expect(doc).toMatchObject({ status: 'sent', attempts: 1 });
    expect(doc?.messageId).toMatch(/^<.+>$/);
    expect(doc?.sentAt).toBeInstanceOf(Date);
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('when several messages are queued, then they arrive over one SMTP connection (decision 0079)', async () => {
    const to = [address(), address(), address()];
    for (const a of to) await ack(a);
    const before = smtp.connections();
    worker();
    for (const a of to) await smtp.waitForMail({ to: a });
    expect(smtp.connections() - before).toBe(1);
  });

  it('when the server drops the connection between messages, then the next message opens a new one and arrives at its first attempt', async () => {
    const first = address();
    await ack(first);
    worker();
    await smtp.waitForMail({ to: first });
    await until(() => stored(first), (d) => d?.status === 'sent', 'sent');
    const before = smtp.connections();
    smtp.dropConnections();
    await new Promise((r) => setTimeout(r, 50));
    const second = address();
    await ack(second);
    await smtp.waitForMail({ to: second });
    expect(await until(() => stored(second), (d) => d?.status === 'sent', 'sent')).toMatchObject({ attempts: 1 });
    expect(smtp.connections() - before).toBe(1);
  });

  it('when the SMTP server refuses the first attempts, then each retry waits twice as long and the third attempt delivers', async () => {
    const to = address();
    smtp.rejectNext(2);
    await ack(to);
    worker();
    const first = await until(() => stored(to), (d) => d?.attempts === 1, 'first failure');
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') });
    const firstDelay = first!.nextAttemptAt.getTime() - first!.updatedAt.getTime();
    expect(firstDelay).toBeGreaterThan(29_000);
    expect(firstDelay).toBeLessThanOrEqual(30_100);
    // Time passes: the retry is due now.
    await MailMessageModel.updateOne({ to }, { $set: { nextAttemptAt: new Date() } });
    const second = await until(() => stored(to), (d) => d?.attempts === 2, 'second failure');
    const secondDelay = second!.nextAttemptAt.getTime() - second!.updatedAt.getTime();
    expect(secondDelay).toBeGreaterThan(59_000);
    expect(secondDelay).toBeLessThanOrEqual(60_100);
    expect(smtp.messages.some((m) => m.to.includes(to))).toBe(false);
    await MailMessageModel.updateOne({ to }, { $set: { nextAttemptAt: new Date() } });
    await smtp.waitForMail({ to });
    const sent = await until(() => stored(to), (d) => d?.status === 'sent', 'sent');
    expect(sent).toMatchObject({ attempts: 3, lastError: null });
  });

  it(`when every attempt fails, then after ${MAIL_MAX_ATTEMPTS} attempts the message is failed and no longer tried`, async () => {
    const to = address();
    smtp.rejectNext(MAIL_MAX_ATTEMPTS);
    await ack(to);
    worker({ backoffMs: () => 0 });
    const failed = await until(() => stored(to), (d) => d?.status === 'failed', 'failed');
    expect(failed).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, lastError: expect.stringContaining('451') });
    smtp.rejectNext(0);
    await ack(address()); // the worker keeps going with other mail
    await until(() => MailMessageModel.countDocuments({ status: 'sent' }), (c) => c > 0, 'another sent');
    expect((await stored(to))?.status).toBe('failed');
    expect(smtp.messages.some((m) => m.to.includes(to))).toBe(false);
  });

  it('when two workers share one database, then each of 30 messages is delivered exactly once', async () => {
    const batch = `batch-${Date.now()}`;
    const recipients = Array.from({ length: 30 }, () => address());
    await Promise.all(recipients.map((to, i) => ack(to, `${batch} #${i}`)));
    const a = worker({ pollMs: 5 });
    const b = worker({ pollMs: 5 });
    expect(a.id).not.toBe(b.id);
    await Promise.all(recipients.map((to) => smtp.waitForMail({ to })));
    const docs = await until(
      () => MailMessageModel.find({ to: mongoose.trusted({ $in: recipients }) }).lean(),
      (d) => d.every((m) => m.status === 'sent'),
      'all sent',
    );
    const received = smtp.messages.filter((m) => m.subject.includes(batch));
    expect(received).toHaveLength(30);
    expect(new Set(received.map((m) => m.subject)).size).toBe(30);
    expect(docs.every((d) => d.attempts === 1)).toBe(true);
    expect(docs.every((d) => d.claimedBy === a.id || d.claimedBy === b.id)).toBe(true);
  });

  it('when a worker died while sending, then another takes the message over once its claim has expired', async () => {
    const to = address();
    await MailMessageModel.create({
      to,
      template: 'contact-ack',
      data: { reference: 'Orphan' },
      status: 'sending',
      attempts: 0,
      nextAttemptAt: new Date(Date.now() - 120_000),
      claimedBy: 'gone-host:1:abc#1',
      claimExpiresAt: new Date(Date.now() - 1000),
    });
    const w = worker();
    await smtp.waitForMail({ to });
    const doc = await until(() => stored(to), (d) => d?.status === 'sent', 'sent');
    expect(doc?.claimedBy).toBe(w.id);
  });

  it('when a message is claimed by a live worker, then no other worker sends it', async () => {
    const to = address();
    await MailMessageModel.create({
      to,
      template: 'contact-ack',
      data: { reference: 'Held' },
      status: 'sending',
      attempts: 0,
      nextAttemptAt: new Date(),
      claimedBy: 'busy-host:1:abc#1',
      claimExpiresAt: new Date(Date.now() + 60_000),
    });
    const marker = address();
    worker();
    await ack(marker); // queued after the held one: once it arrives, the worker has looked at the queue
    await smtp.waitForMail({ to: marker });
    expect(smtp.messages.some((m) => m.to.includes(to))).toBe(false);
    expect((await stored(to))?.status).toBe('sending');
  });

  it('when stop() is called, then the worker finishes and sends nothing more', async () => {
    const w = worker();
    await w.stop();
    const to = address();
    await ack(to);
    await new Promise((r) => setTimeout(r, 100));
    expect((await stored(to))?.status).toBe('queued');
    await MailMessageModel.deleteOne({ to });
  });
});

describe('a message queued in this process (decision 0114)', () => {
  it('when a message is queued while the worker waits for its next poll, then it is sent at once', async () => {
    worker({ pollMs: 60_000 });
    // The worker has looked at the empty queue and sleeps until its poll a minute from now.
    await new Promise((r) => setTimeout(r, 300));
    const to = address();
    const queuedAt = Date.now();
    await ack(to);
    await smtp.waitForMail({ to });
    expect(Date.now() - queuedAt).toBeLessThan(10_000);
  });

  it('when 20 messages are queued at once, then each is delivered exactly once by one worker’s lanes', async () => {
    const batch = `lanes-${Date.now()}`;
    const recipients = Array.from({ length: 20 }, () => address());
    worker({ concurrency: 4 });
    await Promise.all(recipients.map((to, i) => ack(to, `${batch} #${i}`)));
    await Promise.all(recipients.map((to) => smtp.waitForMail({ to })));
    const docs = await until(
      () => MailMessageModel.find({ to: mongoose.trusted({ $in: recipients }) }).lean(),
      (d) => d.every((m) => m.status === 'sent'),
      'all sent',
    );
    expect(docs.every((d) => d.attempts === 1)).toBe(true);
    expect(smtp.messages.filter((m) => m.subject.includes(batch))).toHaveLength(20);
  });
});
