import type { WebhookEventType } from '@meridian/contracts';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { groupCalls } from '../../lib/group-calls';
import { WebhookDeliveryModel, WebhookEndpointModel, type WebhookDeliveryDoc, type WebhookEndpointDoc } from './webhooks.model';

type Id = string | mongoose.Types.ObjectId;
const oid = (id: Id) => (typeof id === 'string' ? new mongoose.Types.ObjectId(id) : id);

/** How long a claimed delivery stays with its worker; a crash mid-send lets another process take it after this. */
export const CLAIM_MS = 60_000;

type NewEndpoint = { organizationId: Id; url: string; events: string[]; secret: string; createdBy: Id };

/**
 * Inserts the endpoint in a free place among the organization's `max`, or answers null when all are taken. The place
 * is unique per organization (index organization_slot_unique), so however many creates race, at most `max` win: a
 * loser's insert hits the index and it looks again (decision 0081). No transaction: one document per insert.
 */
export async function insertEndpointWithinLimit(fields: NewEndpoint, max: number): Promise<WebhookEndpointDoc | null> {
  const organizationId = oid(fields.organizationId);
  // Each lost race means another create won a place, so this ends after at most `max` losses (and the old endpoints).
  for (let tries = 0; tries < 3 * max; tries += 1) {
    const held = await WebhookEndpointModel.find({ organizationId }, { slot: 1 }).lean<{ _id: mongoose.Types.ObjectId; slot?: number }[]>().exec();
    if (held.length >= max) return null;
    const taken = new Set(held.map((e) => e.slot).filter((n) => n !== undefined && n !== null));
    const free = Array.from({ length: max }, (_, n) => n).filter((n) => !taken.has(n));
    // Chosen at random among the free places, so racing creates rarely pick the same one.
    const pick = () => free.splice(Math.floor(Math.random() * free.length), 1)[0] as number;
    const unnumbered = held.filter((e) => e.slot === undefined || e.slot === null);
    try {
      if (unnumbered.length > 0) {
        // Endpoints stored before places existed take theirs first, so the index counts them too.
        for (const endpoint of unnumbered) await WebhookEndpointModel.updateOne({ _id: endpoint._id, slot: mongoose.trusted({ $exists: false }) }, { $set: { slot: pick() } }).exec();
        continue;
      }
      const [doc] = await WebhookEndpointModel.insertMany([{ ...fields, organizationId, createdBy: oid(fields.createdBy), enabled: true, slot: pick() }]);
      return (doc as unknown as { toObject(): WebhookEndpointDoc }).toObject();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return null;
}

export function listEndpoints(organizationId: Id): Promise<WebhookEndpointDoc[]> {
  return WebhookEndpointModel.find({ organizationId: oid(organizationId) }).sort({ createdAt: 1, _id: 1 }).lean<WebhookEndpointDoc[]>().exec();
}

/** Another organization's endpoint is not found, as one that never existed (decision 0057). */
export function findEndpoint(organizationId: Id, id: Id): Promise<WebhookEndpointDoc | null> {
  return WebhookEndpointModel.findOne({ _id: oid(id), organizationId: oid(organizationId) }).lean<WebhookEndpointDoc>().exec();
}

export function findEndpointById(id: Id): Promise<WebhookEndpointDoc | null> {
  return WebhookEndpointModel.findById(oid(id)).lean<WebhookEndpointDoc>().exec();
}

export function updateEndpoint(organizationId: Id, id: Id, update: mongoose.UpdateQuery<WebhookEndpointDoc>): Promise<WebhookEndpointDoc | null> {
  return WebhookEndpointModel.findOneAndUpdate({ _id: oid(id), organizationId: oid(organizationId) }, update, { returnDocument: 'after', runValidators: true })
    .lean<WebhookEndpointDoc>()
    .exec();
}

export async function deleteEndpoint(organizationId: Id, id: Id): Promise<boolean> {
  const res = await WebhookEndpointModel.deleteOne({ _id: oid(id), organizationId: oid(organizationId) }).exec();
  if (res.deletedCount !== 1) return false;
  await WebhookDeliveryModel.deleteMany({ endpointId: oid(id) }).exec();
  return true;
}

/**
 * The enabled endpoints of an organization that subscribe to `type`. The lookups of the events being queued at once
 * go as one query (decision 0070): most organizations have no endpoint, and every booking's event asks.
 */
export const subscribedEndpoints = (organizationId: Id, type: WebhookEventType): Promise<WebhookEndpointDoc[]> => endpointsOf({ organizationId: oid(organizationId), type });

const endpointsOf = groupCalls(async (asks: { organizationId: mongoose.Types.ObjectId; type: WebhookEventType }[]): Promise<WebhookEndpointDoc[][]> => {
  const organizations = [...new Map(asks.map((a) => [String(a.organizationId), a.organizationId])).values()];
  const types = [...new Set(asks.map((a) => a.type))];
  const found = (await WebhookEndpointModel.collection.find({ organizationId: { $in: organizations }, enabled: true, events: { $in: types } }).toArray()) as unknown as WebhookEndpointDoc[];
  return asks.map((a) => found.filter((e) => e.organizationId.equals(a.organizationId) && e.events.includes(a.type)));
});

export type NewDelivery = { endpointId: Id; organizationId: Id; eventId: string; type: string; body: string };

/** Queues deliveries, due now; the insert is the commit point. The same event for the same endpoint queues once. */
export async function insertDeliveries(deliveries: NewDelivery[]): Promise<number> {
  if (deliveries.length === 0) return 0;
  const now = new Date();
  const docs = deliveries.map((d) => ({ ...d, endpointId: oid(d.endpointId), organizationId: oid(d.organizationId), status: 'pending', attempts: 0, nextAttemptAt: now }));
  try {
    const inserted = await WebhookDeliveryModel.insertMany(docs, { ordered: false });
    return inserted.length;
  } catch (error) {
    if (isDuplicateKeyError(error) || (error as { writeErrors?: { code?: number }[] }).writeErrors?.every((e) => e.code === 11000)) {
      return (error as { insertedDocs?: unknown[] }).insertedDocs?.length ?? 0;
    }
    throw error;
  }
}

/**
 * The ids of up to `limit` due deliveries, oldest first: hints for a worker, which claims each by claimDelivery. One
 * sorted query feeds many claims, so the claim stays cheap however long the queue is.
 */
export async function findDueDeliveryIds(limit: number, now = new Date()): Promise<mongoose.Types.ObjectId[]> {
  const due = await WebhookDeliveryModel.find({ status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) }, { _id: 1 })
    .sort({ nextAttemptAt: 1 })
    .limit(limit)
    .lean<{ _id: mongoose.Types.ObjectId }[]>()
    .exec();
  return due.map((d) => d._id);
}

const claimUpdate = (workerId: string, now: Date) => ({ $set: { status: 'sending', claimedBy: workerId, claimExpiresAt: new Date(now.getTime() + CLAIM_MS) } });

/**
 * Claims this delivery for `workerId` in one atomic update if it is still pending and due; null when another worker
 * (in this process or another) got it first. Two workers never hold the same delivery.
 */
export function claimDelivery(id: mongoose.Types.ObjectId, workerId: string, now = new Date()): Promise<WebhookDeliveryDoc | null> {
  return WebhookDeliveryModel.findOneAndUpdate({ _id: id, status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) }, claimUpdate(workerId, now), { returnDocument: 'after' })
    .lean<WebhookDeliveryDoc>()
    .exec();
}

