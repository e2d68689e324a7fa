interface FilterButtonsProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  getLabel?: (value: T) => string;
}

/** A row of toggle buttons; the pressed one is the active filter. */
export function FilterButtons<T extends string>({ options, value, onChange, label, getLabel = (v) => v }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const active = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              active ? 'bg-blue-700 text-white shadow-sm' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {getLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
