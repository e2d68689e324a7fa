import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowedStatusTargets,
  applyTemperatureRule,
  crossesCustomsBorder,
  customsSchema,
  editBookingFormSchema,
  GOODS_TYPES,
  isFinalStatus,
  editableLocation,
  isPickupChangeAllowed,
  MESSAGES,
  PICKUP_IN_PAST_MESSAGE,
  STATUS_LABELS,
  toCalendarDate,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  type Booking,
  type BookingStatus,
  type EditBookingFormValues,
  type LocationInput,
  type StoredLocation,
  type UpdateBookingInput,
} from '@meridian/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { get, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { bookingKeys } from '../../../api/bookings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { LocationFields } from '../../../components/location/location-fields';
import { useUpdateBooking } from '../api/update-booking';
import { CustomsSection } from '../../../components/customs/customs-section';

type FormPath = FieldPath<EditBookingFormValues>;

// The dialog's fields in the order they are shown, so the first one the server refused is the one focused.
const FORM_PATHS: readonly FormPath[] = [
  'pickupLocation.address',
  'pickupLocation.city',
  'pickupLocation.state',
  'pickupLocation.postalCode',
  'pickupLocation.country',
  'dropoffLocation.address',
  'dropoffLocation.city',
  'dropoffLocation.state',
  'dropoffLocation.postalCode',
  'dropoffLocation.country',
  'goodsType',
  'vehicleType',
  'cargoWeightKg',
  'quantity',
  'isFragile',
  'isPerishable',
  'tempControlCelsius',
  'status',
  'estimatedPickupDate',
  'estimatedDeliveryDate',
  'notes',
];

function defaultsFor(booking: Booking): EditBookingFormValues {
  return {
    pickupLocation: editableLocation(booking.pickupLocation),
    dropoffLocation: editableLocation(booking.dropoffLocation),
    goodsType: booking.goodsType,
    cargoWeightKg: booking.cargoWeightKg,
    quantity: booking.quantity,
    isFragile: booking.isFragile,
    isPerishable: booking.isPerishable,
    // Decision 0084: a booking made perishable here asks for its set point; none is assumed.
    tempControlCelsius: booking.isPerishable ? booking.tempControlCelsius : Number.NaN,
    vehicleType: booking.vehicleType,
    status: booking.status,
    estimatedPickupDate: toCalendarDate(booking.estimatedPickupDate),
    estimatedDeliveryDate: toCalendarDate(booking.estimatedDeliveryDate),
    notes: booking.notes ?? '',
    // Decision 0104: the wizard's customs section edits them whenever the places cross a customs border.
    ...(booking.customs ? { customs: booking.customs } : {}),
  };
}

const PLACE_FIELDS = ['address', 'city', 'state', 'postalCode', 'country'] as const;

/**
 * A place is sent only when the user changed it, so an unchanged place keeps coordinates a client may have set
 * precisely. A changed one carries coordinates only while they still hold: the place fields drop them when the city is
 * typed or the country changed and set them when a city is picked from the list; without them the API places the city
 * anew (decision 0096).
 */
function placeChange(next: LocationInput, stored?: StoredLocation): LocationInput | undefined {
  const place: LocationInput = { address: next.address, city: next.city, country: next.country };
  if (next.state?.trim()) place.state = next.state;
  if (next.postalCode?.trim()) place.postalCode = next.postalCode;
  if (next.coordinates) place.coordinates = next.coordinates;
  const same = (value: string | undefined, before: string | undefined) => (value ?? '').trim() === (before ?? '').trim();
  if (stored && PLACE_FIELDS.every((field) => same(place[field], stored[field]))) return undefined;
  return place;
}

const blankText = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const blankNumber = (value: unknown) => typeof value !== 'number' || !Number.isFinite(value);

/**
 * Whether the customs section holds nothing the user typed (it opens with one blank line whose origin is the pickup's
 * country): an old cross-border booking without customs may be saved so, as the API allows (decision 0104).
 */
function isBlankCustoms(customs: EditBookingFormValues['customs']): boolean {
  if (!customs) return true;
  if (customs.incoterm || customs.reasonForExport || !blankText(customs.exporterEori)) return false;
  return customs.lines.every((line) => blankText(line.description) && blankText(line.hsCode) && blankNumber(line.quantity) && blankNumber(line.unitValue) && blankNumber(line.netWeightKg));
}

/**
 * Numbers become numbers before sending; the version guards stale edits (decision 0006). The dates are calendar
 * dates and go as they are (decision 0009: the original app's ISO timestamps added a time the user never entered).
 */
