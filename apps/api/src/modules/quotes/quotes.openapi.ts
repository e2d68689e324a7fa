import { bookingSchema, idParamsSchema, quoteInputSchema, quoteSchema } from '@meridian/contracts';
import { authed, common, fail, json, ok, keySecurity, type OpenApiPaths } from '../../lib/openapi-parts';

export const quotesPaths: OpenApiPaths = {
  '/quotes': {
    post: {
      tags: ['quotes'],
      summary: 'Price a shipment (public, limited per client IP)',
      description:
        'The quote formula: rate per kg by service (truck -> ground, air, sea -> ocean) on the chargeable weight (the larger of actual and ' +
        'L x W x H / 5000 when dimensions in cm are given), insurance 2% of base rounded to whole dollars, handling 25. Amounts in major units.',
      requestBody: json(quoteInputSchema),
      responses: { '200': ok(quoteSchema, 'The quote'), ...common },
    },
  },
  '/bookings/{id}/quote': {
    post: {
      tags: ['quotes'],
      summary: 'Compute and store the booking’s quote once (its organization’s admins and bookers, or staff); later calls return the stored one',
      description: 'The stored quote keeps every line, the tax, the amount due, the time and the formula version: the invoice charges it even if rates change later.',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: {
        ...authed,
        '201': ok(bookingSchema, 'The quote was computed and stored; the booking with it'),
        '200': ok(bookingSchema, 'The booking with the quote stored earlier'),
        '403': fail('A viewer of the organization: a stored quote is what payment charges, so storing one is a booking write'),
        '404': fail('Booking not found (or someone else’s)'),
        '409': fail('The booking is cancelled'),
      },
    },
  },
};
