import { BOOKING_STATUSES, STATUS_LABELS, type BookingStatus } from '@meridian/contracts';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { BookingFilters } from '../../../api/bookings';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { inputClass } from '../../../components/ui/form-field';
import { activeFilterCount, dateRangeError } from '../lib/filters';

interface FilterBarProps {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
}

type DateRange = Pick<BookingFilters, 'from' | 'to'>;

const labelClass = 'block text-sm font-semibold text-slate-800';

/**
 * Status, From Date, To Date, and Clear only when a filter is set. On phones the bar sits behind a
 * Filters button (always open from 768 px, the mobile breakpoint) so the first booking stays above the fold, and an
 * impossible range is held here with its message, never applied, so the list keeps its last good state (decision 0014).
 */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange>({ from: filters.from, to: filters.to });
  const [applied, setApplied] = useState<DateRange>({ from: filters.from, to: filters.to });
  // The URL changed (Clear, Back, a link): the dates show what is applied again.
  if (applied.from !== filters.from || applied.to !== filters.to) {
    setApplied({ from: filters.from, to: filters.to });
    setDraft({ from: filters.from, to: filters.to });
  }

  const rangeError = dateRangeError(draft);
  const count = activeFilterCount(filters);
  const update = (patch: Partial<BookingFilters>) => onChange({ ...filters, ...patch, page: 1 });

  const changeDate = (key: keyof DateRange, value: string) => {
    const next = { ...draft, [key]: value || undefined };
    setDraft(next);
    if (!dateRangeError(next)) update(next);
  };

  const clear = () => {
    setDraft({});
    onChange({ page: 1 });
  };

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? `Filters (${count} active)` : 'Filters'}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50 md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters
        {count > 0 && <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white">{count}</span>}
      </button>
      <div
        id={panelId}
        className={`${open ? 'mt-3 grid' : 'hidden'} grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:mt-0 md:grid md:grid-cols-[1fr_1fr_1fr_auto] md:items-end`}
      >
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="filter-status" className={labelClass}>
            Status
          </label>
          <select
            id="filter-status"
            className={`mt-1.5 h-11 ${inputClass()}`}
            value={filters.status ?? ''}
            onChange={(event) => update({ status: (event.target.value || undefined) as BookingStatus | undefined })}
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          id="filter"
          labels={{ from: 'From Date', to: 'To Date' }}
          value={draft}
          onChange={changeDate}
          rangeError={rangeError}
          inputClassName="h-11"
          rangeErrorClassName="col-span-2 md:col-start-2 md:row-start-2"
        />
        {(count > 0 || draft.from || draft.to) && (
          <button
            type="button"
            onClick={clear}
            className="col-span-2 inline-flex h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50 md:col-span-1 md:col-start-4 md:row-start-1"
          >
            <X aria-hidden="true" className="h-4 w-4" /> Clear
          </button>
        )}
      </div>
    </div>
  );
}
