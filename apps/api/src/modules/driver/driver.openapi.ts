import { bookingSchema, driverJobListQuerySchema, driverJobListSchema, idParamsSchema } from '@meridian/contracts';
import { authed, fail, forbidden, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const drivers = { ...authed, '403': forbidden };

export const driverPaths: OpenApiPaths = {
  '/driver/jobs': {
    get: {
      tags: ['driver'],
      summary:
        "The signed-in driver's jobs (drivers only): assigned bookings not yet delivered or cancelled, plus those delivered today in `tz` (default UTC), soonest pickup first",
      security,
      requestParams: { query: driverJobListQuerySchema },
      responses: { '200': ok(driverJobListSchema), ...drivers },
    },
  },
  '/driver/jobs/{id}': {
    get: {
      tags: ['driver'],
      summary: "One of the signed-in driver's jobs",
      security,
      requestParams: { path: idParamsSchema },
      responses: { '200': ok(bookingSchema), '404': fail("Booking not found (also another driver's job or an unassigned booking)"), ...drivers },
    },
  },
};
