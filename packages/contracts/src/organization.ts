import { z } from 'zod';
import { ORGANIZATION_ROLES } from './organization-roles';

export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES, { error: `Role must be one of ${ORGANIZATION_ROLES.join(', ')}` });

// GET /organization: the caller's organization and their role in it.
export const organizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: organizationRoleSchema,
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

// API keys (decision 0054): a key acts as its organization within its scopes.
export const API_KEY_PREFIX = 'mxk_';
export const API_KEY_SCOPES = ['bookings:read', 'bookings:write', 'documents:read', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: `Scope must be one of ${API_KEY_SCOPES.join(', ')}` });

// Webhooks (decision 0054): the events an organization may subscribe to, named as the deliveries carry them.
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'shipment.milestone',
  'shipment.delivered',
  'shipment.delivery-failed',
  'shipment.returned',
  'temperature.excursion',
  'payment.succeeded',
  'payment.refunded',
  'invoice.issued',
  'document.signed',
  'claim.submitted',
  'claim.updated',
  'claim.settled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: `Event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` });
