import type { Notification } from '@meridian/contracts';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NotificationsPanel } from './notifications-panel';

interface Props {
  notifications: Notification[];
  unreadCount: number;
  isPending?: boolean;
  onRead: (id: string) => void;
  onReadAll: () => void;
  onDismiss: (id: string) => void;
  bookingHref?: (bookingId: string) => string;
}

/**
 * The bell and its panel, opening over the page instead of pushing it down. Opening moves focus
 * into the panel; Escape closes it and gives focus back to the bell; a click or focus elsewhere closes it too.
 * On phones the panel spans the header's width (the nearest positioned box); from sm up it hangs under the bell.
 */
export function NotificationsPopover({ notifications, unreadCount, isPending, onRead, onReadAll, onDismiss, bookingHref }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const unread = unreadCount;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    bellRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  // Tabbing out of the panel closes it. Dismiss and Mark all read remove or disable the focused button, so they hand
  // focus to the panel first; focus that goes nowhere (null) is not leaving.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current && !rootRef.current.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="sm:relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={bellRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Notifications, ${unread} unread`}
        className="relative grid h-10 w-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div className="absolute inset-x-4 top-full z-40 mt-2 sm:inset-x-auto sm:right-0 sm:w-96">
          <NotificationsPanel
            bookingHref={bookingHref}
            ref={panelRef}
            id={panelId}
            notifications={notifications}
            unreadCount={unreadCount}
            isPending={isPending}
            onRead={onRead}
            onReadAll={() => {
              onReadAll();
              panelRef.current?.focus();
            }}
            onDismiss={(id) => {
              onDismiss(id);
              panelRef.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
