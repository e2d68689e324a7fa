import { apiKeyParamsSchema, apiKeySummarySchema, createApiKeySchema, createdApiKeySchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['api-keys'];
const adminsOnly = 'Organization admins only, signed in with a session; an API key gets 403 (decision 0056).';

export const apiKeysPaths: OpenApiPaths = {
  '/organization/api-keys': {
    post: {
      tags,
      summary: 'Create an API key; the answer carries the key, shown this once',
      description: `${adminsOnly} The key is stored as a SHA-256 hash; only its prefix is listed afterwards.`,
      security,
      requestBody: { required: true, ...json(createApiKeySchema) },
      responses: { '201': ok(createdApiKeySchema, 'Created; copy the key now'), '403': forbidden, ...authed },
    },
    get: {
      tags,
      summary: "The organization's API keys (never the key itself), with last use and revocation",
      description: adminsOnly,
      security,
      responses: { '200': ok(z.array(apiKeySummarySchema)), '403': forbidden, ...authed },
    },
  },
  '/organization/api-keys/{id}': {
    delete: {
      tags,
      summary: 'Revoke an API key: it gets 401 on its next request, on every process',
      description: adminsOnly,
      security,
      requestParams: { path: apiKeyParamsSchema },
      responses: { '200': ok(apiKeySummarySchema, 'Revoked'), '403': forbidden, '404': fail('No such key in the organization'), ...authed },
    },
  },
};
