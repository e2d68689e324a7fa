import { idParamsSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, keySecurity, type OpenApiPaths } from '../../lib/openapi-parts';

const access =
  'The booking’s organization’s customers, operators, admins and its assigned driver; anyone else gets 404. An API key needs `documents:read`. ' +
  'One label per piece (piece n of N), streamed.';

export const labelsPaths: OpenApiPaths = {
  '/bookings/{id}/labels.pdf': {
    get: {
      tags: ['labels'],
      summary: 'Shipping labels as a PDF: a 4 x 6 in page (288 x 432 pt) per piece',
      description:
        `${access} Each label: sender and receiver, piece n of N, its weight, handling marks (fragile, this way up, perishable with its band), ` +
        'the tracking number as Code 128, the piece’s SSCC as GS1-128 with AI (00), and a QR code to the public tracking page.',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: {
        '200': { description: 'PDF download (Content-Disposition: attachment; labels-<tracking number>.pdf)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '403': forbidden,
        '404': fail('Booking not found (also for a booking the caller may not read), or it has no pieces'),
        ...authed,
      },
    },
  },
  '/bookings/{id}/labels.zpl': {
    get: {
      tags: ['labels'],
      summary: 'The same labels in ZPL II for 203 dpi thermal printers (812 x 1218 dots), one ^XA...^XZ per piece',
      description: `${access} Barcodes are the printer's own (^BC Code 128, ^BC with >;>8 for GS1-128, ^BQ QR); text people typed is sent with ^FH hex escapes.`,
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: {
        '200': { description: 'ZPL download (Content-Disposition: attachment; labels-<tracking number>.zpl)', content: { 'application/zpl': { schema: z.string() } } },
        '403': forbidden,
        '404': fail('Booking not found (also for a booking the caller may not read), or it has no pieces'),
        ...authed,
      },
    },
  },
};
