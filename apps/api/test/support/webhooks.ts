import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { WebhookWithSecret } from '@meridian/contracts';
import { createLogger } from '../../src/lib/logger';
import { UserModel } from '../../src/modules/users/users.model';
import { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from '../../src/modules/webhooks/webhooks.worker';
import { bearer, signUp } from './app';

export const WEBHOOKS = '/api/v1/organization/webhooks';

/** A customer who joins `organizationId` in `role`, as the members feature will record it (decision 0054). */
export async function signUpMember(app: Express, organizationId: string, role: 'admin' | 'booker' | 'viewer') {
  const member = await signUp(app);
  await UserModel.updateOne({ _id: member.user._id }, { $set: { organizationId, organizationRole: role } });
  return member;
}

export async function createWebhookAs(app: Express, token: string, body: { url: string; events: string[] }): Promise<WebhookWithSecret> {
  const res = await request(app).post(`${WEBHOOKS}/`).set(bearer(token)).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as WebhookWithSecret;
}

/** A worker with test speeds: quick polls, a short timeout and a backoff of milliseconds, unless told otherwise. */
export function startTestWebhookWorker(options: Partial<WebhookWorkerOptions> = {}): WebhookWorker {
  return startWebhookWorker({
    logger: createLogger('silent'),
    allowPrivateTargets: true,
    timeoutMs: 2000,
    pollMs: 20,
    backoffMs: (n) => 100 * 2 ** (n - 1),
    ...options,
  });
}

