import {
  assignEventSchema,
  NOT_A_DRIVER_MESSAGE,
  VEHICLE_MISMATCH_MESSAGE,
  VEHICLE_MODE_LABELS,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  type VehicleType,
} from '@meridian/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useDrivers } from '../../../../api/ops';
import { Alert } from '../../../../components/ui/alert';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/text-field';
import { OPS_COPY } from '../../../../content/ops';
import { messageOr } from '../../../../lib/api-client';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

/** The assign move's schema plus the booking's own rule: the vehicle travels the booking's mode (road / air / sea). */
export function assignSchemaFor(mode: VehicleType) {
  return assignEventSchema.refine((value) => value.vehicle?.type === undefined || value.vehicle.type === mode, {
    message: VEHICLE_MISMATCH_MESSAGE,
    path: ['vehicle', 'type'],
    // Shown as soon as the type is wrong, even while the driver is still to be chosen.
    when: () => true,
  });
}

export function AssignForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const drivers = useDrivers();
  const schema = useMemo(() => assignSchemaFor(booking.vehicleType), [booking.vehicleType]);
  const { register, handleSubmit, formState, watch } = useForm({
    mode: 'onChange',
    resolver: eventResolver(schema),
    defaultValues: {
      type: 'assign' as const,
      version: booking.version,
      note: '',
      driverId: booking.assignment?.driverId ?? '',
      vehicle: { id: booking.assignment?.vehicleId ?? '', type: booking.vehicleType },
    },
  });
  const errors = formState.errors;
  const chosenType = watch('vehicle.type');
  const typeError = errors.vehicle?.type?.message ?? (chosenType !== booking.vehicleType ? VEHICLE_MISMATCH_MESSAGE : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        {drivers.isError && <Alert tone="error">{messageOr(drivers.error, OPS_COPY.driversFailed)}</Alert>}
        {drivers.data ? (
          // Rendered once the drivers are known, so a reassignment shows the current driver selected.
          <SelectField id="assign-driver" label="Driver" required error={errors.driverId ? NOT_A_DRIVER_MESSAGE : undefined} {...register('driverId')}>
            <option value="">Choose a driver</option>
            {drivers.data.map((driver) => (
              <option key={driver._id} value={driver._id}>
                {driver.firstName} {driver.lastName}
              </option>
            ))}
          </SelectField>
        ) : (
          drivers.isPending && (
            <p role="status" className="text-sm text-slate-700">
              Loading drivers...
            </p>
          )
        )}
        <TextField
          id="assign-vehicle-id"
          label="Vehicle"
          hint="(plate or truck id)"
          required
          placeholder="e.g. TRK-101"
          autoComplete="off"
          error={errors.vehicle?.id?.message}
          {...register('vehicle.id')}
        />
        <SelectField
          id="assign-vehicle-type"
          label="Vehicle type"
          hint={`(this booking travels by ${VEHICLE_MODE_LABELS[booking.vehicleType]})`}
          required
          error={typeError}
          {...register('vehicle.type')}
        >
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VEHICLE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextAreaField id="assign-note" label="Note" hint="(optional)" error={errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label="Assign driver" onCancel={onCancel} />
    </form>
  );
}
