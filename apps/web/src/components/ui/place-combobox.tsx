import type { Place } from '@meridian/contracts';
import { Loader2 } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { PLACE_SEARCH_MIN_CHARS, usePlaceSearch } from '../../api/places';
import { PLACE_COPY } from '../../content/booking-wizard';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FormField, inputClass } from './form-field';

/** Long enough that a typist's burst asks once, short enough that the list follows the typing. */
const PLACE_SEARCH_DEBOUNCE_MS = 250;

export interface PlaceComboboxProps {
  id: string;
  label: string;
  /** The text in the box (the city). */
  value: string;
  /** Typing: the text alone, no place chosen (any coordinates picked before no longer hold). */
  onChange: (text: string) => void;
  /** A place chosen from the list. */
  onPick: (place: Place) => void;
  onBlur?: () => void;
  /** Searches within this ISO country when given. */
  country?: string;
  name?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const describe = (place: Place) => [place.state, place.country].filter(Boolean).join(', ');

/**
 * A city field that suggests places from GET /places (decision 0096), by the WAI-ARIA combobox pattern with a listbox
 * popup: the focus stays in the box, the active option is named by aria-activedescendant, Down/Up move, Enter picks,
 * Escape closes, and a polite live region says how many places were found. Typing stays allowed: a place the list does
 * not know is left for the API to resolve.
 */
export function PlaceCombobox({ id, label, value, onChange, onPick, onBlur, country, name, error, hint, required, ref }: PlaceComboboxProps) {
  const listId = useId();
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const searchable = query.length >= PLACE_SEARCH_MIN_CHARS;
  const search = usePlaceSearch({ q: query, country: country || undefined });
  const places = searchable ? (search.data ?? []) : [];
  // The list belongs to the text it was asked for: while the debounce or the request catches up, it stays closed.
  const settled = searchable && query === value.trim() && search.isSuccess && !search.isFetching;
  const expanded = open && settled && places.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (place: Place) => {
    onPick(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!settled || places.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : places.length - 1);
        return;
      }
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter') {
      // Enter on an active option picks it; it must not also submit the form around the box.
      if (expanded && active >= 0 && places[active]) {
        event.preventDefault();
        pick(places[active]);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const announcement = !open || !searchable ? '' : search.isError ? PLACE_COPY.searchFailed : settled ? PLACE_COPY.results(places.length) : '';
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  return (
    <FormField id={id} label={label} error={error} required={required}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={inputClass(Boolean(error))}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
        />
        {open && searchable && search.isFetching && (
          <Loader2 aria-hidden="true" className="absolute top-3 right-3 h-5 w-5 animate-spin text-slate-500 motion-reduce:animate-none" />
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
        >
          {places.map((place, index) => (
            <li
              key={`${place.name}-${place.state}-${place.country}-${place.coordinates.lat}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The box keeps the focus (the pattern's rule), so a press on an option must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
              className={`cursor-pointer px-3.5 py-2 ${index === active ? 'bg-blue-700 text-white' : 'text-slate-900 hover:bg-slate-100'}`}
            >
              <span className="font-semibold">{place.name}</span>
              <span className={`ml-2 text-sm ${index === active ? 'text-blue-100' : 'text-slate-600'}`}>{describe(place)}</span>
            </li>
          ))}
        </ul>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </FormField>
  );
}
