import type { LocationInput, Place } from '@meridian/contracts';
import { get, useController, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { PLACE_COPY } from '../../content/booking-wizard';
import { PlaceCombobox } from '../ui/place-combobox';
import { TextField } from '../ui/text-field';
import { CountrySelect } from './country-select';

/** The forms a place is edited in (the booking wizard, the booking edit dialog) hold it under one of these names. */
export type LocationName = 'pickupLocation' | 'dropoffLocation';
type LocationForm = Record<LocationName, LocationInput>;

/**
 * A pickup or drop-off place, controlled by the caller's react-hook-form (decision 0096): country first (it scopes the
 * city search and the postal code's format), address, the city combobox, state and postal code, both optional. A city
 * picked from the list fills the state and the coordinates, which go in the body so the API does not look the place up
 * again; typing the city or changing the country drops coordinates that no longer hold.
 */
export function LocationFields<T extends LocationForm>({
  form: anyForm,
  name,
  errorFor,
}: {
  form: UseFormReturn<T>;
  name: LocationName;
  /** The message beside a field; by default the form's own error for it. */
  errorFor?: (path: string) => string | undefined;
}) {
  const form = anyForm as unknown as UseFormReturn<LocationForm>;
  const { register, setValue, control } = form;
  const errorAt = errorFor ?? ((path: string) => (get(form.formState.errors, path) as FieldError | undefined)?.message);
  const country = useWatch({ control, name: `${name}.country` });
  const city = useController({ control, name: `${name}.city` });
  const set = (field: keyof LocationInput, value: unknown, validate = true) =>
    setValue(`${name}.${field}` as `${LocationName}.city`, value as string, { shouldDirty: true, shouldValidate: validate, shouldTouch: validate });

  const pick = (place: Place) => {
    if (place.country !== country) set('country', place.country);
    set('city', place.name);
    set('state', place.state ?? '', false);
    set('coordinates', place.coordinates, false);
  };
  const countryField = register(`${name}.country`, {
    onChange: () => set('coordinates', undefined, false),
  });

  return (
    <>
      <CountrySelect id={`${name}.country`} required error={errorAt(`${name}.country`)} {...countryField} />
      <div className="sm:col-span-2">
        <TextField id={`${name}.address`} label={PLACE_COPY.address} required autoComplete="street-address" error={errorAt(`${name}.address`)} {...register(`${name}.address`)} />
      </div>
      <PlaceCombobox
        id={`${name}.city`}
        label={PLACE_COPY.city}
        required
        hint={PLACE_COPY.cityHint}
        name={city.field.name}
        ref={city.field.ref}
        value={city.field.value ?? ''}
        country={country || undefined}
        error={errorAt(`${name}.city`)}
        onChange={(text) => {
          city.field.onChange(text);
          set('coordinates', undefined, false);
        }}
        onPick={pick}
        onBlur={city.field.onBlur}
      />
      <TextField id={`${name}.state`} label={PLACE_COPY.state} hint={PLACE_COPY.optional} autoComplete="address-level1" error={errorAt(`${name}.state`)} {...register(`${name}.state`)} />
      <TextField id={`${name}.postalCode`} label={PLACE_COPY.postalCode} hint={PLACE_COPY.optional} autoComplete="postal-code" error={errorAt(`${name}.postalCode`)} {...register(`${name}.postalCode`)} />
    </>
  );
}
