import { bookingDocumentsSchema, consignmentNoteSchema, documentDigestParamsSchema, documentVerificationSchema, idParamsSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, common, fail, keySecurity, ok, type OpenApiPaths } from '../../lib/openapi-parts';

const access = 'For the booking’s organization (a session or an API key with documents:read), staff and the assigned driver; anyone else gets 404.';

export const documentsPaths: OpenApiPaths = {
  '/bookings/{id}/consignment-note': {
    get: {
      tags: ['documents'],
      summary: 'The consignment note of the booking’s mode (CMR in the OLF eCMR field names, air waybill or sea waybill), as last sealed (decision 0103)',
      description: `${access} Before any signature the unsigned note built from the booking; then the latest sealed version, each signature carrying the SHA-256 of the RFC 8785 canonical JSON it sealed.`,
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': ok(consignmentNoteSchema, 'The note'), '404': fail('Booking not found'), ...authed },
    },
  },
  '/bookings/{id}/consignment-note.pdf': {
    get: {
      tags: ['documents'],
      summary: 'The consignment note as a PDF: the CMR’s numbered boxes 1-24 or the waybill’s boxes, the signatures, the latest digest and a QR code to verify it',
      description: access,
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } }, '404': fail('Booking not found'), ...authed },
    },
  },
  '/bookings/{id}/documents': {
    get: {
      tags: ['documents'],
      summary: 'Every document of the booking with its status (labels, consignment note and who signed it, commercial invoice, proof of delivery, temperature report, invoice)',
      description: `${access} A driver is not shown the invoice.`,
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': ok(bookingDocumentsSchema, 'The documents'), '404': fail('Booking not found'), ...authed },
    },
  },
  '/documents/{digest}': {
    get: {
      tags: ['documents'],
      summary: 'Verify a consignment note or a temperature report by its digest (public, rate limited like tracking); no personal data',
      description: 'A note answers its type, number, tracking number, when the digest was sealed, the roles that had signed and when, and whether a later signature superseded it.',
      security: [],
      requestParams: { path: documentDigestParamsSchema },
      responses: { '200': ok(documentVerificationSchema, 'What the digest stands for'), '404': fail('No document has this digest'), ...common },
    },
  },
};
