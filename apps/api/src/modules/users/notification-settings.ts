import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type NotificationSettingsUpdate } from '@meridian/contracts';
import { notFound } from '../../lib/errors';
import { canText } from '../sms/sms.service';
import type { UserDoc } from './users.model';
import { updateNotificationSettings } from './users.repository';

export type BookingUpdateChannels = { email: boolean; smsPhone: string | null };

/**
 * Decision 0111: how an account hears of its own bookings' steps. An account that never chose hears by e-mail, as
 * before SMS existed; SMS goes only to a number it gave for it.
 */
export function bookingUpdateChannels(user: Pick<UserDoc, 'notificationSettings'>): BookingUpdateChannels {
  const settings = user.notificationSettings ?? DEFAULT_NOTIFICATION_SETTINGS;
  return { email: settings.email, smsPhone: settings.sms && settings.smsPhone ? settings.smsPhone : null };
}

async function toResult(user: Pick<UserDoc, 'notificationSettings'>): Promise<NotificationSettings> {
  const settings = user.notificationSettings ?? DEFAULT_NOTIFICATION_SETTINGS;
  const smsPhone = settings.smsPhone ?? null;
  return { email: settings.email, sms: settings.sms, smsPhone, smsOptedOut: smsPhone ? !(await canText(smsPhone)) : false };
}

export function notificationSettingsOf(user: Pick<UserDoc, 'notificationSettings'>): Promise<NotificationSettings> {
  return toResult(user);
}

export async function saveNotificationSettings(userId: string, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
  const saved = await updateNotificationSettings(userId, update);
  if (!saved) throw notFound('Account not found');
  return toResult(saved);
}
