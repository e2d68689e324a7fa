import { inputClass } from './form-field';

type DateRangeValue = { from?: string; to?: string };

interface DateRangeFieldsProps {
  /** Prefix of the inputs' ids: `${id}-from`, `${id}-to`. */
  id: string;
  labels: { from: string; to: string };
  value: DateRangeValue;
  onChange: (key: keyof DateRangeValue, value: string) => void;
  /** A message under one date (a custom report period names the date it is about). */
  errors?: DateRangeValue;
  /** A message about the pair (From after To), under both dates; both are marked invalid. */
  rangeError?: string;
  required?: boolean;
  /** The filter bars' inputs match their selects' height. */
  inputClassName?: string;
  /** Where the pair's message sits in the caller's grid. */
  rangeErrorClassName?: string;
}

/**
 * A From and a To date, for the bookings list, the console's queue and the reports alike. It renders the two fields
 * (and the pair's message) without a wrapper, so each screen's grid places them.
 */
export function DateRangeFields({ id, labels, value, onChange, errors = {}, rangeError, required, inputClassName = '', rangeErrorClassName = '' }: DateRangeFieldsProps) {
  const field = (key: keyof DateRangeValue) => {
    const error = errors[key];
    const invalid = Boolean(error || rangeError);
    const describedBy = error ? `${id}-${key}-error` : rangeError ? `${id}-range-error` : undefined;
    return (
      <div className="min-w-0">
        <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-slate-800">
          {labels[key]}
          {required && (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        <input
          id={`${id}-${key}`}
          type="date"
          value={value[key] ?? ''}
          onChange={(event) => onChange(key, event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-1.5 ${inputClassName} ${inputClass(invalid)}`}
        />
        {error && (
          <p id={`${id}-${key}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <>
      {field('from')}
      {field('to')}
      {rangeError && (
        <p id={`${id}-range-error`} className={`text-sm font-medium text-red-700 ${rangeErrorClassName}`}>
          {rangeError}
        </p>
      )}
    </>
  );
}
