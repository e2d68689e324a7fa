import type { WebhookEventType } from '@meridian/contracts';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { groupCalls } from '../../lib/group-calls';
import { WebhookDeliveryModel, WebhookEndpointModel, type WebhookDeliveryDoc, type WebhookEndpointDoc } from './webhooks.model';

type Id = string | mongoose.Types.ObjectId;
const oid = (id: Id) => (typeof id === 'string' ? new mongoose.Types.ObjectId(id) : id);

/** How long a claimed delivery stays with its worker; a crash mid-send lets another process take it after this. */
const CLAIM_MS = 60_000;

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

function findEndpointById(id: Id): Promise<WebhookEndpointDoc | null> {
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

/**
 * Queues deliveries, due now; the insert is the commit point. The same event for the same endpoint queues once.
 * Answers how many were queued now (a repeat is left out), so only a real enqueue wakes this process's worker.
 */
export async function insertDeliveries(deliveries: NewDelivery[]): Promise<number> {
  if (deliveries.length === 0) return 0;
  const now = new Date();
  const docs = deliveries.map((d) => ({ ...d, endpointId: oid(d.endpointId), organizationId: oid(d.organizationId), status: 'pending', attempts: 0, nextAttemptAt: now }));
  try {
    const inserted = await WebhookDeliveryModel.insertMany(docs, { ordered: false });
    return inserted.length;
  } catch (error) {
    if (isDuplicateKeyError(error) || (error as { writeErrors?: { code?: number }[] }).writeErrors?.every((e) => e.code === 11000)) {
      return ((error as { insertedDocs?: unknown[] }).insertedDocs ?? []).length;
    }
    throw error;
  }
}

export type DueDelivery = { _id: mongoose.Types.ObjectId; endpointId: mongoose.Types.ObjectId; organizationId: mongoose.Types.ObjectId };

/**
 * Up to `limit` due deliveries, oldest first, leaving out endpoints and organizations the worker cannot send to now:
 * hints for a worker, which claims each by claimDelivery. One sorted query feeds many claims, so the claim stays cheap
 * however long the queue is.
 */
export function findDueDeliveries(limit: number, skip: { endpoints: string[]; organizations: string[] }, now = new Date()): Promise<DueDelivery[]> {
  const filter: Record<string, unknown> = { status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) };
  if (skip.endpoints.length > 0) filter.endpointId = mongoose.trusted({ $nin: skip.endpoints.map(oid) });
  if (skip.organizations.length > 0) filter.organizationId = mongoose.trusted({ $nin: skip.organizations.map(oid) });
  return WebhookDeliveryModel.find(filter, { _id: 1, endpointId: 1, organizationId: 1 }).sort({ nextAttemptAt: 1 }).limit(limit).lean<DueDelivery[]>().exec();
}

export type EndpointLoad = { inFlight: number; timeoutStreak: number };

/** How many deliveries each endpoint has in flight now (leases not lapsed, any process) and its timeout streak. */
export async function findEndpointLoads(ids: mongoose.Types.ObjectId[], now = new Date()): Promise<Map<string, EndpointLoad>> {
  const docs = await WebhookEndpointModel.find({ _id: mongoose.trusted({ $in: ids }) }, { leases: 1, timeoutStreak: 1 }).lean<Pick<WebhookEndpointDoc, '_id' | 'leases' | 'timeoutStreak'>[]>().exec();
  return new Map(docs.map((d) => [String(d._id), { inFlight: (d.leases ?? []).filter((l) => l.until > now).length, timeoutStreak: d.timeoutStreak ?? 0 }]));
}

/**
 * Takes one of the endpoint's `max` in-flight places for this delivery, in one atomic update, and answers the endpoint
 * (to sign and send with); 'busy' when every place is held, null when the endpoint is gone. A place held past its
 * `until` (its process died) is dropped and the take tried once more (decision 0081).
 */
export async function acquireEndpointLease(endpointId: Id, deliveryId: mongoose.Types.ObjectId, max: number, now = new Date()): Promise<WebhookEndpointDoc | 'busy' | null> {
  const take = () =>
    WebhookEndpointModel.findOneAndUpdate(
      { _id: oid(endpointId), [`leases.${max - 1}`]: mongoose.trusted({ $exists: false }) },
      { $push: { leases: { delivery: deliveryId, until: new Date(now.getTime() + CLAIM_MS) } } },
      { returnDocument: 'after' },
    )
      .lean<WebhookEndpointDoc>()
      .exec();
  const taken = await take();
  if (taken) return taken;
  const res = await WebhookEndpointModel.updateOne({ _id: oid(endpointId) }, { $pull: { leases: { until: { $lte: now } } } }).exec();
  if (res.matchedCount === 0) return null;
  if (res.modifiedCount === 0) return 'busy';
  return (await take()) ?? 'busy';
}

export type LeaseOutcome = { timedOut: boolean; answered: boolean; succeededAt?: Date };

