import { bookingSchema, idParamsSchema, ratingInputSchema } from '@meridian/contracts';
import { authed, fail, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

export const ratingsPaths: OpenApiPaths = {
  '/bookings/{id}/rating': {
    post: {
      tags: ['bookings'],
      summary: 'Rate a delivered shipment 1-5 stars with an optional comment (owner only, once)',
      security,
      requestParams: { path: idParamsSchema },
      requestBody: json(ratingInputSchema),
      responses: {
        '201': ok(bookingSchema, 'The booking with its rating'),
        '404': fail('Booking not found (also someone else’s)'),
        '409': fail('Not delivered yet, or already rated'),
        ...authed,
      },
    },
  },
};
