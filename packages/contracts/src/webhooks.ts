import { z } from 'zod';
import { objectIdSchema } from './envelope';
import { WEBHOOK_EVENT_TYPES, webhookEventTypeSchema } from './organization';

// Signed webhooks (decision 0054 names the events; decision 0057 the rest): an organization's admins register https
// endpoints; each event is POSTed as `{ id, type, createdAt, data }`, signed with the endpoint's secret.

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The event "Send test event" delivers; outside WEBHOOK_EVENT_TYPES, so nobody subscribes to it and everybody gets it on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_MAX_ENDPOINTS = 10;
/** How long a delivery stays in the log (decision 0057): long past its 24 h of retries, then MongoDB's TTL removes it. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_SIGNATURE_HEADER = 'Meridian-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Meridian-Event-Id';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'booking.created': 'Booking created',
  'booking.updated': 'Booking updated',
  'booking.cancelled': 'Booking cancelled',
  'shipment.milestone': 'Shipment milestone',
  'shipment.delivered': 'Shipment delivered',
  'shipment.delivery-failed': 'Delivery attempt failed',
  'shipment.returned': 'Shipment returned to sender',
  'temperature.excursion': 'Temperature excursion',
  'payment.succeeded': 'Payment succeeded',
  'payment.refunded': 'Payment refunded',
  'invoice.issued': 'Invoice issued',
  'document.signed': 'Document signed',
  'claim.submitted': 'Claim submitted',
  'claim.updated': 'Claim updated',
  'claim.settled': 'Claim settled',
};

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  tooMany: `An organization can have at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints. Delete one first.`,
  urlInvalid: 'Enter a full URL, like https://example.com/webhooks',
  urlHttps: 'The URL must start with https://',
  urlCredentials: 'Leave user names and passwords out of the URL; verify the signature instead',
  urlTooLong: `The URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlPrivate: 'The URL must point at a public internet address (not localhost, a private network or a metadata address)',
  eventsRequired: 'Choose at least one event',
  deliveryInFlight: 'This delivery is being sent right now; try again in a moment',
  nothingToChange: 'Change the URL, the events or whether the endpoint is enabled',
} as const;

/** http or https, no credentials, no fragment; whether http and private hosts pass is the server's setting (decision 0057). */
const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlHttps });
    else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlCredentials });
    else if (!url.hostname) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
  })
  .meta({ description: 'https (http only where the server allows private targets), at most 2,048 characters, no credentials' });

const webhookEventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

export const createWebhookSchema = z.strictObject({ url: webhookUrlSchema, events: webhookEventsSchema }).meta({ id: 'CreateWebhook' });
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .strictObject({ url: webhookUrlSchema.optional(), events: webhookEventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((body) => body.url !== undefined || body.events !== undefined || body.enabled !== undefined, { message: WEBHOOK_MESSAGES.nothingToChange })
  .meta({ id: 'UpdateWebhook' });
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

export const webhookParamsSchema = z.strictObject({ id: objectIdSchema });
export const webhookDeliveryParamsSchema = z.strictObject({ id: objectIdSchema, deliveryId: objectIdSchema });

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    /** Why the server turned it off (3 days of failures), or null. */
    disabledReason: z.string().nullable(),
    /** The first failure since the last success, while the endpoint keeps failing. */
    failingSince: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

/** The create and rotate answers: the only times the secret is shown. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() }).meta({ id: 'WebhookWithSecret' });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    type: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    nextAttemptAt: z.string().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const WEBHOOK_DELIVERIES_MAX_LIMIT = 100;
export const webhookDeliveriesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERIES_MAX_LIMIT).default(50),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;
