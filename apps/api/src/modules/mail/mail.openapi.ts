import { mailListQuerySchema, mailListSchema, mailMessageSummarySchema, mailParamsSchema } from '@meridian/contracts';
import { authed, fail, forbidden, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const staff = { ...authed, '403': forbidden };

export const mailPaths: OpenApiPaths = {
  '/ops/mail': {
    get: {
      tags: ['ops'],
      summary: 'The mail queue (operators and admins): failed (default), queued (incl. being sent) or sent messages, newest first',
      security,
      requestParams: { query: mailListQuerySchema },
      responses: { '200': ok(mailListSchema), ...staff },
    },
  },
  '/ops/mail/{id}/retry': {
    post: {
      tags: ['ops'],
      summary: 'Queue a failed message again, due now, with its attempts reset (operators and admins)',
      security,
      requestParams: { path: mailParamsSchema },
      responses: { '200': ok(mailMessageSummarySchema), '404': fail('Message not found'), '409': fail('Only a failed message can be retried'), ...staff },
    },
  },
};
