import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@meridian/contracts';
import type { Logger } from 'pino';
import { nextWorkerId, sleepUntilWoken, type Wakeup } from '../../lib/queue-lanes';
import { enqueueMail } from '../mail/mail.service';
import { findOrganizationAdmins } from '../users/users.service';
import { createSenderAgents, postOnce } from './webhook-sender';
import { signatureHeader } from './webhook-signature';
import type { WebhookDeliveryDoc, WebhookEndpointDoc } from './webhooks.model';
import {
  acquireEndpointLease,
  claimDeliveries,
  claimDelivery,
  claimLapsedDelivery,
  disableFailingEndpoint,
  findDueDeliveries,
  findEndpointLoads,
  markEndpointFailing,
  recordAttempt,
  recordAttemptGrouped,
  releaseEndpointLease,
  unclaimDeliveries,
  unclaimDelivery,
  type DueDelivery,
} from './webhooks.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RETRY_WINDOW_MS = 24 * HOUR;
const DISABLE_AFTER_MS = 72 * HOUR;
const HEALTH_WRITE_MS = MINUTE;
const DISABLED_REASON = 'Disabled after 3 days of failed deliveries';
/** Deliveries to one endpoint in flight at once, across every process (decision 0081). */
export const WEBHOOK_ENDPOINT_IN_FLIGHT = 2;
/** A slow endpoint's limit: this fraction of the full one, never under SLOW_TIMEOUT_FLOOR_MS (decision 0081). */
const SLOW_TIMEOUT_DIVISOR = 5;
const SLOW_TIMEOUT_FLOOR_MS = 500;
/** Hints older than this are fetched again, so a newly due delivery of another organization is seen within it. */
const HINTS_MAX_AGE_MS = 1000;
/**
 * Decision 0114: a place on an endpoint that answers 2xx is kept for a run of its due deliveries, claimed this many at
 * a time, up to this many in all or for this long (then the place is given back, so other endpoints take turns).
 */
const RUN_BATCH = 8;
const RUN_MAX_DELIVERIES = 64;
const RUN_MAX_MS = 2000;
/** How long stop() lets the requests in flight finish before it cuts off those still open (a receiver that hangs). */
const STOP_GRACE_MS = 2000;

/**
 * Decision 0081: after two timed-out attempts in a row an endpoint gets a fifth of the limit (2 s of 10 s), so a dead
 * receiver holds its places briefly; every fifth attempt of the streak gets the full limit again, so a receiver that
 * is only slow can answer and end the streak.
 */
const attemptTimeoutMs = (fullMs: number, timeoutStreak: number) =>
  timeoutStreak < 2 || timeoutStreak % 5 === 0 ? fullMs : Math.min(fullMs, Math.max(SLOW_TIMEOUT_FLOOR_MS, Math.round(fullMs / SLOW_TIMEOUT_DIVISOR)));

