// Decision 0056: an organization's API keys, managed by its admins with a session (a key gets 403 here).
import { API_KEY_MESSAGES, apiKeyParamsSchema, createApiKeySchema, type CreateApiKeyInput } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { noStore } from '../../lib/no-store';
import { valid, validate } from '../../lib/validate';
import { createApiKey, listOrganizationApiKeys, revokeOrganizationApiKey } from './api-keys.service';

export function apiKeysRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth);

  // The answer carries the key, once: no cache may keep it.
  router.post('/', noStore, validate({ body: createApiKeySchema }), async (_req, res) => {
    sendData(res, 201, API_KEY_MESSAGES.created, await createApiKey(valid<CreateApiKeyInput>(res, 'body'), currentActor(res)));
  });

  router.get('/', async (_req, res) => {
    sendData(res, 200, 'API keys fetched successfully', await listOrganizationApiKeys(currentActor(res)));
  });

  router.delete('/:id', validate({ params: apiKeyParamsSchema }, { notFound: API_KEY_MESSAGES.notFound }), async (_req, res) => {
    sendData(res, 200, 'API key revoked', await revokeOrganizationApiKey(valid<{ id: string }>(res, 'params').id, currentActor(res)));
  });

  return router;
}
