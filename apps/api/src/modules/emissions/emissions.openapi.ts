import { idParamsSchema, shipmentFootprintSchema } from '@meridian/contracts';
import { authed, fail, keySecurity, ok, type OpenApiPaths } from '../../lib/openapi-parts';

export const emissionsPaths: OpenApiPaths = {
  '/bookings/{id}/shipment-footprint': {
    get: {
      tags: ['bookings'],
      summary: "The shipment's emissions as an iLEAP ShipmentFootprint (ISO 14083 / GLEC; numbers as decimal strings; decision 0099)",
      description:
        'For the booking’s organization (a session or an API key with bookings:read) and staff. One transport chain element per leg; ' +
        'co2eWTW and co2eTTW are kg CO2e, transportActivity tonne-km, mass kg.',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: {
        '200': ok(shipmentFootprintSchema, 'The ShipmentFootprint'),
        '404': fail('Booking not found (also another organization’s)'),
        '409': fail('The booking has no route yet: an old booking whose places need their country'),
        ...authed,
      },
    },
  },
};
