// Notifications: router (HTTP) -> service (ownership, tickets) -> repository -> models; the stream -> the process hub.
import {
  lastEventIdSchema,
  notificationListQuerySchema,
  notificationParamsSchema,
  notificationUpdateSchema,
  NOTIFICATION_NOT_FOUND,
  streamQuerySchema,
  type NotificationListQuery,
} from '@meridian/contracts';
import { Router } from 'express';
import { type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { valid, validate } from '../../lib/validate';
import type { NotificationHub } from './notification-hub';
import { serveNotificationStream } from './notification-stream';
import {
  dismissNotification,
  issueStreamTicket,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  redeemStreamTicket,
} from './notifications.service';

const notificationNotFound = { notFound: NOTIFICATION_NOT_FOUND };

export function notificationsRouter(requireAuth: AuthMiddleware, hub: NotificationHub): Router {
  const router = Router();

  // The stream authenticates by its ticket (EventSource cannot send Authorization), so it comes before requireAuth.
  router.get('/stream', validate({ query: streamQuerySchema }), async (req, res) => {
    const { ticket, lastEventId: fromQuery } = valid<{ ticket: string; lastEventId?: number }>(res, 'query');
    const header = req.get('last-event-id');
    let lastEventId = fromQuery;
    if (header !== undefined && header !== '') {
      const parsed = lastEventIdSchema.safeParse(header);
      if (!parsed.success) throw badRequest('Last-Event-ID must be a notification seq', { 'Last-Event-ID': 'Invalid' });
      lastEventId = parsed.data;
    }
    const userId = await redeemStreamTicket(ticket);
    await serveNotificationStream(req, res, hub, userId, lastEventId);
  });

  router.use(requireAuth);
  const userIdOf = (res: Parameters<typeof currentUser>[0]) => String(currentUser(res)._id);

  router.post('/stream-ticket', async (_req, res) => {
    sendData(res, 201, 'Stream ticket issued', await issueStreamTicket(userIdOf(res)));
  });

  router.get('/', validate({ query: notificationListQuerySchema }), async (_req, res) => {
    const list = await listNotifications(userIdOf(res), valid<NotificationListQuery>(res, 'query'));
    sendData(res, 200, 'Notifications fetched successfully', list);
  });

  router.post('/read-all', async (_req, res) => {
    sendData(res, 200, 'All notifications marked read', await markAllNotificationsRead(userIdOf(res)));
  });

  router.patch('/:id', validate({ params: notificationParamsSchema, body: notificationUpdateSchema }, notificationNotFound), async (_req, res) => {
    const notification = await markNotificationRead(valid<{ id: string }>(res, 'params').id, userIdOf(res));
    sendData(res, 200, 'Notification marked read', notification);
  });

  router.delete('/:id', validate({ params: notificationParamsSchema }, notificationNotFound), async (_req, res) => {
    await dismissNotification(valid<{ id: string }>(res, 'params').id, userIdOf(res));
    sendData(res, 200, 'Notification dismissed', null);
  });

  return router;
}
