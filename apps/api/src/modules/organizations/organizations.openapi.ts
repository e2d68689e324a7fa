import { organizationSchema } from '@meridian/contracts';
import { authed, forbidden, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['organization'];

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
};
