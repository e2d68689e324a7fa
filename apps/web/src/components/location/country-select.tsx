import { useMemo, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import { PLACE_COPY } from '../../content/booking-wizard';
import { SelectField } from '../ui/text-field';
import { countryOptions } from './country-names';

/** A native select of every ISO country by its name (a native select is the most accessible long list there is). */
export function CountrySelect({
  id,
  label = PLACE_COPY.country,
  error,
  required,
  ref,
  ...props
}: {
  id: string;
  label?: string;
  error?: string;
  required?: boolean;
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
}) {
  const options = useMemo(() => countryOptions(), []);
  return (
    <SelectField id={id} label={label} error={error} required={required} ref={ref} autoComplete="country" {...props}>
      <option value="" disabled>
        {PLACE_COPY.countryPlaceholder}
      </option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
