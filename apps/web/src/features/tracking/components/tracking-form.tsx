import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  loading: boolean;
  error?: string;
  /** The sample numbers to offer; empty where demo data is not seeded (decision 0044). */
  samples: readonly string[];
};

/** The number box, Track ('Tracking...' while loading) and, before a search, the sample numbers where seeded. */
export function TrackingForm({ value, onChange, onSubmit, loading, error, samples }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" role="search">
      <label htmlFor="tracking-number" className="block text-sm font-semibold text-slate-900">
        Tracking number
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="tracking-number"
          name="id"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="e.g. DL-1001"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'tracking-number-error' : undefined}
          className={`${inputClass(Boolean(error))} font-mono sm:flex-1`}
        />
        <Button type="submit" disabled={loading} className="sm:w-40">
          <Search aria-hidden="true" className="h-4 w-4" />
          {loading ? 'Tracking...' : 'Track'}
        </Button>
      </div>
      {error && (
        <p id="tracking-number-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {samples.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-700">Try a sample:</span>
          {samples.map((sample) => (
            <button
              key={sample}
              type="button"
              onClick={() => onChange(sample)}
              className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 font-mono font-semibold text-slate-800 hover:border-blue-400 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none"
            >
              {sample}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