/** Claims the oldest due delivery, or one whose worker died mid-send (its claim lapsed), in one atomic update. */
export async function claimNextDelivery(workerId: string, now = new Date()): Promise<WebhookDeliveryDoc | null> {
  const due = await WebhookDeliveryModel.findOneAndUpdate({ status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) }, claimUpdate(workerId, now), { sort: { nextAttemptAt: 1 }, returnDocument: 'after' })
    .lean<WebhookDeliveryDoc>()
    .exec();
  if (due) return due;
  return WebhookDeliveryModel.findOneAndUpdate({ status: 'sending', claimExpiresAt: mongoose.trusted({ $lt: now }) }, claimUpdate(workerId, now), { sort: { claimExpiresAt: 1 }, returnDocument: 'after' })
    .lean<WebhookDeliveryDoc>()
    .exec();
}

export type AttemptOutcome = {
  status: 'succeeded' | 'pending' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  nextAttemptAt: Date | null;
  firstAttemptAt: Date;
};

/** Records one attempt; only the worker still holding the claim may. */
export async function recordAttempt(delivery: WebhookDeliveryDoc, workerId: string, outcome: AttemptOutcome): Promise<boolean> {
  const res = await WebhookDeliveryModel.updateOne(
    { _id: delivery._id, status: 'sending', claimedBy: workerId },
    {
      $set: {
        status: outcome.status,
        responseStatus: outcome.responseStatus,
        durationMs: outcome.durationMs,
        lastError: outcome.error,
        nextAttemptAt: outcome.nextAttemptAt,
        firstAttemptAt: outcome.firstAttemptAt,
        ...(outcome.status === 'succeeded' ? { deliveredAt: new Date() } : {}),
      },
      $inc: { attempts: 1 },
      $unset: { claimExpiresAt: 1, claimedBy: 1 },
    },
  ).exec();
  return res.modifiedCount === 1;
}

