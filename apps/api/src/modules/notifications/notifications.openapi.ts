import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationReadAllSchema,
  notificationSchema,
  notificationUpdateSchema,
  streamQuerySchema,
  streamTicketSchema,
} from '@meridian/contracts';
import { z } from 'zod';
import { authed, common, fail, json, nullData, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['notifications'];
const notFound = fail('Notification not found (also for another user’s notification or a dismissed one)');

export const notificationsPaths: OpenApiPaths = {
  '/notifications': {
    get: {
      tags,
      summary: 'The caller’s notifications, newest first, with the unread count',
      security,
      requestParams: { query: notificationListQuerySchema },
      responses: { '200': ok(notificationListSchema), ...authed },
    },
  },
  '/notifications/{id}': {
    patch: {
      tags,
      summary: 'Mark one notification read',
      security,
      requestParams: { path: notificationParamsSchema },
      requestBody: json(notificationUpdateSchema),
      responses: { '200': ok(notificationSchema), '404': notFound, ...authed },
    },
    delete: {
      tags,
      summary: 'Dismiss one notification',
      security,
      requestParams: { path: notificationParamsSchema },
      responses: { '200': ok(nullData), '404': notFound, ...authed },
    },
  },
  '/notifications/read-all': {
    post: { tags, summary: 'Mark every notification of the caller read', security, responses: { '200': ok(notificationReadAllSchema), ...authed } },
  },
  '/notifications/stream-ticket': {
    post: {
      tags,
      summary: 'A one-minute ticket for the stream (EventSource cannot send Authorization; the token never goes in a URL)',
      security,
      responses: { '201': ok(streamTicketSchema), ...authed },
    },
  },
  '/notifications/stream': {
    get: {
      tags,
      summary:
        'Server-Sent Events: `id: <seq>`, `event: notification`, `data: <Notification JSON>`, heartbeat comments every 15 s. ' +
        'With `Last-Event-ID` (header, or `lastEventId` when re-opening with a fresh ticket) it first replays what came after it.',
      requestParams: { query: streamQuerySchema, header: z.object({ 'last-event-id': z.string().optional() }) },
      responses: {
        '200': { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
        '401': fail('Missing, expired or unknown ticket'),
        ...common,
      },
    },
  },
};
