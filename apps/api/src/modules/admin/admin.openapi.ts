import { idParamsSchema, roleUpdateSchema, staffMemberSchema, userListQuerySchema, userListSchema } from '@meridian/contracts';
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
  },
};
