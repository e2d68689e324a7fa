import { idParamsSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, keySecurity, type OpenApiPaths } from '../../lib/openapi-parts';

export const customsPaths: OpenApiPaths = {
  '/bookings/{id}/commercial-invoice.pdf': {
    get: {
      tags: ['customs'],
      summary: 'The commercial invoice of a shipment that crosses a customs border: exporter, importer, Incoterms rule, reason, EORI, lines with HS codes and totals',
      description:
        'Decision 0104. The booking’s organization, operators, admins and its assigned driver; anyone else gets 404. API keys need `documents:read`. ' +
        'A booking that crosses no customs border (or has no customs details) answers 404. Streamed.',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: {
        '200': { description: 'PDF download (Content-Disposition: attachment)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '404': fail('Booking not found (also for a booking the caller may not read), or it has no commercial invoice'),
        ...authed,
      },
    },
  },
};
