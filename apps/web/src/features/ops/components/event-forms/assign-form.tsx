import {
  assignEventSchema,
  NOT_A_DRIVER_MESSAGE,
  VEHICLE_MODE_LABELS,
  VEHICLE_UNKNOWN,
  vehicleRefusal,
  type Booking,
  type DriverWithJobs,
  toCalendarDate,
  type Vehicle,
} from '@meridian/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useDrivers } from '../../api/ops';
import { useVehicles } from '../../api/vehicles';
import { Alert } from '../../../../components/ui/alert';
import { SelectField, TextAreaField } from '../../../../components/ui/text-field';
import { OPS_COPY } from '../../../../content/ops';
import { messageOr } from '../../../../lib/api-client';
import { formatCalendarDate } from '../../../../lib/format-date';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

type Cargo = Pick<Booking, 'vehicleType' | 'isPerishable' | 'cargoWeightKg'>;

/**
 * The assign move's schema plus the fleet's rule (decision 0047): the chosen vehicle must be able to carry this
 * booking (its mode, cold for perishable cargo, enough capacity), the same words the API answers 422 with.
 */
export function assignSchemaFor(booking: Cargo, fleet: readonly Vehicle[]) {
  return assignEventSchema.superRefine((value, ctx) => {
    if (!value.vehicleId) return;
    const vehicle = fleet.find((v) => v._id === value.vehicleId);
    const refusal = vehicle ? vehicleRefusal(vehicle, booking) : VEHICLE_UNKNOWN;
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['vehicleId'] });
  });
}

const kg = (value: number) => `${value.toLocaleString('en-US')} kg`;

/** "TRK-101 · refrigerated · 12,000 kg", and why it cannot take this booking when it cannot. */
function vehicleOptionLabel(vehicle: Vehicle, booking: Cargo & Assigning): string {
  const busy = vehicleJobsNote(vehicle, booking);
  const facts = `${vehicle._id} · ${vehicle.refrigerated ? 'refrigerated' : 'not refrigerated'} · ${kg(vehicle.capacityKg)}${busy ? ` · ${busy}` : ''}`;
  const refusal = vehicleRefusal(vehicle, booking);
  if (!refusal) return facts;
  return `${facts} (${vehicle.capacityKg < booking.cargoWeightKg ? 'too small' : 'not refrigerated'})`;
}

type Assigning = Pick<Booking, 'assignment'>;

/** Its jobs besides this booking: a reassignment does not count the booking against the vehicle it already has. */
function otherJobs(vehicle: Vehicle, booking: Assigning): { onTheRoad: number; thatDay: number } | undefined {
  if (!vehicle.jobs) return undefined;
  const own = booking.assignment?.vehicleId === vehicle._id ? 1 : 0;
  return { onTheRoad: vehicle.jobs.onTheRoad, thatDay: Math.max(0, vehicle.jobs.thatDay - own) };
}

const shipments = (n: number) => `${n} ${n === 1 ? 'shipment' : 'shipments'}`;

/** "on the road with 1 shipment; 2 other jobs that day", or nothing for a vehicle with neither. */
function vehicleJobsNote(vehicle: Vehicle, booking: Assigning): string | undefined {
  const jobs = otherJobs(vehicle, booking);
  if (!jobs || (jobs.onTheRoad === 0 && jobs.thatDay === 0)) return undefined;
  const parts = [
    ...(jobs.onTheRoad > 0 ? [`on the road with ${shipments(jobs.onTheRoad)}`] : []),
    ...(jobs.thatDay > 0 ? [`${jobs.thatDay} other ${jobs.thatDay === 1 ? 'job' : 'jobs'} that day`] : []),
  ];
  return parts.join('; ');
}

function driverOptionLabel(driver: DriverWithJobs): string {
  const jobs = driver.jobsThatDay === 0 ? 'free that day' : `${driver.jobsThatDay} ${driver.jobsThatDay === 1 ? 'job' : 'jobs'} that day`;
  return `${driver.firstName} ${driver.lastName} (${jobs})`;
}

