import { idParamsSchema, paymentAuthenticationSchema, paymentParamsSchema, paymentRequestSchema, paymentSchema, SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, json, ok, keySecurity, type OpenApiPaths } from '../../lib/openapi-parts';

const pdf = { description: 'PDF download (Content-Disposition: attachment)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };
const failed = 'There was an issue processing your payment. Please try again.';

export const paymentsPaths: OpenApiPaths = {
  '/bookings/{id}/payments': {
    post: {
      tags: ['payments'],
      summary: 'Pay for a booking by card or PayPal, or put it on invoice terms (owner, verified e-mail)',
      description:
        'Charges the booking’s stored quote (amount due incl. 8% tax; stored first if absent). The `Idempotency-Key` header is required: a resend ' +
        'of a completed attempt with the same body answers the first answer again (`Idempotent-Replayed: true`); the same key with another body ' +
        'answers 422; a failed attempt keeps no key. Sandbox test cards: ' +
        `${SANDBOX_TEST_CARDS.succeeds} succeeds, ${SANDBOX_TEST_CARDS.declined} is declined (402), ${SANDBOX_TEST_CARDS.processingError} fails as a ` +
        `processing error (502), ${SANDBOX_TEST_CARDS.requiresAuthentication} answers 201 with status requires_authentication and nextAction ` +
        '(then POST /payments/{id}/authenticate); any other valid card and PayPal succeed. `invoice` is for Business bookings of approved ' +
        '(verified) companies: due in 30 days. Only brand, last four digits and expiry are stored.',
      security: keySecurity,
      requestParams: { path: idParamsSchema, header: z.object({ 'idempotency-key': z.string().min(8).max(255) }) },
      requestBody: json(paymentRequestSchema),
      responses: {
        ...authed,
        '201': ok(paymentSchema, 'The payment (succeeded, requires_authentication, or pending on invoice terms)'),
        '402': fail(`The card was declined: "${failed}"`),
        '403': fail('E-mail not verified, or invoice terms refused (not a Business booking of an approved company)'),
        '404': fail('Booking not found (or someone else’s)'),
        '409': fail('Already paid, on invoice terms, refunded or cancelled; another payment in progress; or the same key still in flight'),
        '422': fail('The Idempotency-Key was used with a different body'),
        '502': fail(`The provider failed to process the payment: "${failed}"`),
      },
    },
  },
  '/payments/{id}': {
    get: {
      tags: ['payments'],
      summary: 'One payment (owner or staff)',
      security: keySecurity,
      requestParams: { path: paymentParamsSchema },
      responses: { ...authed, '200': ok(paymentSchema, 'The payment'), '404': fail('Payment not found (or someone else’s)') },
    },
  },
  '/payments/{id}/authenticate': {
    post: {
      tags: ['payments'],
      summary: 'Complete (approve) or fail the authentication step of a payment that asked for it (owner)',
      security: keySecurity,
      requestParams: { path: paymentParamsSchema },
      requestBody: json(paymentAuthenticationSchema),
      responses: {
        ...authed,
        '200': ok(paymentSchema, 'The payment succeeded'),
        '402': fail(`Authentication failed: "${failed}"`),
        '403': forbidden,
        '404': fail('Payment not found (or someone else’s)'),
        '409': fail('The payment is not waiting for authentication'),
      },
    },
  },
  '/payments/{id}/receipt': {
    get: {
      tags: ['payments'],
      summary: 'The payment receipt as a PDF (owner or staff)',
      security: keySecurity,
      requestParams: { path: paymentParamsSchema },
      responses: { ...authed, '200': pdf, '404': fail('Payment not found (or someone else’s)'), '409': fail('The payment has not been completed') },
    },
  },
};
