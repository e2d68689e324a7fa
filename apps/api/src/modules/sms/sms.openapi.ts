import { smsListQuerySchema, smsListSchema, smsMessageSummarySchema, smsParamsSchema, twilioInboundMessageSchema, twilioStatusCallbackSchema } from '@meridian/contracts';
import { authed, fail, forbidden, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const staff = { ...authed, '403': forbidden };
const twilioForm = (schema: typeof twilioStatusCallbackSchema | typeof twilioInboundMessageSchema) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema } },
});
const signatureHeader = { name: 'X-Twilio-Signature', in: 'header' as const, required: true, schema: { type: 'string' as const } };

export const smsPaths: OpenApiPaths = {
  '/sms/twilio/status': {
    post: {
      tags: ['sms'],
      summary: "Twilio's delivery-status callback for a text we sent; refused unless its X-Twilio-Signature verifies",
      parameters: [signatureHeader],
      requestBody: twilioForm(twilioStatusCallbackSchema),
      responses: { '204': { description: 'Recorded' }, '400': fail('Validation failed'), '403': fail('The request signature is invalid'), '404': fail('SMS webhooks are not configured') },
    },
  },
  '/sms/twilio/inbound': {
    post: {
      tags: ['sms'],
      summary: 'A text to our number (Twilio): STOP and its synonyms opt the number out, START back in; answers empty TwiML',
      parameters: [signatureHeader],
      requestBody: twilioForm(twilioInboundMessageSchema),
      responses: {
        '200': { description: 'Empty TwiML', content: { 'text/xml': { schema: { type: 'string' } } } },
        '400': fail('Validation failed'),
        '403': fail('The request signature is invalid'),
        '404': fail('SMS webhooks are not configured'),
      },
    },
  },
  '/ops/sms': {
    get: {
      tags: ['ops'],
      summary: 'The SMS queue (operators and admins): failed or undelivered (default), queued, sent or suppressed texts, newest first',
      security,
      requestParams: { query: smsListQuerySchema },
      responses: { '200': ok(smsListSchema), ...staff },
    },
  },
  '/ops/sms/{id}/retry': {
    post: {
      tags: ['ops'],
      summary: 'Queue a failed text again, due now, with its attempts reset (operators and admins)',
      security,
      requestParams: { path: smsParamsSchema },
      responses: { '200': ok(smsMessageSummarySchema), '404': fail('Message not found'), '409': fail('Only a failed message can be retried'), ...staff },
    },
  },
};
