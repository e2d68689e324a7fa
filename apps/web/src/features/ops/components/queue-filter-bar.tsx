import { BOOKING_STATUSES, OPEN_STATUSES, STATUS_LABELS, VEHICLE_TYPE_LABELS, VEHICLE_TYPES, type BookingCounts, type BookingStatus, type VehicleType } from '@meridian/contracts';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { OpsQueueFilters, OpsSort } from '../api/ops';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { inputClass } from '../../../components/ui/form-field';
import { DEFAULT_QUEUE_STATUS, hasQueueFilter, pickupRangeError } from '../lib/queue-filters';

const SEARCH_DELAY_MS = 300;

const SORT_LABELS: Record<OpsSort, string> = {
  pickup: 'Soonest pickup',
  '-pickup': 'Latest pickup',
  '-created': 'Newest booking',
  created: 'Oldest booking',
};

interface QueueFilterBarProps {
  filters: OpsQueueFilters;
  counts?: BookingCounts;
  /** Who the customer filter names, when the queue knows (from a booking of theirs). */
  customerName?: string;
  onChange: (next: OpsQueueFilters) => void;
  searchDelayMs?: number;
}

type DateRange = Pick<OpsQueueFilters, 'from' | 'to'>;

/** The To do tab's count: the work still to do (decision 0047). */
const openCount = (counts: BookingCounts) => OPEN_STATUSES.reduce((sum, status) => sum + counts[status], 0);

const labelClass = 'block text-sm font-semibold text-slate-800';
const fieldClass = `mt-1.5 h-11 ${inputClass()}`;

function StatusTab({ label, count, active, onClick }: { label: string; count?: number; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold ${
        active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
      }`}
    >
      {label}
      <span className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-800'}`}>{count ?? '–'}</span>
    </button>
  );
}

/**
 * The queue's filters: status tabs with their counts, one debounced search box, the pickup range (an impossible
 * range is held here with its message and never requested), vehicle type, sort, and the customer a link filtered by.
 */
export function QueueFilterBar({ filters, counts, customerName, onChange, searchDelayMs = SEARCH_DELAY_MS }: QueueFilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(filters.q ?? '');
  const [draft, setDraft] = useState<DateRange>({ from: filters.from, to: filters.to });
  const [applied, setApplied] = useState({ q: filters.q, from: filters.from, to: filters.to });
  // The last search this box sent: when it comes back through the URL, what was typed since is kept.
  const [sent, setSent] = useState(filters.q);
  // The URL changed (Clear, Back, a shared link): the inputs show what is applied again.
  if (applied.q !== filters.q || applied.from !== filters.from || applied.to !== filters.to) {
    setApplied({ q: filters.q, from: filters.from, to: filters.to });
    if (filters.q !== sent) {
      setText(filters.q ?? '');
      setSent(filters.q);
    }
    setDraft({ from: filters.from, to: filters.to });
  }

  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  // One request per pause in typing, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => {
      const { filters: current, onChange: change } = latest.current;
      const q = text.trim() || undefined;
      if (q === current.q) return;
      setSent(q);
      change({ ...current, q, page: 1 });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, searchDelayMs]);

  const update = (patch: Partial<OpsQueueFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const rangeError = pickupRangeError(draft);
  const detailCount = [filters.from, filters.to, filters.vehicleType, filters.sort !== 'pickup' ? filters.sort : undefined].filter(Boolean).length;

  const changeDate = (key: keyof DateRange, value: string) => {
    const next = { ...draft, [key]: value || undefined };
    setDraft(next);
    if (!pickupRangeError(next)) update(next);
  };

  const clear = () => {
    setText('');
    setSent(undefined);
    setDraft({});
    onChange({ page: 1, sort: filters.sort, status: DEFAULT_QUEUE_STATUS });
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Status" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        <StatusTab label="To do" count={counts ? openCount(counts) : undefined} active={filters.status === 'open'} onClick={() => update({ status: 'open' })} />
        <StatusTab label="All" count={counts?.total} active={!filters.status} onClick={() => update({ status: undefined })} />
        {BOOKING_STATUSES.map((status: BookingStatus) => (
          <StatusTab key={status} label={STATUS_LABELS[status]} count={counts?.[status]} active={filters.status === status} onClick={() => update({ status })} />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-start">
        <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-q`} className={labelClass}>
              Search
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.75 h-4 w-4 -translate-y-1/2 text-slate-500" />
              <input
                id={`${id}-q`}
                type="search"
                value={text}
                maxLength={100}
                placeholder="Tracking no., id, customer, city"
                onChange={(event) => setText(event.target.value)}
                className={`${fieldClass} pl-9`}
              />
            </div>
          </div>
          {/* On phones the other filters wait behind a button so the first booking stays in view. */}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-more`}
            aria-label={detailCount > 0 ? `Filters (${detailCount} active)` : 'Filters'}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-50 md:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters
            {detailCount > 0 && <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white">{detailCount}</span>}
          </button>
        </div>
        <div id={`${id}-more`} className={`${open ? 'grid' : 'hidden'} col-span-2 grid-cols-2 gap-3 md:grid lg:col-span-4 lg:grid-cols-4`}>
          <DateRangeFields
            id={id}
            labels={{ from: 'Pickup from', to: 'Pickup to' }}
            value={draft}
            onChange={changeDate}
            rangeError={rangeError}
            inputClassName="h-11"
            rangeErrorClassName="col-span-2 lg:col-span-4 lg:row-start-2"
          />
          <div className="min-w-0">
            <label htmlFor={`${id}-vehicle`} className={labelClass}>
              Vehicle type
            </label>
            <select
              id={`${id}-vehicle`}
              className={fieldClass}
              value={filters.vehicleType ?? ''}
              onChange={(event) => update({ vehicleType: (event.target.value || undefined) as VehicleType | undefined })}
            >
              <option value="">All vehicles</option>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VEHICLE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-sort`} className={labelClass}>
              Sort
            </label>
            <select id={`${id}-sort`} className={fieldClass} value={filters.sort} onChange={(event) => update({ sort: event.target.value as OpsSort })}>
              {(Object.keys(SORT_LABELS) as OpsSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {(filters.customer || hasQueueFilter(filters) || draft.from || draft.to) && (
        <div className="flex flex-wrap items-center gap-2">
          {filters.customer && (
            <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-sm font-semibold text-blue-900 ring-1 ring-blue-200">
              Customer: {customerName ?? filters.customer.slice(-8)}
              <button
                type="button"
                aria-label="Remove the customer filter"
                onClick={() => update({ customer: undefined })}
                className="rounded-full p-1 hover:bg-blue-100"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </span>
          )}
          <button
            type="button"
            onClick={clear}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-blue-800 underline underline-offset-4 hover:bg-blue-50"
          >
            Clear all filters
          </button>
        </div>
      )}
    </div>
  );
}
