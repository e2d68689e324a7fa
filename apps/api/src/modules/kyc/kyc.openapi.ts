import { kycDecisionInputSchema, kycQueueQuerySchema, kycQueueSchema, kycSubmissionSchema, profileIdParamsSchema } from '@meridian/contracts';
import { authed, fail, forbidden, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['ops'];
const staff = { ...authed, '403': forbidden };

export const kycPaths: OpenApiPaths = {
  '/ops/kyc': {
    get: {
      tags,
      summary: 'The KYC review queue: pending company profiles, oldest submission first (operators and admins)',
      security,
      requestParams: { query: kycQueueQuerySchema },
      responses: { '200': ok(kycQueueSchema), ...staff },
    },
  },
  '/ops/kyc/{profileId}': {
    get: {
      tags,
      summary: 'One submission with its owner, documents (read them at GET /company-profile/documents/{kind}?profileId=) and decisions',
      security,
      requestParams: { path: profileIdParamsSchema },
      responses: { '200': ok(kycSubmissionSchema), '404': fail('Company profile not found'), ...staff },
    },
  },
  '/ops/kyc/{profileId}/decision': {
    post: {
      tags,
      summary: 'Approve, or reject with one or more of the listed reasons and an optional note',
      description:
        'Approval sets the owner’s `verified` (invoice terms); each decision is kept with who, when and why, e-mailed and notified.',
      security,
      requestParams: { path: profileIdParamsSchema },
      requestBody: json(kycDecisionInputSchema),
      responses: {
        '200': ok(kycSubmissionSchema),
        '403': fail('Not staff, or the reviewer’s own company'),
        '404': fail('Company profile not found'),
        '409': fail('The profile is not awaiting review'),
        ...authed,
      },
    },
  },
};
