import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_STATUSES,
  DEFAULT_TEMPERATURE_CELSIUS,
  editBookingFormSchema,
  GOODS_TYPES,
  MESSAGES,
  STATUS_LABELS,
  type Booking,
  type EditBookingFormValues,
  type UpdateBookingInput,
} from '@meridian/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateBooking } from '../api/update-booking';
import { fromDateTimeLocal, toDateTimeLocal } from '../lib/format';

function defaultsFor(booking: Booking): EditBookingFormValues {
  return {
    pickupLocation: { ...booking.pickupLocation },
    dropoffLocation: { ...booking.dropoffLocation },
    goodsType: booking.goodsType,
    cargoWeightKg: booking.cargoWeightKg,
    quantity: booking.quantity,
    isFragile: booking.isFragile,
    isPerishable: booking.isPerishable,
    tempControlCelsius: booking.tempControlCelsius || DEFAULT_TEMPERATURE_CELSIUS,
    vehicleType: booking.vehicleType,
    status: booking.status,
    estimatedPickupDate: toDateTimeLocal(booking.estimatedPickupDate),
    estimatedDeliveryDate: toDateTimeLocal(booking.estimatedDeliveryDate),
    notes: booking.notes ?? '',
  };
}

/** spec 5: numbers become numbers and both dates ISO timestamps before sending; the version guards stale edits. */
export function toUpdateInput(values: EditBookingFormValues, version: number): UpdateBookingInput {
  return {
    pickupLocation: values.pickupLocation,
    dropoffLocation: values.dropoffLocation,
    goodsType: values.goodsType,
    cargoWeightKg: Number(values.cargoWeightKg),
    quantity: Number(values.quantity),
    isFragile: values.isFragile,
    isPerishable: values.isPerishable,
    tempControlCelsius: values.isPerishable ? Number(values.tempControlCelsius) : 0,
    vehicleType: values.vehicleType.trim(),
    status: values.status.trim().toLowerCase() as UpdateBookingInput['status'],
    estimatedPickupDate: fromDateTimeLocal(values.estimatedPickupDate),
    estimatedDeliveryDate: fromDateTimeLocal(values.estimatedDeliveryDate),
    notes: values.notes ?? '',
    version,
  };
}

const schemaResolver = zodResolver(editBookingFormSchema);

// The temperature input is hidden unless perishable (and then sent as 0), so a stale value there must not block saving.
const editResolver: Resolver<EditBookingFormValues> = (values, context, options) =>
  schemaResolver(values.isPerishable ? values : { ...values, tempControlCelsius: 0 }, context, options);

export function EditBookingDialog({ booking, open, onClose }: { booking: Booking; open: boolean; onClose: () => void }) {
  const mutation = useUpdateBooking(booking._id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<EditBookingFormValues>({ resolver: editResolver, values: defaultsFor(booking) });

  const close = () => {
    setFailure(null);
    reset(defaultsFor(booking));
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(toUpdateInput(values, booking.version));
      onClose();
    } catch (error) {
      // spec 8: the server's message, else the fallback, inside the dialog, which stays open.
      setFailure(error instanceof ApiError && error.message !== 'Request failed' ? error.message : MESSAGES.booking.updateFailed);
    }
  });

  const perishable = watch('isPerishable');
  return (
    <Dialog open={open} onClose={close} title="Edit Booking" size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {failure && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {failure}
          </p>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">Pickup location</legend>
          <TextField id="edit-pickup-address" label="Pickup address" required error={errors.pickupLocation?.address?.message} {...register('pickupLocation.address')} />
          <TextField id="edit-pickup-city" label="Pickup city" required error={errors.pickupLocation?.city?.message} {...register('pickupLocation.city')} />
          <TextField id="edit-pickup-state" label="Pickup state" required error={errors.pickupLocation?.state?.message} {...register('pickupLocation.state')} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">Drop-off location</legend>
          <TextField id="edit-dropoff-address" label="Drop-off address" required error={errors.dropoffLocation?.address?.message} {...register('dropoffLocation.address')} />
          <TextField id="edit-dropoff-city" label="Drop-off city" required error={errors.dropoffLocation?.city?.message} {...register('dropoffLocation.city')} />
          <TextField id="edit-dropoff-state" label="Drop-off state" required error={errors.dropoffLocation?.state?.message} {...register('dropoffLocation.state')} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="edit-goods" label="Goods type" required error={errors.goodsType?.message} {...register('goodsType')}>
            {GOODS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextField id="edit-vehicle" label="Vehicle type" required error={errors.vehicleType?.message} {...register('vehicleType')} />
          <TextField id="edit-weight" type="number" step="any" label="Weight (kg)" required error={errors.cargoWeightKg?.message} {...register('cargoWeightKg', { valueAsNumber: true })} />
          <TextField id="edit-quantity" type="number" step={1} label="Quantity" required error={errors.quantity?.message} {...register('quantity', { valueAsNumber: true })} />
          <div className="flex flex-col justify-center gap-3">
            <CheckboxField id="edit-fragile" label="Fragile" {...register('isFragile')} />
            <CheckboxField id="edit-perishable" label="Perishable" {...register('isPerishable')} />
          </div>
          {perishable && (
            <TextField id="edit-temperature" type="number" step="any" label="Temperature (°C)" required error={errors.tempControlCelsius?.message} {...register('tempControlCelsius', { valueAsNumber: true })} />
          )}
          <SelectField id="edit-status" label="Status" required error={errors.status?.message} {...register('status')}>
            <option value="" disabled>
              Select Status
            </option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <TextField id="edit-pickup-date" type="datetime-local" label="Pickup date" hint="(UTC)" required error={errors.estimatedPickupDate?.message} {...register('estimatedPickupDate')} />
          <TextField id="edit-delivery-date" type="datetime-local" label="Delivery date" hint="(UTC)" required error={errors.estimatedDeliveryDate?.message} {...register('estimatedDeliveryDate')} />
        </div>
        <TextAreaField id="edit-notes" label="Notes" hint="(optional)" error={errors.notes?.message} {...register('notes')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