export function listDeliveries(endpointId: Id, limit: number, status?: string): Promise<WebhookDeliveryDoc[]> {
  const statuses = status === 'pending' ? ['pending', 'sending'] : status ? [status] : undefined;
  // sanitizeFilter is on; this $in is trusted because the statuses come from the contract's enum.
  const filter = { endpointId: oid(endpointId), ...(statuses ? { status: mongoose.trusted({ $in: statuses }) as unknown as WebhookDeliveryDoc['status'] } : {}) };
  return WebhookDeliveryModel.find(filter).select({ body: 0 }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<WebhookDeliveryDoc[]>().exec();
}

/** Due now, with a fresh 24 h window; a delivery in a worker's hands is left alone. */
export function requeueDelivery(endpointId: Id, id: Id): Promise<WebhookDeliveryDoc | null> {
  return WebhookDeliveryModel.findOneAndUpdate(
    { _id: oid(id), endpointId: oid(endpointId), status: mongoose.trusted({ $ne: 'sending' }) },
    { $set: { status: 'pending', nextAttemptAt: new Date() }, $unset: { firstAttemptAt: 1 } },
    { returnDocument: 'after', projection: { body: 0 } },
  )
    .lean<WebhookDeliveryDoc>()
    .exec();
}

export function findDelivery(endpointId: Id, id: Id): Promise<WebhookDeliveryDoc | null> {
  return WebhookDeliveryModel.findOne({ _id: oid(id), endpointId: oid(endpointId) }, { body: 0 }).lean<WebhookDeliveryDoc>().exec();
}

export async function markEndpointSucceeded(endpointId: Id, at: Date): Promise<void> {
  await WebhookEndpointModel.updateOne({ _id: oid(endpointId) }, { $set: { lastSuccessAt: at }, $unset: { failingSince: 1 } }).exec();
}

/** Notes the first failure since the last success (kept if already set); returns the endpoint as it is now. */
export async function markEndpointFailing(endpointId: Id, at: Date): Promise<WebhookEndpointDoc | null> {
  await WebhookEndpointModel.updateOne({ _id: oid(endpointId), failingSince: null }, { $set: { failingSince: at } }).exec();
  return findEndpointById(endpointId);
}

/** Disables an endpoint that is still enabled and still failing since before `cutoff`; true only for the one call that did. */
export async function disableFailingEndpoint(endpointId: Id, cutoff: Date, reason: string): Promise<boolean> {
  const res = await WebhookEndpointModel.updateOne(
    { _id: oid(endpointId), enabled: true, failingSince: mongoose.trusted({ $lte: cutoff }) },
    { $set: { enabled: false, disabledReason: reason } },
  ).exec();
  if (res.modifiedCount !== 1) return false;
  // What was still waiting for it stops too; the admin retries it from the log once the endpoint works again.
  await WebhookDeliveryModel.updateMany(
    { endpointId: oid(endpointId), status: 'pending' },
    { $set: { status: 'failed', lastError: reason, nextAttemptAt: null } },
  ).exec();
  return true;
}

export function findDeliveryOfEvent(endpointId: Id, eventId: string): Promise<WebhookDeliveryDoc | null> {
  return WebhookDeliveryModel.findOne({ endpointId: oid(endpointId), eventId }, { body: 0 }).lean<WebhookDeliveryDoc>().exec();
}
