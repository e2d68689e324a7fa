import {
  smsAlertConfirmSchema,
  smsAlertRequestSchema,
  smsAlertResultSchema,
  trackingParamsSchema,
  trackingSubscriptionAcceptedSchema,
  trackingSubscriptionConfirmSchema,
  trackingSubscriptionRequestSchema,
  trackingSubscriptionResultSchema,
  trackingUnsubscribeBodySchema,
  trackingUnsubscribeQuerySchema,
} from '@meridian/contracts';
import { common, fail, json, ok, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['tracking'];
const linkInvalid = fail('This link is invalid or has expired (unknown, expired or tampered token)');

export const trackingSubscriptionsPaths: OpenApiPaths = {
  '/tracking/{trackingNumber}/sms-alerts': {
    post: {
      tags,
      summary: 'Ask for SMS alerts on a shipment (public). The number (E.164) is texted a 6-digit code first (decision 0111)',
      description: 'The answer is the same whether the number is new, waiting for its code, already on, or opted out (STOP). A number is texted at most one code a minute.',
      security: [{}],
      requestParams: { path: trackingParamsSchema },
      requestBody: json(smsAlertRequestSchema),
      responses: {
        '202': ok(smsAlertResultSchema, 'We texted a code to that number'),
        '404': fail('Unknown or malformed tracking number (answered alike)'),
        '409': fail('The shipment is finished: no more updates to send'),
        ...common,
      },
    },
  },
  '/tracking/{trackingNumber}/sms-alerts/confirm': {
    post: {
      tags,
      summary: 'Turn SMS alerts on with the code texted to the number; 5 wrong codes and a new one must be asked for',
      security: [{}],
      requestParams: { path: trackingParamsSchema },
      requestBody: json(smsAlertConfirmSchema),
      responses: {
        '200': ok(smsAlertResultSchema, 'SMS alerts are on'),
        '400': fail('The code is wrong, expired or tried too often'),
        '404': fail('Unknown or malformed tracking number (answered alike)'),
        '409': fail('The shipment is finished: no more updates to send'),
        ...common,
      },
    },
  },
  '/tracking/{trackingNumber}/subscriptions': {
    post: {
      tags,
      summary: 'Ask for e-mail updates on a shipment (public). The address gets a confirmation link first (double opt-in)',
      description: 'The answer is the same whether the address is new, waiting for confirmation or already subscribed.',
      security: [{}],
      requestParams: { path: trackingParamsSchema },
      requestBody: json(trackingSubscriptionRequestSchema),
      responses: {
        '202': ok(trackingSubscriptionAcceptedSchema, 'Check your inbox to confirm'),
        '404': fail('Unknown or malformed tracking number (answered alike)'),
        '409': fail('The shipment is delivered, cancelled or returned to sender: no more updates to send'),
        ...common,
      },
    },
  },
  '/tracking-subscriptions/confirm': {
    post: {
      tags,
      summary: 'Confirm a subscription with the token from the confirmation mail (a second click answers the same)',
      security: [{}],
      requestBody: json(trackingSubscriptionConfirmSchema),
      responses: { '200': ok(trackingSubscriptionResultSchema, 'E-mail updates are on'), '404': linkInvalid, ...common },
    },
  },
  '/tracking-subscriptions/unsubscribe': {
    post: {
      tags,
      summary: 'Stop e-mail updates: one click, idempotent (RFC 8058 List-Unsubscribe-Post)',
      description:
        'The token comes in the JSON body (the web page) or in the query: every update mail carries `List-Unsubscribe: <.../tracking-subscriptions/unsubscribe?token=...>` ' +
        'and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail client POSTs there with a form body the API ignores.',
      security: [{}],
      requestParams: { query: trackingUnsubscribeQuerySchema },
      requestBody: { required: false, ...json(trackingUnsubscribeBodySchema) },
      responses: { '200': ok(trackingSubscriptionResultSchema, 'Unsubscribed'), '404': linkInvalid, ...common },
    },
  },
};
