import { MAIL_MAX_ATTEMPTS } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, buildTestApp, expectErrorBody } from '../support/app';
import { until } from '../support/backstop';
import { useTestMailbox } from '../support/smtp';
import { signUpAs } from '../support/staff';

// Decision 0027: failures are visible to operators, who can send them again.
const { app, config } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });
const mailbox = useTestMailbox(config, { backoffMs: () => 0 });

let n = 0;
const address = () => `ops.mail.${Date.now().toString(36)}.${(n += 1)}@example.test`;

async function failedMessage(to: string) {
  return MailMessageModel.create({
    to,
    template: 'contact-ack',
    data: { reference: 'Refused' },
    status: 'failed',
    attempts: MAIL_MAX_ATTEMPTS,
    lastError: '550 Mailbox unavailable',
    nextAttemptAt: new Date(),
  });
}

describe('GET /api/v1/ops/mail and POST /api/v1/ops/mail/{id}/retry', () => {
  it('when an operator lists failures, then each shows recipient, subject, attempts and the last error', async () => {
    const operator = await signUpAs(app, 'operator');
    const to = address();
    const failed = await failedMessage(to);
    const res = await request(app).get('/api/v1/ops/mail?status=failed').set(bearer(operator.token));
    expect(res.status).toBe(200);
    const row = res.body.data.records.find((r: { _id: string }) => r._id === String(failed._id));
    expect(row).toMatchObject({
      to,
      template: 'contact-ack',
      subject: 'We received your message (reference Refused)',
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: '550 Mailbox unavailable',
      nextAttemptAt: null,
    });
    expect(res.body.data.pagination).toMatchObject({ currentPage: 1, limit: 20 });
    expect(res.body.data.records.every((r: { status: string }) => r.status === 'failed')).toBe(true);
  });

  it('when an operator retries a failure, then it is queued again, delivered, and listed as sent', async () => {
    const operator = await signUpAs(app, 'operator');
    const to = address();
    const failed = await failedMessage(to);
    const res = await request(app).post(`/api/v1/ops/mail/${String(failed._id)}/retry`).set(bearer(operator.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'queued', attempts: 0 });
    const mail = await mailbox.waitForMail({ to });
    expect(mail.subject).toBe('We received your message (reference Refused)');
    await until(() => MailMessageModel.findById(failed._id).lean(), (stored) => stored?.status === 'sent', 'the retried mail to be marked sent');
    const sent = await request(app).get('/api/v1/ops/mail?status=sent').set(bearer(operator.token)).expect(200);
    expect(sent.body.data.records.some((r: { _id: string; attempts: number }) => r._id === String(failed._id) && r.attempts === 1)).toBe(true);
  });

  it('when the message is not failed or does not exist, then retry answers 409 or 404', async () => {
    const admin = await signUpAs(app, 'admin');
    const to = address();
    const sent = await MailMessageModel.create({ to, template: 'contact-ack', data: { reference: 'S' }, status: 'sent', attempts: 1, nextAttemptAt: new Date() });
    const conflict = await request(app).post(`/api/v1/ops/mail/${String(sent._id)}/retry`).set(bearer(admin.token));
    expect(conflict.status).toBe(409);
    expectErrorBody(conflict.body, 'Only a failed message can be retried');
    const missing = await request(app).post('/api/v1/ops/mail/0123456789abcdef01234567/retry').set(bearer(admin.token));
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, 'Message not found');
    expect((await request(app).post('/api/v1/ops/mail/nope/retry').set(bearer(admin.token))).status).toBe(404);
  });

  it('when a customer or driver asks, then it answers 403 and nothing changes', async () => {
    const failed = await failedMessage(address());
    for (const role of ['customer', 'driver'] as const) {
      const who = await signUpAs(app, role);
      const list = await request(app).get('/api/v1/ops/mail').set(bearer(who.token));
      expect(list.status).toBe(403);
      expectErrorBody(list.body, 'You do not have permission to do this.');
      expect((await request(app).post(`/api/v1/ops/mail/${String(failed._id)}/retry`).set(bearer(who.token))).status).toBe(403);
    }
    expect((await MailMessageModel.findById(failed._id).lean())?.status).toBe('failed');
    expect((await request(app).get('/api/v1/ops/mail')).status).toBe(401);
  });

  it('when the status filter is not one of failed, queued or sent, then it answers 400', async () => {
    const operator = await signUpAs(app, 'operator');
    expect((await request(app).get('/api/v1/ops/mail?status=bogus').set(bearer(operator.token))).status).toBe(400);
  });
});
