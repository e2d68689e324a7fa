import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { MailMessageModel, type MailMessageDoc } from '../../src/modules/mail/mail-messages.model';

export const subscribe = (app: Express, trackingNumber: string, email: string) =>
  request(app).post(`/api/v1/tracking/${encodeURIComponent(trackingNumber)}/subscriptions`).send({ email });
export const confirm = (app: Express, token: unknown) => request(app).post('/api/v1/tracking-subscriptions/confirm').send({ token });
export const unsubscribe = (app: Express, token: unknown) => request(app).post('/api/v1/tracking-subscriptions/unsubscribe').send({ token });

export type QueuedMail = MailMessageDoc & { data: Record<string, string>; headers?: Record<string, string> };

export const mailsTo = (to: string, template?: string) =>
  MailMessageModel.find({ to, ...(template ? { template } : {}) }).sort({ createdAt: 1, _id: 1 }).lean<QueuedMail[]>().exec();

/** The token of a link in a queued mail, as the person who received it would read it. */
export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

/** Subscribes `email` and confirms it with the link from its confirmation mail; answers the confirmation mail. */
export async function subscribeAndConfirm(app: Express, trackingNumber: string, email: string): Promise<QueuedMail> {
  expect((await subscribe(app, trackingNumber, email)).status).toBe(202);
  const mail = (await mailsTo(email, 'tracking-subscribe-confirm')).at(-1)!;
  expect((await confirm(app, tokenOf(mail.data.confirmUrl!))).status).toBe(200);
  return mail;
}
