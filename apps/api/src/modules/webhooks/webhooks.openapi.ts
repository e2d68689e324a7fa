import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, json, nullData, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['webhooks'];
const notFound = fail('No such webhook (also for another organization’s)');
const path = { path: webhookParamsSchema };
const signing =
  'Each delivery is a POST of `{ id, type, createdAt, data }` with `Meridian-Event-Id` (the same across retries) and ' +
  '`Meridian-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Verify it over the raw body with a ' +
  'constant-time compare and refuse a `t` older than 5 minutes. A 2xx within 10 s is success; anything else is retried with ' +
  'exponential backoff for 24 h; an endpoint failing for 3 days is disabled and the admins are e-mailed (decision 0057).';

export const webhooksPaths: OpenApiPaths = {
  '/organization/webhooks': {
    get: { tags, summary: "The organization's webhook endpoints (organization admins)", security, responses: { '200': ok(z.array(webhookSchema)), '403': forbidden, ...authed } },
    post: {
      tags,
      summary: 'Register an endpoint; the answer carries its signing secret, shown only this once',
      description: `${signing} At most 10 endpoints per organization. In production the URL must be https and resolve to a public address.`,
      security,
      requestBody: json(createWebhookSchema),
      responses: { '201': ok(webhookWithSecretSchema), '403': forbidden, '409': fail('The organization already has 10 endpoints'), ...authed },
    },
  },
  '/organization/webhooks/{id}': {
    get: { tags, summary: 'One endpoint', security, requestParams: path, responses: { '200': ok(webhookSchema), '403': forbidden, '404': notFound, ...authed } },
    patch: {
      tags,
      summary: 'Change the URL, the events or whether it is enabled (enabling clears a disable after failures)',
      security,
      requestParams: path,
      requestBody: json(updateWebhookSchema),
      responses: { '200': ok(webhookSchema), '403': forbidden, '404': notFound, ...authed },
    },
    delete: { tags, summary: 'Delete an endpoint and its delivery log', security, requestParams: path, responses: { '200': ok(nullData), '403': forbidden, '404': notFound, ...authed } },
  },
  '/organization/webhooks/{id}/rotate-secret': {
    post: { tags, summary: 'Replace the signing secret; the new one is shown only this once', security, requestParams: path, responses: { '200': ok(webhookWithSecretSchema), '403': forbidden, '404': notFound, ...authed } },
  },
  '/organization/webhooks/{id}/test': {
    post: {
      tags,
      summary: 'Queue a `webhook.test` event to this endpoint, whatever it subscribes to',
      security,
      requestParams: path,
      responses: { '202': ok(webhookDeliverySchema), '403': forbidden, '404': notFound, ...authed },
    },
  },
  '/organization/webhooks/{id}/deliveries': {
    get: {
      tags,
      summary: 'The delivery log, newest first',
      security,
      requestParams: { ...path, query: webhookDeliveriesQuerySchema },
      responses: { '200': ok(z.array(webhookDeliverySchema)), '403': forbidden, '404': notFound, ...authed },
    },
  },
  '/organization/webhooks/{id}/deliveries/{deliveryId}/retry': {
    post: {
      tags,
      summary: 'Send a delivery again now (also a failed one), with a fresh 24 h of retries',
      security,
      requestParams: { path: webhookDeliveryParamsSchema },
      responses: { '202': ok(webhookDeliverySchema), '403': forbidden, '404': fail('No such webhook or delivery'), '409': fail('The delivery is being sent right now'), ...authed },
    },
  },
};
