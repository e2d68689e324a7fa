import { BOOKING_STATUSES, STATUS_LABELS, type BookingStatus } from '@meridian/contracts';
import { X } from 'lucide-react';
import { inputClass } from '../../../components/ui/form-field';
import type { BookingFilters } from '../api/get-bookings';
import { hasFilter } from '../lib/filters';

interface FilterBarProps {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
}

/** spec 2: Status, From Date, To Date, and Clear only when a filter is set. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const update = (patch: Partial<BookingFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor="filter-status" className="block text-sm font-semibold text-slate-800">
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
      <div>
        <label htmlFor="filter-from" className="block text-sm font-semibold text-slate-800">
          From Date
        </label>
        <input
          id="filter-from"
          type="date"
          className={`mt-1.5 h-11 ${inputClass()}`}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => update({ from: event.target.value || undefined })}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-semibold text-slate-800">
          To Date
        </label>
        <input
          id="filter-to"
          type="date"
          className={`mt-1.5 h-11 ${inputClass()}`}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => update({ to: event.target.value || undefined })}
        />
      </div>
      {hasFilter(filters) ? (
        <button
          type="button"
          onClick={() => onChange({ page: 1 })}
          className="inline-flex h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50"
        >
          <X aria-hidden="true" className="h-4 w-4" /> Clear
        </button>
      ) : (
        <span className="hidden sm:block" />
      )}
    </div>
  );
}