/**
 * Gives back the delivery's place, and in the same write keeps the endpoint's timeout streak (one more after a
 * timeout, none after any other end) and, after a success, its health (decision 0057).
 */
export async function releaseEndpointLease(endpointId: Id, deliveryId: mongoose.Types.ObjectId, outcome: LeaseOutcome): Promise<void> {
  const update: mongoose.UpdateQuery<WebhookEndpointDoc> = { $pull: { leases: { delivery: deliveryId } } };
  if (outcome.timedOut) update.$inc = { timeoutStreak: 1 };
  else if (outcome.answered) update.$set = { timeoutStreak: 0 };
  if (outcome.succeededAt) {
    update.$set = { ...update.$set, lastSuccessAt: outcome.succeededAt };
    update.$unset = { failingSince: 1 };
  }
  await WebhookEndpointModel.updateOne({ _id: oid(endpointId) }, update).exec();
}

/** Hands a claimed delivery back untouched (its endpoint was busy, or this worker is stopping): due as it was. */
export async function unclaimDelivery(delivery: WebhookDeliveryDoc, workerId: string): Promise<void> {
  await WebhookDeliveryModel.updateOne({ _id: delivery._id, status: 'sending', claimedBy: workerId }, { $set: { status: 'pending' }, $unset: { claimExpiresAt: 1, claimedBy: 1 } }).exec();
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

/**
 * Claims those of `ids` still pending and due for `workerId` (decision 0114: a run on an endpoint that just answered),
 * two round trips for all of them; answers the ones won, in the order of `ids`. As with claimDelivery, a delivery
 * another worker holds is not taken.
 */
export async function claimDeliveries(ids: mongoose.Types.ObjectId[], workerId: string, now = new Date()): Promise<WebhookDeliveryDoc[]> {
  if (ids.length === 0) return [];
  const update = claimUpdate(workerId, now);
  const filter = { _id: mongoose.trusted({ $in: ids }) };
  await WebhookDeliveryModel.updateMany({ ...filter, status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) }, update).exec();
  // The claim's own expiry tells this claim's documents from any other this worker holds.
  const won = await WebhookDeliveryModel.find({ ...filter, status: 'sending', claimedBy: workerId, claimExpiresAt: update.$set.claimExpiresAt }).lean<WebhookDeliveryDoc[]>().exec();
  const order = new Map(ids.map((id, i) => [String(id), i]));
  return won.sort((a, b) => (order.get(String(a._id)) ?? 0) - (order.get(String(b._id)) ?? 0));
}

/** Hands claimed deliveries back untouched (a run that ended before sending them): due as they were. */
export async function unclaimDeliveries(deliveries: WebhookDeliveryDoc[], workerId: string): Promise<void> {
  if (deliveries.length === 0) return;
  await WebhookDeliveryModel.updateMany(
    { _id: mongoose.trusted({ $in: deliveries.map((d) => d._id) }), status: 'sending', claimedBy: workerId },
    { $set: { status: 'pending' }, $unset: { claimExpiresAt: 1, claimedBy: 1 } },
  ).exec();
}

/** Claims the oldest due delivery, or one whose worker died mid-send (its claim lapsed), in one atomic update. */
export async function claimNextDelivery(workerId: string, now = new Date()): Promise<WebhookDeliveryDoc | null> {
  const due = await WebhookDeliveryModel.findOneAndUpdate({ status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) }, claimUpdate(workerId, now), { sort: { nextAttemptAt: 1 }, returnDocument: 'after' })
    .lean<WebhookDeliveryDoc>()
    .exec();
  return due ?? claimLapsedDelivery(workerId, now);
}

/** Claims a delivery whose worker died mid-send (its claim lapsed), in one atomic update. */
export function claimLapsedDelivery(workerId: string, now = new Date()): Promise<WebhookDeliveryDoc | null> {
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

const attemptWrite = (delivery: WebhookDeliveryDoc, workerId: string, outcome: AttemptOutcome) => ({
  filter: { _id: delivery._id, status: 'sending' as const, claimedBy: workerId },
  update: {
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
});

/**
 * Records attempts; only the worker still holding a delivery's claim may record it. The attempts that end while a
 * write is under way go together in the next one (decision 0114): one round trip for many deliveries.
 */
export const recordAttemptGrouped = groupCalls(async (attempts: Array<{ delivery: WebhookDeliveryDoc; workerId: string; outcome: AttemptOutcome }>): Promise<void[]> => {
  await WebhookDeliveryModel.bulkWrite(
    attempts.map((a) => ({ updateOne: attemptWrite(a.delivery, a.workerId, a.outcome) })),
    { ordered: false },
  );
  return attempts.map(() => undefined);
});

/** Records one attempt; only the worker still holding the claim may. */
export async function recordAttempt(delivery: WebhookDeliveryDoc, workerId: string, outcome: AttemptOutcome): Promise<boolean> {
  const write = attemptWrite(delivery, workerId, outcome);
  const res = await WebhookDeliveryModel.updateOne(write.filter, write.update).exec();
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
