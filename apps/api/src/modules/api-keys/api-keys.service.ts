import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_PREFIX, canManageOrganization, type ApiKeyScope, type ApiKeySummary, type CreateApiKeyInput, type CreatedApiKey } from '@meridian/contracts';
import { keyCreatorActsFor, type Actor, type ApiKeyPrincipal } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import { findUserById } from '../users/users.service';
import type { ApiKeyDoc } from './api-keys.model';
import { findActiveKeyByHash, insertApiKey, listApiKeys, revokeApiKey, touchLastUsed } from './api-keys.repository';

/** Characters of the key kept for lists: `mxk_` and 8 more, enough to tell keys apart, far too few to guess the rest. */
const PREFIX_LENGTH = 12;
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function requireAdmin(actor: Actor): string {
  // Decision 0056: keys are managed by an admin signed in with a session; a key never manages keys (the routes refuse it).
  if (!actor.organizationId || !canManageOrganization(actor.organizationRole)) throw forbidden(API_KEY_MESSAGES.adminsOnly);
  return actor.organizationId;
}

function toSummary(doc: ApiKeyDoc): ApiKeySummary {
  return {
    id: String(doc._id),
    name: doc.name,
    scopes: doc.scopes as ApiKeyScope[],
    prefix: doc.prefix,
    createdAt: new Date(doc.createdAt).toISOString(),
    createdBy: String(doc.createdBy),
    lastUsedAt: doc.lastUsedAt ? new Date(doc.lastUsedAt).toISOString() : null,
    revokedAt: doc.revokedAt ? new Date(doc.revokedAt).toISOString() : null,
  };
}

export async function createApiKey(input: CreateApiKeyInput, actor: Actor): Promise<CreatedApiKey> {
  const organizationId = requireAdmin(actor);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const doc = await insertApiKey({ organizationId, name: input.name, scopes: input.scopes, prefix: key.slice(0, PREFIX_LENGTH), hash: hashOf(key), createdBy: actor.id });
  return { id: String(doc._id), name: doc.name, scopes: doc.scopes as ApiKeyScope[], prefix: doc.prefix, key };
}

/** The organization's keys; one whose creator may no longer use it (the rule lib/auth.ts refuses it by) is marked suspended. */
export async function listOrganizationApiKeys(actor: Actor): Promise<ApiKeySummary[]> {
  const organizationId = requireAdmin(actor);
  const docs = await listApiKeys(organizationId);
  const creatorIds = [...new Set(docs.map((doc) => String(doc.createdBy)))];
  const creators = new Map(await Promise.all(creatorIds.map(async (id) => [id, await findUserById(id)] as const)));
  return docs.map((doc) => {
    const creator = creators.get(String(doc.createdBy));
    return { ...toSummary(doc), suspended: !creator || !keyCreatorActsFor(creator, organizationId) };
  });
}

export async function revokeOrganizationApiKey(id: string, actor: Actor): Promise<ApiKeySummary> {
  const doc = await revokeApiKey(id, requireAdmin(actor));
  if (!doc) throw notFound(API_KEY_MESSAGES.notFound);
  return toSummary(doc);
}

/** The auth middleware's lookup (lib/auth.ts ApiKeyAuth): by hash, in MongoDB on every request, never cached. */
export async function authenticateApiKey(key: string): Promise<ApiKeyPrincipal | null> {
  const doc = await findActiveKeyByHash(hashOf(key));
  if (!doc) return null;
  await touchLastUsed(doc._id, new Date(), LAST_USED_EVERY_MS);
  return { id: String(doc._id), organizationId: String(doc.organizationId), createdBy: String(doc.createdBy), scopes: doc.scopes };
}