export function toUpdateInput(values: EditBookingFormValues, version: number, stored?: Pick<Booking, 'pickupLocation' | 'dropoffLocation'>): UpdateBookingInput {
  const checked = applyTemperatureRule(values);
  const pickupLocation = placeChange(checked.pickupLocation, stored?.pickupLocation);
  const dropoffLocation = placeChange(checked.dropoffLocation, stored?.dropoffLocation);
  return {
    ...(pickupLocation ? { pickupLocation: pickupLocation as UpdateBookingInput['pickupLocation'] } : {}),
    ...(dropoffLocation ? { dropoffLocation: dropoffLocation as UpdateBookingInput['dropoffLocation'] } : {}),
    goodsType: checked.goodsType,
    cargoWeightKg: Number(checked.cargoWeightKg),
    quantity: Number(checked.quantity),
    isFragile: checked.isFragile,
    isPerishable: checked.isPerishable,
    tempControlCelsius: Number(checked.tempControlCelsius),
    vehicleType: checked.vehicleType,
    status: checked.status.trim().toLowerCase() as UpdateBookingInput['status'],
    estimatedPickupDate: checked.estimatedPickupDate,
    estimatedDeliveryDate: checked.estimatedDeliveryDate,
    notes: checked.notes ?? '',
    // Decision 0104: customs go with every save of a booking whose places cross a border, unless the user typed none
    // (an old booking without them stays editable); across no border the API drops them, so they are not sent.
    ...(crossesCustomsBorder(checked.pickupLocation.country, checked.dropoffLocation.country) && !isBlankCustoms(checked.customs)
      ? { customs: customsSchema.parse(checked.customs) }
      : {}),
    version,
  };
}

const schemaResolver = zodResolver(editBookingFormSchema);

/**
 * The contract's rules, with the hidden temperature of a non-perishable booking set aside (it is sent as 0), plus
 * decision 0009's: a changed pickup date must not be in the past, while an unchanged one may be.
 */
function editResolver(previousPickupDate: string, stored: Pick<Booking, 'pickupLocation' | 'dropoffLocation' | 'customs'>): typeof schemaResolver {
  return async (values, context, options) => {
    let result = await schemaResolver(applyTemperatureRule(values), context, options);
    // Decision 0104: as the API does, an old cross-border booking without customs stays editable while its countries
    // stay and the user typed no customs; once they start, every field is asked for as on creation.
    const sameCountries = values.pickupLocation.country === (stored.pickupLocation.country ?? '') && values.dropoffLocation.country === (stored.dropoffLocation.country ?? '');
    if (sameCountries && !stored.customs && isBlankCustoms(values.customs) && result.errors.customs) {
      const { customs: _customs, ...errors } = result.errors;
      result = (Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }) as typeof result;
    }
    if (isPickupChangeAllowed(previousPickupDate, values.estimatedPickupDate)) return result;
    const pickupError = result.errors.estimatedPickupDate ?? { type: 'pickupInPast', message: PICKUP_IN_PAST_MESSAGE };
    return { values: {}, errors: { ...result.errors, estimatedPickupDate: pickupError } };
  };
}

/** Why a delivered or cancelled booking cannot be edited, said before the user tries (decision 0014). */
export function finalStatusMessage(status: BookingStatus): string {
  return `This booking is ${STATUS_LABELS[status].toLowerCase()}, so it can no longer be changed.`;
}

interface EditBookingDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
  /** Called after a successful save, so the page can say so (decision 0014). */
  onSaved?: () => void;
  /** The field to put the user in on opening, e.g. an old booking's missing country (decision 0096). */
  focusField?: 'pickupLocation.country' | 'dropoffLocation.country';
}

export function EditBookingDialog({ booking, open, onClose, onSaved, focusField }: EditBookingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit Booking" size={isFinalStatus(booking.status) ? 'sm' : 'lg'}>
      {isFinalStatus(booking.status) ? (
        <>
          <Alert tone="info">{finalStatusMessage(booking.status)}</Alert>
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : (
        <EditBookingForm booking={booking} onClose={onClose} onSaved={onSaved} focusField={focusField} />
      )}
    </Dialog>
  );
}

