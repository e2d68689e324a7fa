// GET /notifications and its moves (mark read, mark all read, dismiss), with optimistic updates: the bell answers a
// click at once and rolls back if the server refuses. The stream (notification-stream.ts) merges into the same cache.
import type { Envelope, Notification, NotificationList, NotificationReadAll } from '@meridian/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

// The panel shows the newest page; the API's page size (contracts NOTIFICATIONS_PAGE_SIZE) is its default.
const NOTIFICATION_PANEL_LIMIT = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page = 1) => [...notificationKeys.lists(), { page }] as const,
};

async function getNotifications(page = 1): Promise<NotificationList> {
  const body = await apiClient.get<Envelope<NotificationList>>(`/notifications?page=${page}&limit=${NOTIFICATION_PANEL_LIMIT}`);
  return body.data;
}

/** The panel's list; `pollMs` polls while the live stream is unavailable (false while it is live). */
export function useNotifications({ pollMs = false }: { pollMs?: number | false } = {}) {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: () => getNotifications(), refetchInterval: pollMs });
}

/** Adds a notification that arrived on the stream, once (the stream and a refetch may both bring it). */
export function mergeNotification(list: NotificationList, incoming: Notification): NotificationList {
  if (list.records.some((n) => n._id === incoming._id)) return list;
  const records = [incoming, ...list.records].sort((a, b) => b.seq - a.seq).slice(0, list.pagination.limit);
  const totalRecords = list.pagination.totalRecords + 1;
  return {
    records,
    unreadCount: list.unreadCount + (incoming.read ? 0 : 1),
    pagination: { ...list.pagination, totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / list.pagination.limit)) },
  };
}

export function newestSeq(list: NotificationList | undefined): number {
  return list?.records.reduce((max, n) => Math.max(max, n.seq), 0) ?? 0;
}

type Snapshot = { previous: NotificationList | undefined };

/** Applies `change` to the cached list now; the returned context restores it if the server refuses. */
async function optimistic(client: QueryClient, change: (list: NotificationList) => NotificationList): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: notificationKeys.list() });
  const previous = client.getQueryData<NotificationList>(notificationKeys.list());
  if (previous) client.setQueryData(notificationKeys.list(), change(previous));
  return { previous };
}

function useNotificationMutation<TVariables, TData>(mutationFn: (v: TVariables) => Promise<TData>, change: (list: NotificationList, v: TVariables) => NotificationList) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: (variables: TVariables) => optimistic(client, (list) => change(list, variables)),
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function markRead(list: NotificationList, id: string): NotificationList {
  const target = list.records.find((n) => n._id === id);
  if (!target || target.read) return list;
  return { ...list, records: list.records.map((n) => (n._id === id ? { ...n, read: true } : n)), unreadCount: Math.max(0, list.unreadCount - 1) };
}

export function markAllRead(list: NotificationList): NotificationList {
  return { ...list, records: list.records.map((n) => ({ ...n, read: true })), unreadCount: 0 };
}

export function dismiss(list: NotificationList, id: string): NotificationList {
  const target = list.records.find((n) => n._id === id);
  if (!target) return list;
  const totalRecords = Math.max(0, list.pagination.totalRecords - 1);
  return {
    records: list.records.filter((n) => n._id !== id),
    unreadCount: target.read ? list.unreadCount : Math.max(0, list.unreadCount - 1),
    pagination: { ...list.pagination, totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / list.pagination.limit)) },
  };
}

export function useMarkNotificationRead() {
  return useNotificationMutation(
    (id: string) => apiClient.patch<Envelope<Notification>>(`/notifications/${encodeURIComponent(id)}`, { read: true }),
    markRead,
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(() => apiClient.post<Envelope<NotificationReadAll>>('/notifications/read-all'), markAllRead);
}

export function useDismissNotification() {
  return useNotificationMutation((id: string) => apiClient.delete<Envelope<null>>(`/notifications/${encodeURIComponent(id)}`), dismiss);
}
