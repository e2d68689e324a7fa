import type { ApiKeyScope, CreatedApiKey } from '@meridian/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { bearer } from './app';

/** An organization admin (signed in with `token`) creates a key with these scopes; answers the one-time key. */
export async function createApiKey(app: Express, token: string, scopes: readonly ApiKeyScope[], name = 'ERP integration'): Promise<CreatedApiKey> {
  const res = await request(app).post('/api/v1/organization/api-keys').set(bearer(token)).send({ name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as CreatedApiKey;
}
