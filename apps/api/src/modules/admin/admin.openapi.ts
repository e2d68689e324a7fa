import {
  adminOrganizationKeyParamsSchema,
  adminOrganizationListSchema,
  adminOrganizationMemberParamsSchema,
  adminOrganizationParamsSchema,
  adminOrganizationSchema,
  adminOrganizationWebhookParamsSchema,
  apiKeySummarySchema,
  idParamsSchema,
  organizationMemberSchema,
  roleUpdateSchema,
  staffMemberSchema,
  userListQuerySchema,
  userListSchema,
  webhookSchema,
} from '@meridian/contracts';
import { authed, fail, forbidden, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const admins = { ...authed, '403': forbidden };

export const adminPaths: OpenApiPaths = {
  '/admin/users': {
    get: {
      tags: ['admin'],
      summary: 'Users by name, 25 a page, optionally of one role; `q` searches first name, last name and e-mail (admins only)',
      security,
      requestParams: { query: userListQuerySchema },
      responses: { '200': ok(userListSchema), ...admins },
    },
  },
  '/admin/users/{id}/role': {
    patch: {
      tags: ['admin'],
      summary: "Change a user's role (admins only; takes effect on the user's next request)",
      security,
      requestParams: { path: idParamsSchema },
      requestBody: json(roleUpdateSchema),
      responses: { '200': ok(staffMemberSchema), '404': fail('User not found'), '409': fail('An admin cannot remove their own admin role'), ...admins },
    },
  },  '/admin/organizations': {
    get: {
      tags: ['admin'],
      summary: 'Every customer organization by name, with its member and acting-admin counts (admins only)',
      security,
      responses: { '200': ok(adminOrganizationListSchema), ...admins },
    },
  },
  '/admin/organizations/{id}': {
    get: {
      tags: ['admin'],
      summary: 'One organization: members with roles, pending invitations, API keys and webhooks (admins only)',
      security,
      requestParams: { path: adminOrganizationParamsSchema },
      responses: { '200': ok(adminOrganizationSchema), '404': fail('Organization not found'), ...admins },
    },
  },
  '/admin/organizations/{id}/api-keys/{keyId}/revoke': {
    post: {
      tags: ['admin'],
      summary: "Revoke one of the organization's API keys; it answers 401 from its next request (admins only)",
      security,
      requestParams: { path: adminOrganizationKeyParamsSchema },
      responses: { '200': ok(apiKeySummarySchema), '404': fail('API key not found'), ...admins },
    },
  },
  '/admin/organizations/{id}/webhooks/{webhookId}/disable': {
    post: {
      tags: ['admin'],
      summary: "Turn one of the organization's webhooks off; its admins can turn it on again (admins only)",
      security,
      requestParams: { path: adminOrganizationWebhookParamsSchema },
      responses: { '200': ok(webhookSchema), '404': fail('Webhook not found'), ...admins },
    },
  },
  '/admin/organizations/{id}/members/{userId}/promote': {
    post: {
      tags: ['admin'],
      summary: 'Make a member the admin of an organization that has none who can act (admins only)',
      security,
      requestParams: { path: adminOrganizationMemberParamsSchema },
      responses: { '200': ok(organizationMemberSchema), '404': fail('Organization not found'), '409': fail('This organization already has an admin. Its admins manage its roles.'), ...admins },
    },
  },
};
