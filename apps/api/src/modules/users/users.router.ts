// Users: router (HTTP) -> service (the profile rules, the one "e-mail taken" answer) -> repository -> model.
import { NOTIFICATION_SETTINGS_SAVED, notificationSettingsSchema, profileUpdateSchema, type NotificationSettingsUpdate, type ProfileUpdate } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { type AuthMiddleware } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { currentUser } from './users.service';
import { noStore } from '../../lib/no-store';
import { valid, validate } from '../../lib/validate';
import { notificationSettingsOf, saveNotificationSettings, saveProfile, toSessionUser } from './users.service';

export function usersRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();
  router.use(noStore, requireAuth);

  // GET /user/ is the web's session check at start; data.user holds the profile fields.
  router.get('/', (_req, res) => {
    sendData(res, 200, 'Profile loaded', { user: toSessionUser(currentUser(res)) });
  });

  router.patch('/', validate({ body: profileUpdateSchema }), async (_req, res) => {
    const user = await saveProfile(events, currentUser(res), valid<ProfileUpdate>(res, 'body'));
    sendData(res, 200, 'Profile saved', { user });
  });

  // Decision 0111: the channels for the customer's own bookings' step updates (e-mail, SMS to a number in E.164).
  router.get('/notification-settings', async (_req, res) => {
    sendData(res, 200, 'Notification settings loaded', await notificationSettingsOf(currentUser(res)));
  });

  router.put('/notification-settings', validate({ body: notificationSettingsSchema }), async (_req, res) => {
    sendData(res, 200, NOTIFICATION_SETTINGS_SAVED, await saveNotificationSettings(String(currentUser(res)._id), valid<NotificationSettingsUpdate>(res, 'body')));
  });

  return router;
}