export function AssignForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const pickupDay = toCalendarDate(booking.estimatedPickupDate);
  const drivers = useDrivers(pickupDay);
  const vehicles = useVehicles('active', pickupDay);
  // Only vehicles of the booking's mode are offered; those that cannot carry it are shown, disabled, with the reason.
  const fleet = useMemo(() => (vehicles.data ?? []).filter((v) => v.type === booking.vehicleType), [vehicles.data, booking.vehicleType]);
  const schema = useMemo(() => assignSchemaFor(booking, fleet), [booking, fleet]);
  const { register, handleSubmit, formState, watch } = useForm({
    mode: 'onChange',
    resolver: eventResolver(schema),
    defaultValues: {
      type: 'assign' as const,
      version: booking.version,
      note: '',
      driverId: booking.assignment?.driverId ?? '',
      vehicleId: booking.assignment?.vehicleId ?? '',
    },
  });
  const errors = formState.errors;
  const chosen = fleet.find((v) => v._id === watch('vehicleId'));
  const chosenBusy = chosen ? vehicleJobsNote(chosen, booking) : undefined;
  const usable = fleet.filter((v) => !vehicleRefusal(v, booking));
  const cargo = `${kg(booking.cargoWeightKg)}${booking.isPerishable ? ', perishable' : ''}`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        {drivers.isError && <Alert tone="error">{messageOr(drivers.error, OPS_COPY.driversFailed)}</Alert>}
        {drivers.data ? (
          // Rendered once the drivers are known, so a reassignment shows the current driver selected.
          <SelectField
            id="assign-driver"
            label="Driver"
            hint={`(their jobs on ${formatCalendarDate(pickupDay)}, the pickup day)`}
            required
            error={errors.driverId ? NOT_A_DRIVER_MESSAGE : undefined}
            {...register('driverId')}
          >
            <option value="">Choose a driver</option>
            {drivers.data.map((driver) => (
              <option key={driver._id} value={driver._id}>
                {driverOptionLabel(driver)}
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
        {vehicles.isError && <Alert tone="error">{messageOr(vehicles.error, OPS_COPY.vehiclesFailed)}</Alert>}
        {vehicles.data ? (
          <>
            <SelectField
              id="assign-vehicle"
              label="Vehicle"
              hint={`(${VEHICLE_MODE_LABELS[booking.vehicleType]}; cargo ${cargo})`}
              required
              error={errors.vehicleId?.message}
              {...register('vehicleId')}
            >
              <option value="">Choose a vehicle</option>
              {fleet.map((vehicle) => (
                <option key={vehicle._id} value={vehicle._id} disabled={Boolean(vehicleRefusal(vehicle, booking))}>
                  {vehicleOptionLabel(vehicle, booking)}
                </option>
              ))}
            </SelectField>
            {chosen && chosenBusy && (
              // Said, not refused: one vehicle may well carry several jobs a day; the operator decides.
              <Alert tone="info">
                <span data-testid="vehicle-jobs-note">{`${chosen._id}: ${chosenBusy} (${formatCalendarDate(pickupDay)}, the pickup day).`}</span>
              </Alert>
            )}
            {usable.length === 0 && (
              <Alert tone="error">
                {fleet.length === 0 ? OPS_COPY.noVehicleOfMode(VEHICLE_MODE_LABELS[booking.vehicleType]) : OPS_COPY.noVehicleFits} <Link to="/ops/vehicles" className="font-semibold underline">
                  {OPS_COPY.manageVehicles}
                </Link>
              </Alert>
            )}
          </>
        ) : (
          vehicles.isPending && (
            <p role="status" className="text-sm text-slate-700">
              Loading vehicles...
            </p>
          )
        )}
        <TextAreaField id="assign-note" label="Note" hint="(optional)" error={errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label="Assign driver" onCancel={onCancel} />
    </form>
  );
}
