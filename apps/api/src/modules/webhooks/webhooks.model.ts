import { WEBHOOK_DELIVERY_RETENTION_DAYS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0057: an organization's endpoints, and the durable queue of deliveries to them. A request (or a domain
// event's handler) only inserts a delivery; a worker in any API process claims it by one atomic update and sends it.

const webhookEndpointSchema = new Schema(
  {
    organizationId: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true, maxlength: 2048 },
    events: { type: [{ type: String, enum: WEBHOOK_EVENT_TYPES }], required: true },
    // Kept as it is: the worker signs with it (an HMAC needs the key itself; a hash would not do). Never answered
    // after create or rotate, never logged.
    secret: { type: String, required: true },
    enabled: { type: Boolean, required: true, default: true },
    disabledReason: { type: String },
    // The first failed attempt since the last success; three days of it disable the endpoint.
    failingSince: { type: Date },
    lastSuccessAt: { type: Date },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    // Its place among the organization's WEBHOOK_MAX_ENDPOINTS (0-based), unique per organization (below): the limit
    // holds however many creates race (decision 0081). Endpoints stored before it get one at the next create.
    slot: { type: Number, min: 0 },
    // Deliveries being sent to it now, by any process: at most WEBHOOK_ENDPOINT_IN_FLIGHT, each lease ending with its
    // delivery's claim, so a process that dies mid-send frees its place (decision 0081).
    leases: { type: [{ _id: false, delivery: { type: Schema.Types.ObjectId, required: true }, until: { type: Date, required: true } }], default: undefined },
    // Attempts in a row that timed out; two or more shorten the next attempt's limit (decision 0081).
    timeoutStreak: { type: Number },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);
webhookEndpointSchema.index({ organizationId: 1, slot: 1 }, { name: 'organization_slot_unique', unique: true, partialFilterExpression: { slot: { $exists: true } } });
// The fan-out reads "enabled endpoints of this organization"; the list reads them by organization too.
webhookEndpointSchema.index({ organizationId: 1, enabled: 1 }, { name: 'organization_enabled' });

export type WebhookEndpointDoc = InferSchemaType<typeof webhookEndpointSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const WebhookEndpointModel = mongoose.model('WebhookEndpoint', webhookEndpointSchema, 'webhook_endpoints');

const webhookDeliverySchema = new Schema(
  {
    endpointId: { type: Schema.Types.ObjectId, required: true },
    organizationId: { type: Schema.Types.ObjectId, required: true },
    /** The event's id (Meridian-Event-Id): one per event, shared by its deliveries to several endpoints and by retries. */
    eventId: { type: String, required: true },
    type: { type: String, required: true },
    /** The exact bytes sent (and signed), so every retry sends the same body. */
    body: { type: String, required: true },
    status: { type: String, enum: [...WEBHOOK_DELIVERY_STATUSES, 'sending'], required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date },
    firstAttemptAt: { type: Date },
    claimedBy: { type: String },
    claimExpiresAt: { type: Date },
    responseStatus: { type: Number },
    durationMs: { type: Number },
    lastError: { type: String },
    deliveredAt: { type: Date },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);
// The worker's claim: due first; a sending one whose lease ran out is taken over.
webhookDeliverySchema.index({ status: 1, nextAttemptAt: 1 }, { name: 'status_due' });
webhookDeliverySchema.index({ status: 1, claimExpiresAt: 1 }, { name: 'status_claim' });
// The delivery log, newest first, per endpoint.
webhookDeliverySchema.index({ endpointId: 1, createdAt: -1 }, { name: 'endpoint_created' });
// The log is kept for WEBHOOK_DELIVERY_RETENTION_DAYS, then MongoDB removes the delivery: 1,000 events to 10 endpoints
// are 10,000 documents, and a busy organization would otherwise grow the collection without end (decision 0057).
webhookDeliverySchema.index({ createdAt: 1 }, { name: 'expire_after_retention', expireAfterSeconds: WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * 60 * 60 });
// A domain event delivered twice (a re-run payment step) queues once per endpoint.
webhookDeliverySchema.index({ endpointId: 1, eventId: 1 }, { name: 'endpoint_event_unique', unique: true });

export type WebhookDeliveryDoc = InferSchemaType<typeof webhookDeliverySchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const WebhookDeliveryModel = mongoose.model('WebhookDelivery', webhookDeliverySchema, 'webhook_deliveries');
