import { NO_NOTIFICATIONS_MESSAGE, type Notification } from '@meridian/contracts';
import { X } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatTimeAgo } from '../../lib/format-date';

interface Props {
  /** Where a notification's booking opens: the customer's detail page, or the console's view for staff. */
  bookingHref?: (bookingId: string) => string;
  id: string;
  ref?: Ref<HTMLElement>;
  notifications: Notification[];
  unreadCount: number;
  isPending?: boolean;
  onRead: (id: string) => void;
  onReadAll: () => void;
  onDismiss: (id: string) => void;
}

// One readable name for the whole item (its parts are separate spans, which a name computation would run together).
const accessibleName = (n: Notification) => `${n.title}${n.read ? '' : ', unread'}. ${n.message} ${formatTimeAgo(n.time)}`;

function NotificationBody({ n }: { n: Notification }) {
  return (
    <>
      <span className="flex items-center gap-2 font-semibold">
        {!n.read && <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-blue-700" />}
        {n.title}
      </span>
      <span className="block text-sm break-words text-slate-700">{n.message}</span>
      <time dateTime={n.time} title={formatDateTime(n.time)} className="block text-xs text-slate-600">
        {formatTimeAgo(n.time)}
      </time>
    </>
  );
}

/** Unread count badge, click marks read (and opens its booking), Mark all read, dismiss individually. */
const customerBookingHref = (bookingId: string) => `/bookings/${bookingId}`;

export function NotificationsPanel({ id, ref, notifications, unreadCount, isPending = false, onRead, onReadAll, onDismiss, bookingHref = customerBookingHref }: Props) {
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-label="Notifications"
      className="max-h-[70vh] w-full overflow-y-auto rounded-2xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-bold">
          Notifications {unreadCount > 0 && <span className="ml-1 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">{unreadCount}</span>}
        </h2>
        <button type="button" onClick={onReadAll} disabled={unreadCount === 0} className="text-sm font-semibold text-blue-800 underline underline-offset-4 disabled:text-slate-500 disabled:no-underline">
          Mark all read
        </button>
      </div>
      {isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Loading...
        </p>
      ) : notifications.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{NO_NOTIFICATIONS_MESSAGE}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="notification-list">
          {notifications.map((n) => (
            <li key={n._id} className={`flex items-start gap-2 rounded-lg p-3 ${n.read ? 'bg-slate-50' : 'bg-blue-50'}`}>
              {n.bookingId ? (
                <Link to={bookingHref(n.bookingId)} onClick={() => onRead(n._id)} aria-label={accessibleName(n)} className="min-w-0 flex-1 text-left hover:underline">
                  <NotificationBody n={n} />
                </Link>
              ) : (
                <button type="button" onClick={() => onRead(n._id)} aria-label={`${accessibleName(n)}. Mark as read`} className="min-w-0 flex-1 text-left">
                  <NotificationBody n={n} />
                </button>
              )}
              <button type="button" onClick={() => onDismiss(n._id)} aria-label={`Dismiss ${n.title}`} className="rounded p-1 text-slate-600 hover:bg-slate-200">
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
