import { z } from 'zod';
import { apiKeySummarySchema } from './api-keys';
import { objectIdSchema } from './envelope';
import { invitationSchema, organizationMemberSchema } from './organization-members';
import { webhookSchema } from './webhooks';

// GET /admin/organizations and /admin/organizations/{id} (admins only): every customer organization, and one with its
// members, pending invitations, API keys and webhooks, so an admin can revoke a leaked key, stop a webhook, or give an
// organization whose admin left a new one.

export const ADMIN_ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  hasAdmin: 'This organization already has an admin. Its admins manage its roles.',
  memberNotFound: 'No such member in this organization',
  keyRevoked: 'API key revoked',
  webhookDisabled: 'Webhook disabled',
  memberPromoted: 'Member is now the organization admin',
} as const;

export const adminOrganizationSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    members: z.number().int(),
    admins: z.number().int().meta({ description: 'Organization admins who can act as one (a customer account); 0 means nobody can manage it until a platform admin names one' }),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminOrganizationSummary' });
export type AdminOrganizationSummary = z.infer<typeof adminOrganizationSummarySchema>;

export const adminOrganizationListSchema = z.object({ records: z.array(adminOrganizationSummarySchema) }).meta({ id: 'AdminOrganizationList' });
export type AdminOrganizationList = z.infer<typeof adminOrganizationListSchema>;

export const adminOrganizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    admins: z.number().int().meta({ description: 'Organization admins who can act as one; when 0, a member may be made admin' }),
    members: z.array(
      organizationMemberSchema.extend({
        staff: z.boolean().meta({ description: 'The account has joined the platform staff: it keeps its membership but cannot act for the organization' }),
      }),
    ),
    invitations: z.array(invitationSchema),
    apiKeys: z.array(apiKeySummarySchema),
    webhooks: z.array(webhookSchema),
  })
  .meta({ id: 'AdminOrganization' });
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const adminOrganizationParamsSchema = z.strictObject({ id: objectIdSchema });
export const adminOrganizationKeyParamsSchema = z.strictObject({ id: objectIdSchema, keyId: objectIdSchema });
export const adminOrganizationWebhookParamsSchema = z.strictObject({ id: objectIdSchema, webhookId: objectIdSchema });
export const adminOrganizationMemberParamsSchema = z.strictObject({ id: objectIdSchema, userId: objectIdSchema });
