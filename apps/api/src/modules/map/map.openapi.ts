import { mapConfigSchema } from '@meridian/contracts';
import { fail, ok, type OpenApiPaths } from '../../lib/openapi-parts';

export const mapPaths: OpenApiPaths = {
  '/map/config': {
    get: {
      tags: ['map'],
      summary: "The delivery map's street tiles (decision 0110): a raster tile template and its credit, or null for country shapes only",
      security: [{}],
      responses: { '200': ok(mapConfigSchema), '500': fail('Unexpected failure (no details)') },
    },
  },
};
