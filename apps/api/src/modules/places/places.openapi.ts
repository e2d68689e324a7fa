import { placesQuerySchema, placesResponseSchema } from '@meridian/contracts';
import { fail, ok, type OpenApiPaths } from '../../lib/openapi-parts';

export const placesPaths: OpenApiPaths = {
  '/places': {
    get: {
      tags: ['public'],
      summary: 'Cities whose name starts with `q` (accents and case folded), most populous first, from an offline GeoNames gazetteer',
      requestParams: { query: placesQuerySchema },
      responses: {
        '200': ok(placesResponseSchema, 'Up to `limit` (at most 10) places'),
        '400': fail('Missing `q`, an unknown country code or a bad limit; `fields` names it'),
        '429': fail('Too many searches from this client; see Retry-After'),
        '500': fail('Unexpected failure (no details)'),
      },
    },
  },
};