/** 30 s, 1 min, 2 min, 4 min ... capped at 1 h, each +-20 % so endpoints that failed together do not retry together. */
const defaultWebhookBackoffMs = (failedAttempts: number) => {
  const base = Math.min(30_000 * 2 ** (failedAttempts - 1), HOUR);
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

export type WebhookWorkerOptions = {
  logger: Logger;
  allowPrivateTargets: boolean;
  /** Each attempt's limit (config WEBHOOK_TIMEOUT_MS, 10 s); shorter for an endpoint that keeps timing out. */
  timeoutMs: number;
  /** How long an idle worker waits before looking at the queue again (an enqueue in this process wakes it sooner). */
  pollMs?: number;
  /**
   * Deliveries in flight at once in this process (decision 0081): one organization holds at most half of them, and
   * endpoints whose last attempt timed out at most a quarter, so slow receivers leave room for everyone else's.
   */
  concurrency?: number;
  backoffMs?: (failedAttempts: number) => number;
  /** After this long since the first attempt a delivery stops retrying and fails. */
  retryWindowMs?: number;
  /** An endpoint failing this long without a success is disabled and its admins are mailed. */
  disableAfterMs?: number;
  wakeup?: Wakeup;
};

export type WebhookWorker = { readonly id: string; stop(): Promise<void> };

/** Host and path, without the scheme (mail links go to our app only) or the query (it may carry the customer's token). */
function endpointName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

type Hint = { id: DueDelivery['_id']; endpoint: string; organization: string; slow: boolean };

/**
 * Decision 0081: due deliveries in the order they are offered, taking turns across organizations (each in the order
 * of its oldest), and within one organization across its endpoints, so one organization's backlog is not a queue
 * everyone else waits behind.
 */
export function takeTurns<T extends { organization: string; endpoint: string }>(due: T[]): T[] {
  const organizations = new Map<string, Map<string, T[]>>();
  for (const item of due) {
    const endpoints = organizations.get(item.organization) ?? new Map<string, T[]>();
    organizations.set(item.organization, endpoints);
    const queue = endpoints.get(item.endpoint) ?? [];
    endpoints.set(item.endpoint, queue);
    queue.push(item);
  }
  const rounds = [...organizations.values()].map((endpoints) => {
    const queues = [...endpoints.values()];
    const order: T[] = [];
    for (let i = 0; order.length < queues.reduce((n, q) => n + q.length, 0); i += 1) for (const q of queues) if (q[i]) order.push(q[i] as T);
    return order;
  });
  const out: T[] = [];
  for (let i = 0; out.length < due.length; i += 1) for (const order of rounds) if (order[i]) out.push(order[i] as T);
  return out;
}

/**
 * Sends queued webhook deliveries until stopped (decision 0057), like the mail worker (decision 0027): each delivery
 * is claimed by one atomic update, so any number of workers in any number of processes send it once per attempt.
 * Decision 0081: each endpoint has at most WEBHOOK_ENDPOINT_IN_FLIGHT deliveries in flight across processes (leases
 * in its document), organizations take turns, and an endpoint that keeps timing out gets a shorter limit. Nothing
 * another process needs lives only here: attempts, schedule, leases and endpoint health are all in MongoDB; the counts
 * below are this process's own sends.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { logger, pollMs = 1000, concurrency = 16, backoffMs = defaultWebhookBackoffMs, retryWindowMs = RETRY_WINDOW_MS, disableAfterMs = DISABLE_AFTER_MS } = options;
  const perOrganization = Math.max(1, Math.ceil(concurrency / 2));
  const perSlow = Math.max(1, Math.floor(concurrency / 4));
  const id = nextWorkerId('webhooks');
  let stopped = false;
  const stopping = new AbortController();
  const sleepers = new Set<() => void>();
  let pokes = 0;
  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  // Decision 0114: connections to receivers kept between attempts, this worker's own (stop() closes them).
  const agents = createSenderAgents();
  const unlisten = options.wakeup?.listen(() => {
    pokes += 1;
    wakeAll();
  });
  // Bumped by an enqueue here and by every send that ends: until one of them (or a poll), an empty queue stays empty.
  let changes = 0;
  let emptyAt: { changes: number; pokes: number } | undefined;

  // This process's sends in flight, by organization and endpoint, and how many go to slow endpoints.
  const byOrganization = new Map<string, number>();
  const byEndpoint = new Map<string, number>();
  let slowInFlight = 0;
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  const reserve = (hint: Hint, by: 1 | -1) => {
    bump(byOrganization, hint.organization, by);
    bump(byEndpoint, hint.endpoint, by);
    if (hint.slow) slowInFlight += by;
  };
  const fits = (hint: Hint) =>
    (byOrganization.get(hint.organization) ?? 0) < perOrganization && (byEndpoint.get(hint.endpoint) ?? 0) < WEBHOOK_ENDPOINT_IN_FLIGHT && (!hint.slow || slowInFlight < perSlow);

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

  // Due deliveries fetched by one query, in turns across organizations, shared by the lanes; each is only a hint until
  // claimDelivery wins it. An endpoint whose places are all held (by any process) is left out of the next query, so
  // its backlog does not hide anyone else's. A process that dies holds nothing here that matters.
  let hints: Hint[] = [];
  let hintsAt = 0;
  let refilling: Promise<void> | undefined;
  const refill = async () => {
    const endpoints = new Set([...byEndpoint].filter(([, n]) => n >= WEBHOOK_ENDPOINT_IN_FLIGHT).map(([e]) => e));
    const organizations = [...byOrganization].filter(([, n]) => n >= perOrganization).map(([o]) => o);
    const limit = concurrency * 16;
    for (let round = 0; round < 3; round += 1) {
      const due = await findDueDeliveries(limit, { endpoints: [...endpoints], organizations });
      const loads = await findEndpointLoads([...new Map(due.map((d) => [String(d.endpointId), d.endpointId])).values()]);
      const usable: Hint[] = [];
      for (const d of due) {
        const endpoint = String(d.endpointId);
        const load = loads.get(endpoint);
        // A deleted endpoint's delivery is still offered: the lane fails it.
        if (load && load.inFlight >= WEBHOOK_ENDPOINT_IN_FLIGHT) endpoints.add(endpoint);
        else usable.push({ id: d._id, endpoint, organization: String(d.organizationId), slow: (load?.timeoutStreak ?? 0) > 0 });
      }
      if (usable.length > 0 || due.length < limit) {
        hints = takeTurns(usable);
        break;
      }
      hints = [];
    }
    hintsAt = Date.now();
    emptyAt = hints.length === 0 ? { changes, pokes } : undefined;
  };
  const startRefill = () =>
    (refilling ??= refill().finally(() => {
      refilling = undefined;
    }));
  const nothingNew = () => emptyAt !== undefined && emptyAt.changes === changes && emptyAt.pokes === pokes && Date.now() - hintsAt < pollMs;
  const nextHint = (): Hint | undefined => {
    const at = hints.findIndex(fits);
    return at >= 0 ? hints.splice(at, 1)[0] : undefined;
  };
  type Job = { delivery: WebhookDeliveryDoc; endpoint: WebhookEndpointDoc | null; hint: Hint };
  let lapsedCheck: Promise<WebhookDeliveryDoc | null> | undefined;

  /** Claims a delivery this process may send now and takes its endpoint's place; null when there is none. */
  const nextJob = async (): Promise<Job | null> => {
    let refilled = false;
    for (;;) {
      if (stopped) return null;
      if (Date.now() - hintsAt > HINTS_MAX_AGE_MS) hints = [];
      let hint = nextHint();
      let delivery: WebhookDeliveryDoc | null = null;
      if (!hint) {
        // Hints left that this process cannot take now (its caps) wait for a send to end or for them to go stale;
        // nothing due at the last look, and nothing happened since: no query until the poll.
        if (refilled || hints.length > 0 || nothingNew()) return null;
        refilled = true;
        await startRefill();
        hint = nextHint();
        if (!hint) {
          if (hints.length > 0 || lapsedCheck) return null;
          // Nothing due: perhaps a delivery whose worker died mid-send (one lane looks).
          lapsedCheck = claimLapsedDelivery(id);
          delivery = await lapsedCheck.finally(() => {
            lapsedCheck = undefined;
          });
          if (!delivery) return null;
          hint = { id: delivery._id, endpoint: String(delivery.endpointId), organization: String(delivery.organizationId), slow: false };
          if (!fits(hint)) {
            await unclaimDelivery(delivery, id);
            return null;
          }
        }
      }
      reserve(hint, 1);
      try {
        let endpoint: WebhookEndpointDoc | 'busy' | null;
        if (delivery) endpoint = await acquireEndpointLease(delivery.endpointId, delivery._id, WEBHOOK_ENDPOINT_IN_FLIGHT);
        else {
          // Decision 0114: the claim and the place are taken at once, one round trip of waiting instead of two; the
          // rare loser of either gives the other back.
          [delivery, endpoint] = await Promise.all([claimDelivery(hint.id, id), acquireEndpointLease(hint.endpoint, hint.id, WEBHOOK_ENDPOINT_IN_FLIGHT)]);
          if (!delivery) {
            if (endpoint && endpoint !== 'busy') await releaseEndpointLease(endpoint._id, hint.id, { timedOut: false, answered: false });
            reserve(hint, -1);
            continue;
          }
        }
        if (endpoint === 'busy') {
          // Another process holds its places: back to the queue as it was, and its other hints wait for a refill.
          await unclaimDelivery(delivery, id);
          reserve(hint, -1);
          const busy = hint.endpoint;
          hints = hints.filter((h) => h.endpoint !== busy);
          continue;
        }
        const slow = (endpoint?.timeoutStreak ?? 0) > 0;
        if (slow !== hint.slow) {
          reserve(hint, -1);
          hint = { ...hint, slow };
          reserve(hint, 1);
        }
        return { delivery, endpoint, hint };
      } catch (error) {
        reserve(hint, -1);
        throw error;
      }
    }
  };

  /** Pops up to `max` of this process's hints for `endpoint`, oldest first: the next deliveries of a run. */
  const takeHintsOf = (endpoint: string, max: number): DueDelivery['_id'][] => {
    const taken: DueDelivery['_id'][] = [];
    const take = (h: Hint) => {
      if (h.endpoint !== endpoint || taken.length >= max) return true;
      taken.push(h.id);
      return false;
    };
    hints = hints.filter(take);
    return taken;
  };

  type Attempt = { end: 'succeeded' | 'failed' | 'cut'; timedOut: boolean; answered: boolean; at: Date };

  /**
   * One attempt of a delivery this worker holds, to an endpoint it holds a place on. The attempt's record is written
   * with those of other lanes (recordAttemptGrouped) and kept in `writes` for the run to wait for.
   */
  const attempt = async (delivery: WebhookDeliveryDoc, endpoint: WebhookEndpointDoc, writes: Promise<void>[]): Promise<Attempt> => {
    const startedAt = new Date();
    const firstAttemptAt = delivery.firstAttemptAt ?? startedAt;
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Meridian-Webhooks/1',
      [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body, startedAt),
    };
    const timeoutMs = attemptTimeoutMs(options.timeoutMs, endpoint.timeoutStreak ?? 0);
    const result = await postOnce(endpoint.url, delivery.body, headers, { timeoutMs, allowPrivate: options.allowPrivateTargets, signal: stopping.signal, agents });
    if (stopped && !result.ok) {
      // Cut short by stop(): not an attempt. Another process (or this one, restarted) sends it.
      await unclaimDelivery(delivery, id);
      return { end: 'cut', timedOut: false, answered: false, at: startedAt };
    }
    const durationMs = Date.now() - startedAt.getTime();
    const timedOut = !result.ok && result.timedOut === true;
    if (result.ok) {
      writes.push(recordAttemptGrouped({ delivery, workerId: id, outcome: { status: 'succeeded', responseStatus: result.status, durationMs, error: null, nextAttemptAt: null, firstAttemptAt } }));
      return { end: 'succeeded', timedOut, answered: true, at: startedAt };
    }
    const next = new Date(Date.now() + backoffMs(delivery.attempts + 1));
    const givesUp = next.getTime() > firstAttemptAt.getTime() + retryWindowMs;
    writes.push(
      recordAttemptGrouped({
        delivery,
        workerId: id,
        outcome: { status: givesUp ? 'failed' : 'pending', responseStatus: result.status, durationMs, error: result.error, nextAttemptAt: givesUp ? null : next, firstAttemptAt },
      }),
    );
    logger.warn({ webhookId: String(endpoint._id), deliveryId: String(delivery._id), attempts: delivery.attempts + 1, reason: result.error }, 'webhook delivery failed');
    return { end: 'failed', timedOut, answered: !timedOut, at: startedAt };
  };

  /**
   * Decision 0114: the job's delivery, then, while the endpoint keeps answering 2xx, more of its due deliveries on the
   * same place, claimed a batch at a time: the place is taken and given back once per run, not once per delivery. A
   * failure, stop(), RUN_MAX_MS or RUN_MAX_DELIVERIES ends the run; what it claimed and did not send goes back as it was.
   */
  const run = async ({ delivery, endpoint, hint }: Job): Promise<void> => {
    if (!endpoint) {
      await fail(delivery, 'The endpoint was deleted');
      return;
    }
    if (!endpoint.enabled) {
      await fail(delivery, 'The endpoint is disabled');
      await releaseEndpointLease(endpoint._id, delivery._id, { timedOut: false, answered: false });
      return;
    }
    const runStartedAt = Date.now();
    const writes: Promise<void>[] = [];
    let last = await attempt(delivery, endpoint, writes);
    let sent = 1;
    const goOn = () => last.end === 'succeeded' && !stopped && sent < RUN_MAX_DELIVERIES && Date.now() - runStartedAt < RUN_MAX_MS;
    try {
      while (goOn()) {
        const batch = await claimDeliveries(takeHintsOf(hint.endpoint, RUN_BATCH), id);
        if (batch.length === 0) break;
        let next = 0;
        try {
          for (; next < batch.length && goOn(); next += 1) {
            last = await attempt(batch[next] as WebhookDeliveryDoc, endpoint, writes);
            sent += 1;
          }
        } finally {
          // Those not tried go back as they were (a cut attempt gave its delivery back itself).
          await unclaimDeliveries(batch.slice(next), id);
        }
      }
    } finally {
      await Promise.all(writes);
      if (last.end === 'succeeded') {
        // The endpoint's health is written when it changes (a failure streak ends) or is a minute old, with the release.
        const healthDue = endpoint.failingSince || !endpoint.lastSuccessAt || Date.now() - new Date(endpoint.lastSuccessAt).getTime() > HEALTH_WRITE_MS;
        await releaseEndpointLease(endpoint._id, delivery._id, { timedOut: false, answered: true, ...(healthDue ? { succeededAt: new Date() } : {}) });
      } else {
        await releaseEndpointLease(endpoint._id, delivery._id, { timedOut: last.timedOut, answered: last.answered });
      }
    }
    if (last.end === 'failed') await afterFailure(endpoint, last.at);
  };

  const lane = async () => {
    while (!stopped) {
      const seen = pokes;
      let job: Job | null = null;
      try {
        job = await nextJob();
        if (job) {
          // There may be more: lanes asleep look too.
          wakeAll();
          await run(job);
        }
      } catch (error) {
        logger.warn({ err: error }, 'webhook queue poll failed');
      } finally {
        if (job) {
          reserve(job.hint, -1);
          changes += 1;
          // A place this process held is free: a lane waiting for one may go.
          wakeAll();
        }
      }
      if (job || stopped || pokes !== seen) continue;
      await sleepUntilWoken(sleepers, pollMs);
    }
  };
  const lanes = Promise.all(Array.from({ length: concurrency }, lane));

  return {
    id,
    async stop() {
      stopped = true;
      unlisten?.();
      wakeAll();
      const cutOff = setTimeout(() => stopping.abort(), STOP_GRACE_MS);
      await lanes;
      clearTimeout(cutOff);
      agents.destroy();
    },
  };
}
