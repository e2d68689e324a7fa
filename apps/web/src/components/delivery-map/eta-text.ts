import type { EtaWindow } from '@meridian/contracts';

// Zod-free: the tracking page is public and inside the first-load budget. Times are the viewer's own, like every
// instant the site shows (src/lib/format-date.ts).
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "2:10 – 2:40 PM" today; another day names it ("Mon, Dec 7, 9:10 – 9:40 AM"); null for an unreadable window. */
export function formatEtaWindow(eta: Pick<EtaWindow, 'from' | 'to'>, now: Date = new Date()): string | null {
  const from = new Date(eta.from);
  const to = new Date(eta.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return null;
  return (sameDay(from, now) ? TIME : DAY_AND_TIME).formatRange(from, to);
}

/** "2:05 PM": when the estimate or a position was taken. */
export function formatClock(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : TIME.format(date);
}
