// Decision 0057: /organization/webhooks, for whoever may manage the organization's webhooks. Router (HTTP) ->
// webhooks.service (the rules) -> webhooks.repository (MongoDB).
import {
  createWebhookSchema,
  updateWebhookSchema,
  WEBHOOK_MESSAGES,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookParamsSchema,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookDeliveriesQuery,
} from '@meridian/contracts';
import { Router, type RequestHandler, type Response } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { noStore } from '../../lib/no-store';
import type { Wakeup } from '../../lib/queue-lanes';
import { valid, validate } from '../../lib/validate';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  requireWebhookManager,
  retryWebhookDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from './webhooks.service';

export type WebhooksRouterDeps = {
  requireAuth: AuthMiddleware;
  /** Who may manage webhooks once signed in; the organization's admins by default. */
  requireManager?: RequestHandler;
  /** config.webhooks.allowPrivateTargets: http and private addresses pass at create (decision 0057). */
  allowPrivateTargets: boolean;
  /** Nudges this process's worker after a retry or a test event. */
  wakeup: Wakeup;
};

const webhookParams = validate({ params: webhookParamsSchema }, { notFound: WEBHOOK_MESSAGES.notFound });
const deliveryParams = validate({ params: webhookDeliveryParamsSchema }, { notFound: WEBHOOK_MESSAGES.deliveryNotFound });
const idOf = (res: Response) => valid<{ id: string }>(res, 'params').id;

export function webhooksRouter({ requireAuth, requireManager = requireWebhookManager, allowPrivateTargets, wakeup }: WebhooksRouterDeps): Router {
  const router = Router();
  router.use(requireAuth.orApiKey('webhooks:manage'), requireManager);
  const wake = () => wakeup.notify();

  router.get('/', async (_req, res) => {
    sendData(res, 200, 'Webhooks fetched successfully', await listWebhooks(currentActor(res)));
  });

  // Create and rotate-secret answer the signing secret, once: no cache may keep it.
  router.post('/', noStore, validate({ body: createWebhookSchema }), async (_req, res) => {
    sendData(res, 201, 'Webhook created. Copy the signing secret now: it is shown only once.', await createWebhook(currentActor(res), valid<CreateWebhookInput>(res, 'body'), allowPrivateTargets));
  });

  router.get('/:id', webhookParams, async (_req, res) => {
    sendData(res, 200, 'Webhook fetched successfully', await getWebhook(currentActor(res), idOf(res)));
  });

  router.patch('/:id', webhookParams, validate({ body: updateWebhookSchema }), async (_req, res) => {
    sendData(res, 200, 'Webhook updated', await updateWebhook(currentActor(res), idOf(res), valid<UpdateWebhookInput>(res, 'body'), allowPrivateTargets));
  });

  router.delete('/:id', webhookParams, async (_req, res) => {
    await deleteWebhook(currentActor(res), idOf(res));
    sendData(res, 200, 'Webhook deleted', null);
  });

  router.post('/:id/rotate-secret', noStore, webhookParams, async (_req, res) => {
    sendData(res, 200, 'Signing secret replaced. Copy it now: it is shown only once.', await rotateWebhookSecret(currentActor(res), idOf(res)));
  });

  router.post('/:id/test', webhookParams, async (_req, res) => {
    sendData(res, 202, 'Test event queued', await sendTestEvent(currentActor(res), idOf(res), wake));
  });

  router.get('/:id/deliveries', webhookParams, validate({ query: webhookDeliveriesQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Deliveries fetched successfully', await listWebhookDeliveries(currentActor(res), idOf(res), valid<WebhookDeliveriesQuery>(res, 'query')));
  });

  router.post('/:id/deliveries/:deliveryId/retry', deliveryParams, async (_req, res) => {
    const { id, deliveryId } = valid<{ id: string; deliveryId: string }>(res, 'params');
    sendData(res, 202, 'Delivery queued again', await retryWebhookDelivery(currentActor(res), id, deliveryId, wake));
  });

  return router;
}
