import {
  deviceKeyCreateSchema,
  deviceKeyParamsSchema,
  deviceKeySchema,
  excursionAcknowledgeSchema,
  excursionParamsSchema,
  excursionSchema,
  idParamsSchema,
  opsExcursionListSchema,
  reportDigestParamsSchema,
  temperatureReportSummarySchema,
  issuedDeviceKeySchema,
  telemetryBatchSchema,
  telemetryResultSchema,
  temperatureLogSchema,
} from '@meridian/contracts';
import { z } from 'zod';
import { authed, common, fail, forbidden, json, ok, keySecurity, security, type OpenApiPaths } from '../../lib/openapi-parts';

export const coldChainPaths: OpenApiPaths = {
  '/bookings/{id}/readings': {
    get: {
      tags: ['cold-chain'],
      summary: 'The temperature log: band, readings in time order, time in band, excursions (Accept: text/csv for a download)',
      description:
        'The booking’s owner, operators, admins and its assigned driver; anyone else gets 404. A non-perishable booking has no band (null). ' +
        'CSV columns: at,celsius,source,inBand.',
      security: keySecurity,
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
  '/bookings/{id}/temperature-report.pdf': {
    get: {
      tags: ['cold-chain'],
      summary: 'The temperature report as a PDF: band, readings, min/max/MKT/time in band, chart, excursions, the digest and a QR code to verify it',
      description: 'The booking’s owner, operators and admins; anyone else (drivers included) gets 404. Streamed.',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: {
        '200': { description: 'PDF download (Content-Disposition: attachment)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '404': fail('Booking not found (also for a booking the caller may not read)'),
        ...authed,
      },
    },
  },
  '/bookings/{id}/excursions/{excursionId}/acknowledgement': {
    post: {
      tags: ['cold-chain'],
      summary: 'Record what happened to the goods after an excursion (operators and admins; once per excursion)',
      description: 'The customer is notified and e-mailed. A second acknowledgement answers 409, whoever sends it.',
      security,
      requestParams: { path: excursionParamsSchema },
      requestBody: json(excursionAcknowledgeSchema),
      responses: {
        '200': ok(excursionSchema, 'Acknowledged'),
        '403': forbidden,
        '404': fail('Booking or excursion not found'),
        '409': fail('Already acknowledged'),
        ...authed,
      },
    },
  },
  '/ops/excursions': {
    get: {
      tags: ['cold-chain'],
      summary: 'Excursions across shipments for the console: open and unacknowledged first, then recently acknowledged',
      security,
      responses: { '200': ok(opsExcursionListSchema), '403': forbidden, ...authed },
    },
  },
  '/temperature-reports/{digest}': {
    get: {
      tags: ['cold-chain'],
      summary: 'Verify a temperature report by its digest (public, rate limited like tracking); no personal data',
      requestParams: { path: reportDigestParamsSchema },
      responses: {
        '200': ok(temperatureReportSummarySchema, 'The summary the digest stands for'),
        '404': fail('No report has this digest'),
        '429': fail('Too many lookups from this client; see Retry-After'),
        ...common,
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
