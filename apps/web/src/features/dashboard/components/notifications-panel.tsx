import { X } from 'lucide-react';
import type { Ref } from 'react';
import type { DashboardNotification } from '../lib/notifications';

interface Props {
  id: string;
  ref?: Ref<HTMLElement>;
  notifications: DashboardNotification[];
  onRead: (id: string) => void;
  onReadAll: () => void;
  onDismiss: (id: string) => void;
}

export function NotificationsPanel({ id, ref, notifications, onRead, onReadAll, onDismiss }: Props) {
  const unread = notifications.filter((n) => !n.read).length;
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
          Notifications {unread > 0 && <span className="ml-1 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">{unread}</span>}
        </h2>
        <button type="button" onClick={onReadAll} disabled={unread === 0} className="text-sm font-semibold text-blue-800 underline underline-offset-4 disabled:text-slate-500 disabled:no-underline">
          Mark all read
        </button>
      </div>
      {notifications.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">You are all caught up.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {notifications.map((n) => (
            <li key={n.id} className={`flex items-start gap-2 rounded-lg p-3 ${n.read ? 'bg-slate-50' : 'bg-blue-50'}`}>
              <button type="button" onClick={() => onRead(n.id)} className="min-w-0 flex-1 text-left" aria-label={`${n.title}${n.read ? '' : ', unread'}. Mark as read`}>
                <p className="flex items-center gap-2 font-semibold">
                  {!n.read && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-blue-700" />}
                  {n.title}
                </p>
                <p className="text-sm text-slate-700">{n.body}</p>
                <p className="text-xs text-slate-600">{n.time}</p>
              </button>
              <button type="button" onClick={() => onDismiss(n.id)} aria-label={`Dismiss ${n.title}`} className="rounded p-1 text-slate-600 hover:bg-slate-200">
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
