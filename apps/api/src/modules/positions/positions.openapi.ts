import { driverPositionsRequestSchema, driverPositionsResultSchema } from '@meridian/contracts';
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
};
