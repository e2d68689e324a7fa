import {
  invitationCheckSchema,
  invitationCreateSchema,
  invitationListSchema,
  invitationParamsSchema,
  invitationSchema,
  invitationTokenSchema,
  memberParamsSchema,
  memberRoleUpdateSchema,
  organizationMemberListSchema,
  organizationMemberSchema,
  organizationSchema,
} from '@meridian/contracts';
import { authed, common, fail, forbidden, json, nullData, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['organization'];
const adminOnly = fail('Not an admin of the organization (or staff, who belong to none)');
const lastAdmin = fail('The organization’s last admin cannot leave or be demoted');

export const organizationPaths: OpenApiPaths = {
  '/organization': {
    get: {
      tags,
      summary: "The caller's organization and the caller's role in it (admin, booker or viewer)",
      description: 'Every customer belongs to exactly one organization; staff belong to none and get 403 (decision 0054).',
      security,
      responses: { '200': ok(organizationSchema), '403': forbidden, ...authed },
    },
  },
  '/organization/members': {
    get: {
      tags,
      summary: 'The members of the caller’s organization, by name (any member)',
      security,
      responses: { '200': ok(organizationMemberListSchema), '403': forbidden, ...authed },
    },
  },
  '/organization/members/{userId}': {
    patch: {
      tags,
      summary: 'Change a member’s role (admins)',
      security,
      requestParams: { path: memberParamsSchema },
      requestBody: json(memberRoleUpdateSchema),
      responses: { '200': ok(organizationMemberSchema), '403': adminOnly, '404': fail('Member not found'), '409': lastAdmin, ...authed },
    },
    delete: {
      tags,
      summary: 'Remove a member (admins), or leave (the member themselves)',
      description: 'The removed member keeps their account and founds a fresh organization of their own; their bookings stay (decision 0055).',
      security,
      requestParams: { path: memberParamsSchema },
      responses: { '200': ok(nullData), '403': adminOnly, '404': fail('Member not found'), '409': lastAdmin, ...authed },
    },
  },
  '/organization/invitations': {
    get: {
      tags,
      summary: 'Pending invitations (admins)',
      security,
      responses: { '200': ok(invitationListSchema), '403': adminOnly, ...authed },
    },
    post: {
      tags,
      summary: 'Invite someone by e-mail with a role (admins); the link works once, for 7 days',
      description: 'Inviting a pending address again replaces its invitation; inviting a member is 409.',
      security,
      requestBody: json(invitationCreateSchema),
      responses: { '201': ok(invitationSchema), '403': adminOnly, '409': fail('Already a member'), ...authed },
    },
  },
  '/organization/invitations/{id}': {
    delete: {
      tags,
      summary: 'Revoke a pending invitation (admins)',
      security,
      requestParams: { path: invitationParamsSchema },
      responses: { '200': ok(nullData), '403': adminOnly, '404': fail('Invitation not found'), ...authed },
    },
  },
  '/organization/invitations/check': {
    post: {
      tags,
      summary: 'What an invitation link offers (organization, role, e-mail) and whether it still works, without using it',
      requestBody: json(invitationTokenSchema),
      responses: { '200': ok(invitationCheckSchema), ...common },
    },
  },
  '/organization/invitations/accept': {
    post: {
      tags,
      summary: 'Accept an invitation: the signed-in account (with the invited e-mail) joins with the invited role',
      security,
      requestBody: json(invitationTokenSchema),
      responses: {
        '200': ok(organizationSchema),
        '400': fail('The link is invalid, expired or used'),
        '403': fail('Signed in with another e-mail address than the invited one, or that address is not verified yet'),
        '409': fail('Already a member, or the last admin of an organization with other members'),
        ...authed,
      },
    },
  },
};
