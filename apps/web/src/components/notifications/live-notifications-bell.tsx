import { useEffect } from 'react';
import { useNotificationFeed } from './notification-stream';
import { useDismissNotification, useMarkAllNotificationsRead, useMarkNotificationRead } from './notifications-client';
import { NotificationsPopover } from './notifications-popover';

/**
 * The signed-in user's notifications behind a bell (decision 0016), kept current by the tab's one live stream; the
 * customer's dashboard and the operator console both wear it.
 */
export function LiveNotificationsBell({ bookingHref }: { bookingHref?: (bookingId: string) => string }) {
  const { list: notifications } = useNotificationFeed();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const dismiss = useDismissNotification();

  useEffect(() => {
    // Dashboard fetch errors are only logged, never shown.
    if (notifications.error) console.warn('Notifications failed', notifications.error);
  }, [notifications.error]);

  return (
    <NotificationsPopover
      notifications={notifications.data?.records ?? []}
      unreadCount={notifications.data?.unreadCount ?? 0}
      isPending={notifications.isPending}
      onRead={(id) => {
        if (notifications.data?.records.some((n) => n._id === id && !n.read)) markRead.mutate(id);
      }}
      onReadAll={() => markAllRead.mutate(undefined)}
      onDismiss={(id) => dismiss.mutate(id)}
      bookingHref={bookingHref}
    />
  );
}
