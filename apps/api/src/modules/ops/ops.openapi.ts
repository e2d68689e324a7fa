import { driverListQuerySchema, driverListSchema, idParamsSchema, opsBookingListQuerySchema, opsBookingListSchema, opsBookingSchema } from '@meridian/contracts';
import { authed, fail, forbidden, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const staff = { ...authed, '403': forbidden };

export const opsPaths: OpenApiPaths = {
  '/ops/bookings': {
    get: {
      tags: ['ops'],
      summary:
        "The operator console's queue (operators and admins): every customer's bookings, filtered by status (or `open`: pending, confirmed and in transit), pickup date range (inclusive), customer and vehicle type, " +
        'with one search `q` over tracking number and short id (prefixes), and customer name, company and cities (a prefix of any word, accents and case ignored), all read from indexes; sorted by pickup date by default; counts per status over every filter except status',
      security,
      requestParams: { query: opsBookingListQuerySchema },
      responses: { '200': ok(opsBookingListSchema), ...staff },
    },
  },
  '/ops/bookings/{id}': {
    get: {
      tags: ['ops'],
      summary: 'Any booking with its customer (operators and admins)',
      security,
      requestParams: { path: idParamsSchema },
      responses: { '200': ok(opsBookingSchema), '404': fail('Booking not found'), ...staff },
    },
  },
  '/ops/drivers': {
    get: {
      tags: ['ops'],
      summary: 'The driver users by name, each with their jobs (not cancelled) picking up on `date` (default today, UTC): the assign picker (operators and admins)',
      security,
      requestParams: { query: driverListQuerySchema },
      responses: { '200': ok(driverListSchema), ...staff },
    },
  },
};
