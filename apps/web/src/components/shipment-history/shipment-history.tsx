import { STATUS_LABELS, UNPAID_CONFIRMATION_LABEL, USER_ROLE_LABELS, type HistoryEvent, type StatusHistoryEntry, type UserRole } from '@meridian/contracts';
import { formatDateTime } from '../../lib/format-date';

// What happened, said after the fact (the buttons say what to do: "Confirm"; the history what was done: "Confirmed").
const HISTORY_LABELS: Record<HistoryEvent, string> = {
  created: 'Booked',
  edited: 'Edited',
  confirm: 'Confirmed',
  assign: 'Driver assigned',
  pickup: 'Picked up',
  location: 'Location update',
  'out-for-delivery': 'Out for delivery',
  'delivery-failed': 'Delivery attempted',
  deliver: 'Delivered',
  cancel: 'Cancelled',
  reading: 'Temperature reading',
};

/** Entries written before milestones (decision 0019) carry only a status. */
function historyLabel(entry: StatusHistoryEntry): string {
  // Decision 0108: the last failed attempt is also the return to the sender.
  if (entry.event === 'delivery-failed' && entry.milestone === 'returned') return 'Delivery attempted; returned to sender';
  return entry.event ? HISTORY_LABELS[entry.event] : STATUS_LABELS[entry.status];
}

function who(entry: StatusHistoryEntry): string | undefined {
  const role = entry.byRole && entry.byRole in USER_ROLE_LABELS ? USER_ROLE_LABELS[entry.byRole as UserRole] : entry.byRole;
  if (entry.byName && role) return `${entry.byName} (${role})`;
  return entry.byName ?? role;
}

/** Every entry of a booking's history, newest first: what happened, who, when, the note and where (decision 0019). */
export function ShipmentHistory({ history }: { history: StatusHistoryEntry[] }) {
  const entries = [...history].reverse();
  return (
    <>
      {entries.length === 0 ? (
        <p className="text-slate-700">No history yet.</p>
      ) : (
        <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
          {entries.map((entry, index) => {
            const by = who(entry);
            return (
              <li key={`${entry.at}-${index}`} className="relative">
                <span aria-hidden="true" className="absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full bg-blue-700 ring-4 ring-white" />
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-semibold text-slate-900">{historyLabel(entry)}</p>
                  <time dateTime={entry.at} className="text-sm text-slate-700">
                    {formatDateTime(entry.at)}
                  </time>
                </div>
                {by && <p className="text-sm text-slate-700">by {by}</p>}
                {entry.location && (
                  <p className="text-sm text-slate-800">
                    At {entry.location.place}
                    {entry.location.coordinates && (
                      <span className="text-slate-600">
                        {' '}
                        ({entry.location.coordinates.lat.toFixed(4)}, {entry.location.coordinates.lng.toFixed(4)})
                      </span>
                    )}
                  </p>
                )}
                {entry.note && <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">{entry.note}</p>}
                {entry.unpaidReason && (
                  <p className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm whitespace-pre-wrap text-amber-950">
                    <span className="font-semibold">{UNPAID_CONFIRMATION_LABEL}:</span> {entry.unpaidReason}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
