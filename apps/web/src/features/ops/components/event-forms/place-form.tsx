import { locationEventSchema, outForDeliveryEventSchema, pickupEventSchema } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { eventResolver, optionalNumber } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

const SCHEMAS = { pickup: pickupEventSchema, location: locationEventSchema, 'out-for-delivery': outForDeliveryEventSchema } as const;
const SUBMIT_LABELS = { pickup: 'Mark picked up', location: 'Update location', 'out-for-delivery': 'Mark out for delivery' } as const;

type PlaceMove = keyof typeof SCHEMAS;

/** Picked up, location update and out for delivery: where it happened (coordinates only on a location update) and a note. */
export function PlaceForm({ type, booking, pending, onSubmit, onCancel }: EventFormProps & { type: PlaceMove }) {
  const withCoordinates = type === 'location';
  const placeRequired = type === 'location';
  const { register, handleSubmit, formState } = useForm({
    // The three schemas share their fields; the union keeps each move's own rules (a location update needs a place).
    resolver: eventResolver(SCHEMAS[type] as typeof locationEventSchema),
    defaultValues: { type: type as 'location', version: booking.version, note: '', location: { place: '' } },
  });
  const errors = formState.errors.location;
  const coordinates = errors?.coordinates;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <TextField
          id={`${type}-place`}
          label="Place"
          hint={placeRequired ? undefined : '(optional)'}
          required={placeRequired}
          placeholder="e.g. Newark depot, I-95 exit 13"
          error={errors?.place?.message}
          {...register('location.place')}
        />
        {withCoordinates && (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">
              Coordinates <span className="font-normal text-slate-600">(optional)</span>
            </legend>
            <div className="mt-1.5 grid grid-cols-2 gap-3">
              <TextField
                id="location-lat"
                label="Latitude"
                type="number"
                step="any"
                inputMode="decimal"
                error={coordinates?.lat?.message}
                {...register('location.coordinates.lat', optionalNumber)}
              />
              <TextField
                id="location-lng"
                label="Longitude"
                type="number"
                step="any"
                inputMode="decimal"
                error={coordinates?.lng?.message}
                {...register('location.coordinates.lng', optionalNumber)}
              />
            </div>
          </fieldset>
        )}
        <TextAreaField id={`${type}-note`} label="Note" hint="(optional)" error={formState.errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label={SUBMIT_LABELS[type]} onCancel={onCancel} />
    </form>
  );
}
