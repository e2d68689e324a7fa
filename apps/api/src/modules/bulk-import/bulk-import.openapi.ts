import { bookingImportQuerySchema, importResultSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, keySecurity, ok, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['bulk-import'];

export const bulkImportPaths: OpenApiPaths = {
  '/bookings/import/template.csv': {
    get: {
      tags,
      summary: 'The booking CSV template: the header (nested fields dotted) and an example line',
      description: 'Dates are YYYY-MM-DD, booleans true/false. API keys need bookings:read (decision 0056).',
      security: keySecurity,
      responses: { '200': { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...authed },
    },
  },
  '/bookings/import': {
    post: {
      tags,
      summary: 'Create bookings from a CSV file (multipart field `file`, at most 1,000 lines and 2 MB)',
      description:
        'Every line is judged by the create-booking schema; good lines are created, bad ones reported as { line, field, message } ' +
        '(the header is line 1; a record is numbered by the line it starts on). `Idempotency-Key` is required unless `dryRun=true`: ' +
        'the same key and file answer the first result again and create nothing more; the same key with another file answers 422. ' +
        'API keys need bookings:write (decision 0056).',
      security: keySecurity,
      requestParams: { query: bookingImportQuerySchema, header: z.object({ 'Idempotency-Key': z.string().optional() }) },
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } },
      },
      responses: {
        '200': ok(importResultSchema, 'Created (or, with dryRun, checked) lines and the errors by line'),
        '403': forbidden,
        '409': fail('The same import is still running'),
        '413': fail('File larger than 2 MB'),
        '422': fail('Idempotency-Key reused with another file'),
        ...authed,
      },
    },
  },
};
