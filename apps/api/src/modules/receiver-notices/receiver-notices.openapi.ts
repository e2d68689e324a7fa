import { receiverMailUnsubscribeBodySchema, receiverMailUnsubscribeQuerySchema, receiverMailUnsubscribeResultSchema } from '@meridian/contracts';
import { common, fail, json, ok, type OpenApiPaths } from '../../lib/openapi-parts';

export const receiverNoticesPaths: OpenApiPaths = {
  '/receiver-mail/unsubscribe': {
    post: {
      tags: ['tracking'],
      summary: "Stop the receiver's delivery e-mails to one address: one click, idempotent (RFC 8058 List-Unsubscribe-Post)",
      description:
        'Every e-mail to a booking’s receiver carries `List-Unsubscribe: <.../receiver-mail/unsubscribe?token=...>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, ' +
        'so a mail client POSTs there with a form body the API ignores; the web page sends the token in a JSON body. No session: the token is signed for the address. ' +
        'Texts are not affected (reply STOP).',
      security: [{}],
      requestParams: { query: receiverMailUnsubscribeQuerySchema },
      requestBody: { required: false, ...json(receiverMailUnsubscribeBodySchema) },
      responses: { '200': ok(receiverMailUnsubscribeResultSchema, 'Stopped'), '404': fail('This link is invalid (a forged, truncated or foreign token)'), ...common },
    },
  },
};
