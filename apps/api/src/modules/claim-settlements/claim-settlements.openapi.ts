import { claimParamsSchema, claimSettlementAnswerSchema, claimSettlementSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, json, keySecurity, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const pdf = { description: 'PDF download (Content-Disposition: attachment)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

export const claimSettlementsPaths: OpenApiPaths = {
  '/claims/{id}/settlement': {
    post: {
      tags: ['claims'],
      summary: 'Settle an approved or partly approved claim, once, by refund to the booking’s card or by credit note (operators and admins)',
      description:
        'The `Idempotency-Key` header is required. `refund` returns the decided amount to the card or PayPal charge that paid the booking ' +
        '(never more than was charged less earlier refunds); `credit-note` issues a credit note numbered CN-YYYY-NNNNNN (gap-free per year) ' +
        'that the organization’s next payments draw on before anything is charged, shown as a line on their invoices. A resend with the ' +
        'same key answers the same settlement (`Idempotent-Replayed: true`); a settlement cut short by a crash is finished by the resend or ' +
        'the payment sweep with the same refund or credit note (decision 0106). Sends `claim.settled`.',
      security,
      requestParams: { path: claimParamsSchema, header: z.object({ 'idempotency-key': z.string().min(8).max(255) }) },
      requestBody: json(claimSettlementSchema),
      responses: {
        ...authed,
        '201': ok(claimSettlementAnswerSchema, 'The settlement: `creditNote { number, amount }` or `refund { amount, at }`'),
        '400': fail('No Idempotency-Key, or the body is not a settlement'),
        '403': fail('Not an operator or admin'),
        '404': fail('Claim not found'),
        '409': fail('The claim is not approved, is already settled, the refund would pass what was paid, or the same key is still in flight'),
        '422': fail('The Idempotency-Key was used with a different body'),
      },
    },
  },
  '/claims/{id}/credit-note.pdf': {
    get: {
      tags: ['claims'],
      summary: 'The claim’s credit note as a one-page PDF (the claim’s organization, staff, or an API key with documents:read)',
      security: keySecurity,
      requestParams: { path: claimParamsSchema },
      responses: { ...authed, '200': pdf, '404': fail('Claim not found (or another organization’s), or it was not settled by credit note') },
    },
  },
};
