import { ANALYTICS_CSV_COLUMNS, reportCategoryParamsSchema, reportQuerySchema, reportSummarySchema, SHIPPING_CSV_COLUMNS } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const scopeNote =
  'Bookings are placed in the period by their creation instant, in UTC calendar days; revenue is the amount due of paid and invoiced bookings (decision 0026). ' +
  'Customers see their own bookings; operators and admins see every customer, or one with `customer` (account id or e-mail).';

export const reportsPaths: OpenApiPaths = {
  '/reports/summary': {
    get: {
      tags: ['reports'],
      summary: 'KPIs (shipments, revenue, average delivery days, rating) and a per-day series for the period, from one aggregation',
      description: scopeNote,
      security,
      requestParams: { query: reportQuerySchema },
      responses: {
        '200': ok(reportSummarySchema, 'The period’s figures'),
        '403': fail('A customer passed `customer`'),
        '404': fail('No customer matches the staff filter'),
        ...authed,
      },
    },
  },
  '/reports/{category}.csv': {
    get: {
      tags: ['reports'],
      summary: 'The period’s report as a streamed CSV download named {category}-analytics-{period}.csv',
      description:
        `${scopeNote} RFC 4180 with CRLF; text cells starting with = + - @ tab or CR get a leading apostrophe. ` +
        `shipping: ${SHIPPING_CSV_COLUMNS.join(', ')} (one row per booking, oldest first). analytics: ${ANALYTICS_CSV_COLUMNS.join(', ')} (one row per day).`,
      security,
      requestParams: { path: reportCategoryParamsSchema, query: reportQuerySchema },
      responses: {
        '200': { description: 'CSV download (Content-Disposition: attachment)', content: { 'text/csv': { schema: z.string() } } },
        '403': fail('A customer passed `customer`'),
        '404': fail('Unknown category, or no customer matches the staff filter'),
        ...authed,
      },
    },
  },
};
