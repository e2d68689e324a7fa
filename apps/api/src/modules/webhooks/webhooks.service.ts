import { randomBytes } from 'node:crypto';
import {
  canManageOrganization,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookWithSecret,
} from '@meridian/contracts';
import type { RequestHandler } from 'express';
import { currentActor, type Actor } from '../../lib/auth';
import { badRequest, conflict, ERRORS, forbidden, notFound } from '../../lib/errors';
import { isObviouslyPrivateHost, resolveTarget } from '../../lib/ssrf-guard';
import { newWebhookSecret } from './webhook-signature';
import type { WebhookDeliveryDoc, WebhookEndpointDoc } from './webhooks.model';
import {
  deleteEndpoint,
  findDelivery,
  findDeliveryOfEvent,
  findEndpoint,
  insertDeliveries,
  insertEndpointWithinLimit,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  subscribedEndpoints,
  updateEndpoint,
} from './webhooks.repository';

// Decision 0057: an organization's webhook endpoints and their delivery log. Managed by the organization's admins;
// an API key with `webhooks:manage` joins them at the one check below (requireWebhookManager).

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

function toWebhook(doc: WebhookEndpointDoc): Webhook {
  return {
    id: String(doc._id),
    url: doc.url,
    events: doc.events as WebhookEventType[],
    enabled: doc.enabled,
    disabledReason: doc.disabledReason ?? null,
    failingSince: iso(doc.failingSince),
    lastSuccessAt: iso(doc.lastSuccessAt),
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

function toWebhookDelivery(doc: WebhookDeliveryDoc): WebhookDelivery {
  return {
    id: String(doc._id),
    eventId: doc.eventId,
    type: doc.type,
    // A claimed delivery is still pending to the customer: it has not answered yet.
    status: doc.status === 'sending' ? 'pending' : (doc.status as WebhookDelivery['status']),
    attempts: doc.attempts,
    responseStatus: doc.responseStatus ?? null,
    durationMs: doc.durationMs ?? null,
    nextAttemptAt: doc.status === 'pending' ? iso(doc.nextAttemptAt) : null,
    lastError: doc.lastError ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** After requireAuth: only who may manage the organization passes (decision 0054: its admins). */
export const requireWebhookManager: RequestHandler = (_req, res, next) => {
  const actor = currentActor(res);
  // Decision 0056: a key reaches here only holding `webhooks:manage` (the router's auth checked the scope).
  next(actor.apiKeyId || canManageOrganization(actor.organizationRole) ? undefined : forbidden(ERRORS.forbidden));
};

/** The organization whose webhooks the actor manages; staff (no organization) are refused, never given one. */
function managedOrganizationOf(actor: Actor): string {
  if (!actor.organizationId) throw forbidden(ERRORS.forbidden);
  return actor.organizationId;
}

/**
 * Where private targets are refused (production), an http URL, a literal private address, a localhost name or a name
 * that resolves to a private address is refused at once; the send checks again after DNS (decision 0057). A name that
 * does not resolve is refused with the same answer (decision 0081): different answers would let anyone map the
 * internal DNS through this endpoint.
 */
async function checkTarget(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw badRequest(WEBHOOK_MESSAGES.urlHttps, { url: WEBHOOK_MESSAGES.urlHttps });
  if (isObviouslyPrivateHost(parsed.hostname)) throw badRequest(WEBHOOK_MESSAGES.urlPrivate, { url: WEBHOOK_MESSAGES.urlPrivate });
  try {
    await resolveTarget(parsed.hostname, false);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.urlPrivate, { url: WEBHOOK_MESSAGES.urlPrivate });
  }
}

async function ownEndpoint(actor: Actor, id: string): Promise<WebhookEndpointDoc> {
  const endpoint = await findEndpoint(managedOrganizationOf(actor), id);
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

export async function listWebhooks(actor: Actor): Promise<Webhook[]> {
  return (await listEndpoints(managedOrganizationOf(actor))).map(toWebhook);
}

export async function getWebhook(actor: Actor, id: string): Promise<Webhook> {
  return toWebhook(await ownEndpoint(actor, id));
}

export async function createWebhook(actor: Actor, input: CreateWebhookInput, allowPrivate: boolean): Promise<WebhookWithSecret> {
  const organizationId = managedOrganizationOf(actor);
  await checkTarget(input.url, allowPrivate);
  const secret = newWebhookSecret();
  // One numbered place per endpoint, unique per organization: racing creates cannot pass the limit (decision 0081).
  const doc = await insertEndpointWithinLimit({ organizationId, url: input.url, events: input.events, secret, createdBy: actor.id }, WEBHOOK_MAX_ENDPOINTS);
  if (!doc) throw conflict(WEBHOOK_MESSAGES.tooMany);
  return { ...toWebhook(doc), secret };
}

export async function updateWebhook(actor: Actor, id: string, input: UpdateWebhookInput, allowPrivate: boolean): Promise<Webhook> {
  if (input.url !== undefined) await checkTarget(input.url, allowPrivate);
  const set: Record<string, unknown> = {};
  if (input.url !== undefined) set.url = input.url;
  if (input.events !== undefined) set.events = input.events;
  if (input.enabled !== undefined) set.enabled = input.enabled;
  // Turned back on by an admin: the failure streak starts again.
  const unset = input.enabled === true ? { disabledReason: 1, failingSince: 1 } : {};
  const doc = await updateEndpoint(managedOrganizationOf(actor), id, { $set: set, ...(input.enabled === true ? { $unset: unset } : {}) });
  if (!doc) throw notFound(WEBHOOK_MESSAGES.notFound);
  return toWebhook(doc);
}

export async function deleteWebhook(actor: Actor, id: string): Promise<void> {
  if (!(await deleteEndpoint(managedOrganizationOf(actor), id))) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/** A new secret, shown once; deliveries signed from now on use it (a leaked secret is replaced without a new endpoint). */
export async function rotateWebhookSecret(actor: Actor, id: string): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const doc = await updateEndpoint(managedOrganizationOf(actor), id, { $set: { secret } });
  if (!doc) throw notFound(WEBHOOK_MESSAGES.notFound);
  return { ...toWebhook(doc), secret };
}

export async function listWebhookDeliveries(actor: Actor, id: string, query: WebhookDeliveriesQuery): Promise<WebhookDelivery[]> {
  const endpoint = await ownEndpoint(actor, id);
  return (await listDeliveries(endpoint._id, query.limit, query.status)).map(toWebhookDelivery);
}

/** Sends one again now, with a fresh 24 h of retries, whatever became of it; one in a worker's hands answers 409. */
export async function retryWebhookDelivery(actor: Actor, id: string, deliveryId: string, wake: () => void): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(actor, id);
  const doc = await requeueDelivery(endpoint._id, deliveryId);
  if (!doc) {
    if (await findDelivery(endpoint._id, deliveryId)) throw conflict(WEBHOOK_MESSAGES.deliveryInFlight);
    throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  }
  wake();
  return toWebhookDelivery(doc);
}

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The body each delivery sends, serialized once so every retry sends (and signs) the same bytes. */
function eventBody(eventId: string, type: string, data: Record<string, unknown>, createdAt = new Date()): string {
  return JSON.stringify({ id: eventId, type, createdAt: createdAt.toISOString(), data });
}

/** "Send test event": a `webhook.test` delivery to this endpoint only, whatever it subscribes to, shown in its log. */
export async function sendTestEvent(actor: Actor, id: string, wake: () => void): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(actor, id);
  const eventId = newEventId();
  const body = eventBody(eventId, WEBHOOK_TEST_EVENT, { webhookId: String(endpoint._id), message: 'This is a test event. Your endpoint received and can verify it.' });
  if ((await insertDeliveries([{ endpointId: endpoint._id, organizationId: endpoint.organizationId, eventId, type: WEBHOOK_TEST_EVENT, body }])) > 0) wake();
  return toWebhookDelivery((await findDeliveryOfEvent(endpoint._id, eventId)) as WebhookDeliveryDoc);
}

/**
 * Queues `type` for every enabled endpoint of the organization that subscribes to it, durably; answers how many were
 * queued. One event id for all of them (Meridian-Event-Id), so a receiver that hears it twice can tell.
 */
export async function enqueueWebhookEvent(organizationId: string, type: WebhookEventType, data: Record<string, unknown>, eventId = newEventId()): Promise<number> {
  const endpoints = await subscribedEndpoints(organizationId, type);
  if (endpoints.length === 0) return 0;
  const body = eventBody(eventId, type, data);
  return insertDeliveries(endpoints.map((e) => ({ endpointId: e._id, organizationId: e.organizationId, eventId, type, body })));
}
