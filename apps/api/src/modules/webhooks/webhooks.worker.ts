import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@meridian/contracts';
import type { Logger } from 'pino';
import { PROCESS_ID } from '../../lib/leases';
import { enqueueMail } from '../mail/mail.service';
import { findOrganizationAdmins } from '../users/users.service';
import { postOnce } from './webhook-sender';
import { signatureHeader } from './webhook-signature';
import type { Wakeup } from './webhook-wakeup';
import type { WebhookDeliveryDoc, WebhookEndpointDoc } from './webhooks.model';
import { claimDelivery, claimNextDelivery, disableFailingEndpoint, findDueDeliveryIds, findEndpointById, markEndpointFailing, markEndpointSucceeded, recordAttempt } from './webhooks.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const RETRY_WINDOW_MS = 24 * HOUR;
export const DISABLE_AFTER_MS = 72 * HOUR;
const HEALTH_WRITE_MS = MINUTE;
export const DISABLED_REASON = 'Disabled after 3 days of failed deliveries';

/** 30 s, 1 min, 2 min, 4 min ... capped at 1 h, each +-20 % so endpoints that failed together do not retry together. */
export const defaultWebhookBackoffMs = (failedAttempts: number) => {
  const base = Math.min(30_000 * 2 ** (failedAttempts - 1), HOUR);
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

export type WebhookWorkerOptions = {
  logger: Logger;
  allowPrivateTargets: boolean;
  /** Each attempt's limit (config WEBHOOK_TIMEOUT_MS, 10 s). */
  timeoutMs: number;
  /** How long an idle worker waits before looking at the queue again (an enqueue in this process wakes it sooner). */
  pollMs?: number;
  /** Deliveries in flight at once in this process: one slow receiver must not hold up everyone else's. */
  concurrency?: number;
  backoffMs?: (failedAttempts: number) => number;
  /** After this long since the first attempt a delivery stops retrying and fails. */
  retryWindowMs?: number;
  /** An endpoint failing this long without a success is disabled and its admins are mailed. */
  disableAfterMs?: number;
  wakeup?: Wakeup;
};

export type WebhookWorker = { readonly id: string; stop(): Promise<void> };

let workers = 0;

/** Host and path, without the scheme (mail links go to our app only) or the query (it may carry the customer's token). */
function endpointName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * Sends queued webhook deliveries until stopped (decision 0057), like the mail worker (decision 0027): each delivery
 * is claimed by one atomic update, so any number of workers in any number of processes send it once per attempt.
 * Nothing it knows lives only here: attempts, schedule and endpoint health are all in MongoDB.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { logger, pollMs = 1000, concurrency = 4, backoffMs = defaultWebhookBackoffMs, retryWindowMs = RETRY_WINDOW_MS, disableAfterMs = DISABLE_AFTER_MS } = options;
  workers += 1;
  const id = `${PROCESS_ID}#webhooks${workers}`;
  let stopped = false;
  const sleepers = new Set<() => void>();
  let pokes = 0;
  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  const unlisten = options.wakeup?.listen(() => {
    pokes += 1;
    wakeAll();
  });

  const fail = (delivery: WebhookDeliveryDoc, error: string) =>
    recordAttempt(delivery, id, { status: 'failed', responseStatus: null, durationMs: 0, error, nextAttemptAt: null, firstAttemptAt: delivery.firstAttemptAt ?? new Date() });

  const afterFailure = async (endpoint: WebhookEndpointDoc, at: Date) => {
    const now = await markEndpointFailing(endpoint._id, at);
    if (!now?.failingSince || !now.enabled) return;
    const cutoff = new Date(at.getTime() - disableAfterMs);
    if (now.failingSince > cutoff) return;
    // One process wins the disable, and only it mails; the dedupe key keeps a re-run to one mail per streak.
    if (!(await disableFailingEndpoint(endpoint._id, cutoff, DISABLED_REASON))) return;
    logger.warn({ webhookId: String(endpoint._id) }, 'webhook endpoint disabled after 3 days of failures');
    const admins = await findOrganizationAdmins(String(endpoint.organizationId));
    for (const admin of admins) {
      await enqueueMail({
        to: admin.email,
        template: 'webhook-disabled',
        data: { firstName: admin.firstName, endpoint: endpointName(endpoint.url), failingSince: now.failingSince.toISOString(), settingsUrl: '/organization/webhooks' },
        dedupeKey: `webhook-disabled:${String(endpoint._id)}:${now.failingSince.getTime()}:${String(admin._id)}`,
      });
    }
  };

  // Due ids fetched in one query, shared by the lanes; each is only a hint until claimDelivery wins it. A process
  // that dies holds nothing here that matters: the queue and the claims are in MongoDB.
  let hints: WebhookDeliveryDoc['_id'][] = [];
  let refilling: Promise<void> | undefined;
  const claim = async (): Promise<WebhookDeliveryDoc | null> => {
    for (;;) {
      if (hints.length === 0) {
        refilling ??= findDueDeliveryIds(concurrency * 8)
          .then((ids) => {
            hints = ids;
          })
          .finally(() => {
            refilling = undefined;
          });
        await refilling;
        // Nothing due: perhaps a delivery whose worker died mid-send.
        if (hints.length === 0) return claimNextDelivery(id);
      }
      const next = hints.shift();
      if (!next) continue;
      const delivery = await claimDelivery(next, id);
      if (delivery) return delivery;
    }
  };

  const sendOne = async (): Promise<boolean> => {
    const delivery = await claim();
    if (!delivery) return false;
    const endpoint = await findEndpointById(delivery.endpointId);
    if (!endpoint) {
      await fail(delivery, 'The endpoint was deleted');
      return true;
    }
    if (!endpoint.enabled) {
      await fail(delivery, 'The endpoint is disabled');
      return true;
    }
    const startedAt = new Date();
    const firstAttemptAt = delivery.firstAttemptAt ?? startedAt;
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Meridian-Webhooks/1',
      [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body, startedAt),
    };
    const result = await postOnce(endpoint.url, delivery.body, headers, { timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivateTargets });
    const durationMs = Date.now() - startedAt.getTime();
    if (result.ok) {
      await recordAttempt(delivery, id, { status: 'succeeded', responseStatus: result.status, durationMs, error: null, nextAttemptAt: null, firstAttemptAt });
      // The endpoint's health is written when it changes (a failure streak ends) or is a minute old, not per delivery.
      if (endpoint.failingSince || !endpoint.lastSuccessAt || Date.now() - new Date(endpoint.lastSuccessAt).getTime() > HEALTH_WRITE_MS) {
        await markEndpointSucceeded(endpoint._id, new Date());
      }
      return true;
    }
    const next = new Date(Date.now() + backoffMs(delivery.attempts + 1));
    const givesUp = next.getTime() > firstAttemptAt.getTime() + retryWindowMs;
    await recordAttempt(delivery, id, {
      status: givesUp ? 'failed' : 'pending',
      responseStatus: result.status,
      durationMs,
      error: result.error,
      nextAttemptAt: givesUp ? null : next,
      firstAttemptAt,
    });
    logger.warn({ webhookId: String(endpoint._id), deliveryId: String(delivery._id), attempts: delivery.attempts + 1, reason: result.error }, 'webhook delivery failed');
    await afterFailure(endpoint, startedAt);
    return true;
  };

  const lane = async () => {
    while (!stopped) {
      const seen = pokes;
      let busy = false;
      try {
        busy = await sendOne();
      } catch (error) {
        logger.warn({ err: error }, 'webhook queue poll failed');
      }
      if (busy || stopped || pokes !== seen) continue;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pollMs);
        sleepers.add(wake);
      });
    }
  };
  const lanes = Promise.all(Array.from({ length: concurrency }, lane));

  return {
    id,
    async stop() {
      stopped = true;
      unlisten?.();
      wakeAll();
      await lanes;
    },
  };
}
