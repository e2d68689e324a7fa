import { deliveryPreferencesRequestSchema, receiverTokenQuerySchema, trackingParamsSchema, trackingSamplesSchema, trackingShipmentSchema } from '@meridian/contracts';
import { fail, json, keySecurity, ok, type OpenApiPaths } from '../../lib/openapi-parts';

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
      summary:
        "Public tracking by number (no sign-in needed; the owner's token adds the `owner` block, the receiver's signed link `?t=` adds `receiver` and, until out for delivery, `deliveryWindows`; a bad or expired `t` answers the public view)",
      security: [{}, ...keySecurity],
      requestParams: { path: trackingParamsSchema, query: receiverTokenQuerySchema },
      responses: {
        '200': ok(trackingShipmentSchema, 'The shipment: status, timeline, cities and first names only'),
        '404': fail('Unknown or malformed tracking number (answered alike)'),
        '429': fail('Too many lookups from this client; see Retry-After'),
        '500': fail('Unexpected failure (no details)'),
      },
    },
  },
  '/tracking/{trackingNumber}/delivery-preferences': {
    post: {
      tags: ['tracking'],
      summary:
        "The receiver chooses a delivery window among those offered and leaves instructions for the driver, through their signed link (`?t=`, decision 0112); `window: null` clears it, `instructions: ''` clears them, an absent field is kept",
      security: [{}],
      requestParams: { path: trackingParamsSchema, query: receiverTokenQuerySchema },
      requestBody: json(deliveryPreferencesRequestSchema),
      responses: {
        '200': ok(trackingShipmentSchema, 'The shipment as the receiver sees it, with their choices'),
        '400': fail('Invalid input, or a window the shipment does not offer (`fields.window`)'),
        '401': fail('No link, or one that is not signed for this shipment, expired, or whose shipment is final'),
        '404': fail('Malformed tracking number'),
        '409': fail('The shipment is already out for delivery: its window and instructions can no longer change'),
        '429': fail('Too many requests from this client; see Retry-After'),
        '500': fail('Unexpected failure (no details)'),
      },
    },
  },
};
