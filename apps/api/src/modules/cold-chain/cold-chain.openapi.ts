import {
  deviceKeyCreateSchema,
  deviceKeyParamsSchema,
  deviceKeySchema,
  idParamsSchema,
  issuedDeviceKeySchema,
  telemetryBatchSchema,
  telemetryResultSchema,
  temperatureLogSchema,
} from '@meridian/contracts';
import { z } from 'zod';
import { authed, common, fail, forbidden, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

export const coldChainPaths: OpenApiPaths = {
  '/bookings/{id}/readings': {
    get: {
      tags: ['cold-chain'],
      summary: 'The temperature log: band, readings in time order, time in band, excursions (Accept: text/csv for a download)',
      description:
        'The booking’s owner, operators, admins and its assigned driver; anyone else gets 404. A non-perishable booking has no band (null). ' +
        'CSV columns: at,celsius,source,inBand.',
      security,
      requestParams: { path: idParamsSchema },
      responses: {
        '200': {
          description: 'The log',
          content: { ...ok(temperatureLogSchema).content, 'text/csv': { schema: z.string() } },
        },
        '404': fail('Booking not found (also for a booking the caller may not read)'),
        ...authed,
      },
    },
  },
  '/ops/device-keys': {
    post: {
      tags: ['cold-chain'],
      summary: 'Issue a device key bound to one vehicle (the key is in this answer only; stored hashed)',
      security,
      requestBody: json(deviceKeyCreateSchema),
      responses: { '201': ok(issuedDeviceKeySchema, 'Issued'), '403': forbidden, ...authed },
    },
    get: {
      tags: ['cold-chain'],
      summary: 'Device keys, newest first (prefix only, never the key)',
      security,
      responses: { '200': ok(z.array(deviceKeySchema)), '403': forbidden, ...authed },
    },
  },
  '/ops/device-keys/{id}': {
    delete: {
      tags: ['cold-chain'],
      summary: 'Revoke a device key (its sensor is refused from now on)',
      security,
      requestParams: { path: deviceKeyParamsSchema },
      responses: { '200': ok(deviceKeySchema, 'Revoked'), '404': fail('Device key not found'), '403': forbidden, ...authed },
    },
  },
  '/telemetry/readings': {
    post: {
      tags: ['cold-chain'],
      summary: 'A sensor’s batch of readings; each goes to the booking its vehicle carries at that time. Idempotent: a resent batch adds nothing.',
      requestParams: { header: z.object({ 'x-device-key': z.string() }) },
      requestBody: json(telemetryBatchSchema),
      responses: {
        '200': ok(telemetryResultSchema, 'Counts: accepted (new), duplicates (already stored), unassigned (no booking at that time)'),
        '400': fail('A reading out of -80..+60 °C or from the future; `fields` names it (readings.3.at)'),
        '401': fail('Missing, unknown or revoked device key'),
        ...Object.fromEntries(Object.entries(common).filter(([status]) => status !== '400')),
      },
    },
  },
};
