// GET and PUT /user/notification-settings (decision 0111): how the customer hears of their own bookings' steps.
import type { Envelope, NotificationSettings, NotificationSettingsInput } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const notificationSettingsKeys = { all: ['notification-settings'] as const };

async function getNotificationSettings(): Promise<NotificationSettings> {
  return (await apiClient.get<Envelope<NotificationSettings>>('/user/notification-settings')).data;
}

async function saveNotificationSettings(input: NotificationSettingsInput): Promise<NotificationSettings> {
  return (await apiClient.put<Envelope<NotificationSettings>>('/user/notification-settings', input)).data;
}

function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: notificationSettingsKeys.all, queryFn: getNotificationSettings });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKeys.all, settings),
  });
}
