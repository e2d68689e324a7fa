import { z } from 'zod';

// Decision 0054: every customer belongs to exactly one organization. Its `admin`s manage members, API keys, webhooks
// and the company profile; `booker`s book, edit, cancel and pay; `viewer`s read. Staff roles are not organization roles.
export const ORGANIZATION_ROLES = ['admin', 'booker', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = { admin: 'Admin', booker: 'Booker', viewer: 'Viewer' };
export const ORGANIZATION_ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  admin: 'Manages members, API keys, webhooks and the company profile; books and pays.',
  booker: 'Books, edits, cancels and pays for shipments.',
  viewer: 'Sees bookings, invoices, reports and documents; changes nothing.',
};
export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES, { error: `Role must be one of ${ORGANIZATION_ROLES.join(', ')}` });

/** Who may write (create, edit, cancel, pay) in the organization's name. */
export function canBookFor(role: OrganizationRole | null | undefined): boolean {
  return role === 'admin' || role === 'booker';
}

/** What a viewer is told, by the API's 403 and by every screen that would have offered them a write. */
export const VIEWER_CANNOT_BOOK =
  'Your role in this organization is viewer: you can see its bookings but not create, change, cancel, pay for or rate them. Ask an admin for the booker role.';

/** Who may manage the organization itself (members, invitations, keys, webhooks, company profile). */
export function canManageOrganization(role: OrganizationRole | null | undefined): boolean {
  return role === 'admin';
}

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
  'temperature.excursion',
  'payment.succeeded',
  'payment.refunded',
  'invoice.issued',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: `Event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` });