function EditBookingForm({ booking, onClose, onSaved, focusField }: Omit<EditBookingDialogProps, 'open'>) {
  const mutation = useUpdateBooking(booking._id);
  const queryClient = useQueryClient();
  const role = useAuth().user?.role ?? 'customer';
  const [failure, setFailure] = useState<{ message: string; stale: boolean; fieldMarked: boolean } | null>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const form = useForm({ resolver: editResolver(booking.estimatedPickupDate, booking), values: defaultsFor(booking) });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  // After the dialog's own opening focus (its effect runs after this form's), so the asked-for field keeps it.
  useEffect(() => {
    if (!focusField) return;
    const timer = window.setTimeout(() => setFocus(focusField));
    return () => window.clearTimeout(timer);
  }, [focusField, setFocus]);

  // A failure without a field to focus is brought into view beside the buttons the user just pressed.
  useEffect(() => {
    if (failure && !failure.fieldMarked) footerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  const close = () => {
    setFailure(null);
    reset(defaultsFor(booking));
    onClose();
  };

  const reload = async () => {
    setFailure(null);
    await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking._id) });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(toUpdateInput(values, booking.version, booking));
      onClose();
      onSaved?.();
    } catch (error) {
      // The server's message, else the fallback, inside the dialog, which stays open; each field
      // the server refused is marked beside it and the first one focused (decision 0014).
      const fields = error instanceof ApiError ? error.fields : {};
      const customsPaths = Object.keys(fields).filter((path) => path === 'customs' || path.startsWith('customs.')) as FormPath[];
      const refused = [...FORM_PATHS.filter((path) => fields[path]), ...customsPaths];
      setFailure({
        message: messageOr(error, MESSAGES.booking.updateFailed),
        stale: error instanceof ApiError && error.status === 409,
        fieldMarked: refused.length > 0,
      });
      refused.forEach((path, index) => setError(path, { type: 'server', message: fields[path] }, { shouldFocus: index === 0 }));
    }
  });

  const perishable = watch('isPerishable');
  const from = watch('pickupLocation.country') ?? '';
  const to = watch('dropoffLocation.country') ?? '';
  const errorFor = (path: string) => (get(errors as FieldErrors, path) as { message?: string } | undefined)?.message;
  const statuses = allowedStatusTargets(role, booking.status);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {/* The wizard's place fields (decision 0096): country, address, the city combobox, state and postal code. */}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Pickup location</legend>
        <LocationFields form={form} name="pickupLocation" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Drop-off location</legend>
        <LocationFields form={form} name="dropoffLocation" />
      </fieldset>
      {/* Decision 0104: the wizard's own customs section, shown while the places cross a customs border. */}
      {crossesCustomsBorder(from, to) && <CustomsSection form={form} errorFor={errorFor} from={from} to={to} idPrefix="edit-" />}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="edit-goods" label="Goods type" required error={errors.goodsType?.message} {...register('goodsType')}>
          {GOODS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField id="edit-vehicle" label="Vehicle type" required error={errors.vehicleType?.message} {...register('vehicleType')}>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VEHICLE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField id="edit-weight" type="number" step="any" label="Weight (kg)" required error={errors.cargoWeightKg?.message} {...register('cargoWeightKg', { valueAsNumber: true })} />
        <TextField id="edit-quantity" type="number" step={1} label="Quantity" required error={errors.quantity?.message} {...register('quantity', { valueAsNumber: true })} />
        <div className="flex flex-col justify-center gap-3">
          <CheckboxField id="edit-fragile" label="Fragile" {...register('isFragile')} />
          <CheckboxField id="edit-perishable" label="Perishable" {...register('isPerishable')} />
        </div>
        {perishable && (
          <TextField id="edit-temperature" type="number" step="any" label="Temperature (°C)" required error={errors.tempControlCelsius?.message} {...register('tempControlCelsius', { valueAsNumber: true })} />
        )}
        {/* Only the moves this role may make (contracts' transition table, decision 0004), the current status first. */}
        <SelectField id="edit-status" label="Status" required error={errors.status?.message} {...register('status')}>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField id="edit-pickup-date" type="date" label="Pickup date" required error={errors.estimatedPickupDate?.message} {...register('estimatedPickupDate')} />
        <TextField id="edit-delivery-date" type="date" label="Delivery date" required error={errors.estimatedDeliveryDate?.message} {...register('estimatedDeliveryDate')} />
      </div>
      <TextAreaField id="edit-notes" label="Notes" hint="(optional)" error={errors.notes?.message} {...register('notes')} />
      <div ref={footerRef} className="space-y-4">
        {failure && (
          <Alert
            tone="error"
            action={
              failure.stale ? (
                <Button variant="secondary" onClick={() => void reload()}>
                  Reload booking
                </Button>
              ) : undefined
            }
          >
            {failure.message}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
