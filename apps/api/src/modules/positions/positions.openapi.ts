import { driverPositionsRequestSchema, driverPositionsResultSchema, driverRouteRequestSchema, driverRouteSchema } from '@meridian/contracts';
import { authed, fail, forbidden, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

export const positionsPaths: OpenApiPaths = {
  '/driver/positions': {
    post: {
      tags: ['driver'],
      summary: "A batch of the driver's phone positions while a job is out for delivery (drivers only)",
      description:
        'Each fix is stored once (a resent batch adds nothing) and kept 30 days. Every job of the driver out for delivery gets a new arrival ' +
        'estimate, which public tracking shows as `eta` (and `position` to the owner and the receiver) until the job is delivered or the attempt fails.',
      security,
      requestBody: json(driverPositionsRequestSchema),
      responses: {
        '200': ok(driverPositionsResultSchema),
        '409': fail('The driver has no job out for delivery: positions are shared only then'),
        ...authed,
        '403': forbidden,
      },
    },
  },
  '/driver/route': {
    get: {
      tags: ['driver'],
      summary: "The driver's jobs out for delivery in the order they will be delivered (drivers only)",
      description:
        'Proposed by the API as the shortest path from where the van is when jobs go out for delivery; a new job goes where it lengthens the route least, ' +
        'and a delivery made out of order re-reads the rest from that stop. The arrival estimates follow this order.',
      security,
      responses: { '200': ok(driverRouteSchema), ...authed, '403': forbidden },
    },
    put: {
      tags: ['driver'],
      summary: 'Set the order of the driver\'s deliveries (drivers only)',
      description: 'The stops must name every job of the driver out for delivery, each once, and no other. The arrival estimates are made again at once in this order.',
      security,
      requestBody: json(driverRouteRequestSchema),
      responses: { '200': ok(driverRouteSchema), '400': fail('The stops are not exactly the driver\'s jobs out for delivery'), ...authed, '403': forbidden },
    },
  },
};
