import { trackingParamsSchema, trackingSamplesSchema, trackingShipmentSchema } from '@meridian/contracts';
import { fail, keySecurity, ok, type OpenApiPaths } from '../../lib/openapi-parts';

export const trackingPaths: OpenApiPaths = {
  '/tracking/samples': {
    get: {
      tags: ['tracking'],
      summary: "The sample numbers (DL-1001..DL-1003) that exist here: all where demo data is seeded, none elsewhere",
      responses: {
        '200': ok(trackingSamplesSchema),
        '429': fail('Too many lookups from this client; see Retry-After'),
      },
    },
  },
  '/tracking/{trackingNumber}': {
    get: {
      tags: ['tracking'],
      summary: 'Public tracking by number (no sign-in needed; the owner\'s token adds the `owner` block)',
      security: [{}, ...keySecurity],
      requestParams: { path: trackingParamsSchema },
      responses: {
        '200': ok(trackingShipmentSchema, 'The shipment: status, timeline, cities and first names only'),
        '404': fail('Unknown or malformed tracking number (answered alike)'),
        '429': fail('Too many lookups from this client; see Retry-After'),
        '500': fail('Unexpected failure (no details)'),
      },
    },
  },
};
