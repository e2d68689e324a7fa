import { idParamsSchema, sealedCommercialInvoiceSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, keySecurity, ok, type OpenApiPaths } from '../../lib/openapi-parts';

const access =
  'Decision 0104. The booking’s organization, operators, admins and its assigned driver; anyone else gets 404. API keys need `documents:read`. ' +
  'A booking that crosses no customs border (or has no customs details) answers 404.';

export const customsPaths: OpenApiPaths = {
  '/bookings/{id}/commercial-invoice': {
    get: {
      tags: ['customs'],
      summary: 'The commercial invoice as sealed (decision 0115): its latest version and the SHA-256 of its RFC 8785 canonical JSON',
      description: `${access} A new version is issued when what the invoice prints changed (customs, places, parties, weight); every version stays verifiable at GET /documents/{digest}.`,
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': ok(sealedCommercialInvoiceSchema, 'The invoice and its digest'), '404': fail('Booking not found, or it has no commercial invoice'), ...authed },
    },
  },
  '/bookings/{id}/commercial-invoice.pdf': {
    get: {
      tags: ['customs'],
      summary: 'The commercial invoice of a shipment that crosses a customs border: exporter, importer, Incoterms rule, reason, EORI, lines with HS codes and totals, its digest and a QR code to verify it',
      description: `${access} Streamed.`,
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
