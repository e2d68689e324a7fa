import { invoiceListQuerySchema, invoiceParamsSchema, invoiceSchema, invoiceSummarySchema, paginationSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, ok, keySecurity, type OpenApiPaths } from '../../lib/openapi-parts';

const pdf = { description: 'PDF download named after the invoice number (Content-Disposition: attachment)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };
const missing = fail('Invoice not found (or someone else’s: only the owner and operators or admins may see it)');

export const invoicesPaths: OpenApiPaths = {
  '/invoices': {
    get: {
      tags: ['invoices'],
      summary: 'The caller’s invoices, newest first, paged (optionally for one tracking number)',
      security: keySecurity,
      requestParams: { query: invoiceListQuerySchema },
      responses: { ...authed, '200': ok(z.object({ records: z.array(invoiceSummarySchema), pagination: paginationSchema }), 'A page of invoices') },
    },
  },
  '/invoices/{id}': {
    get: {
      tags: ['invoices'],
      summary: 'One invoice (owner, operator or admin); `status` is overdue once an unpaid invoice is past its due date',
      security: keySecurity,
      requestParams: { path: invoiceParamsSchema },
      responses: { ...authed, '200': ok(invoiceSchema, 'The invoice'), '404': missing },
    },
  },
  '/invoices/{id}/pdf': {
    get: {
      tags: ['invoices'],
      summary: 'The invoice as a one-page A4 PDF with the same figures as the JSON',
      security: keySecurity,
      requestParams: { path: invoiceParamsSchema },
      responses: { ...authed, '200': pdf, '404': missing },
    },
  },
  '/invoices/{id}/email': {
    post: {
      tags: ['invoices'],
      summary: 'Queue the invoice (PDF attached) to the owner’s e-mail address (owner or staff)',
      security: keySecurity,
      requestParams: { path: invoiceParamsSchema },
      responses: { ...authed, '202': ok(z.object({ to: z.string() }), 'Queued'), '404': missing },
    },
  },
};
