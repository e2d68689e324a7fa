import { zodResolver } from '@hookform/resolvers/zod';
import {
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  vehicleCreateSchema,
  vehicleUpdateSchema,
  type Vehicle,
  type VehicleCreate,
  type VehicleCreateInput,
  type VehicleType,
  type VehicleUpdate,
} from '@meridian/contracts';
import { Plus, Snowflake } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useCreateVehicle, useRetireVehicle, useUpdateVehicle, useVehicles, type VehicleListState } from '../api/vehicles';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/text-field';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';

type VehicleValues = { id: string; type: VehicleType; refrigerated: boolean; capacityKg: number };
const createResolver = zodResolver(vehicleCreateSchema) as unknown as Resolver<VehicleValues, unknown, VehicleCreate>;
const updateResolver = zodResolver(vehicleUpdateSchema) as unknown as Resolver<Omit<VehicleValues, 'id'>, unknown, VehicleUpdate>;
// An empty number input is NaN, which the schema answers with its own message.
const asNumber = { valueAsNumber: true } as const;

const kg = (value: number) => `${value.toLocaleString('en-US')} kg`;

function AddVehicleForm() {
  const mutation = useCreateVehicle();
  const { register, handleSubmit, formState, reset } = useForm<VehicleValues, unknown, VehicleCreate>({
    resolver: createResolver,
    defaultValues: { id: '', type: 'truck', refrigerated: false },
  });
  const errors = formState.errors;
  const submit = (input: VehicleCreateInput) => mutation.mutate(input, { onSuccess: () => reset() });
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Add a vehicle</h2>
      <p className="mt-1 text-sm text-slate-700">The assign dialog offers these; a perishable booking needs a refrigerated one, and none may carry more than its capacity.</p>
      {mutation.isError && (
        <Alert tone="error" className="mt-4">
          {messageOr(mutation.error, OPS_COPY.vehicleSaveFailed)}
        </Alert>
      )}
      {mutation.isSuccess && !formState.isDirty && (
        <p role="status" className="mt-4 text-sm font-semibold text-green-800">
          {mutation.data._id} added.
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-start">
        <TextField id="vehicle-id" label="Fleet number" required placeholder="e.g. TRK-105" autoComplete="off" error={errors.id?.message} {...register('id')} />
        <SelectField id="vehicle-type" label="Type" required error={errors.type?.message} {...register('type')}>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VEHICLE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField id="vehicle-capacity" label="Capacity (kg)" required type="number" min={1} step="any" inputMode="decimal" error={errors.capacityKg?.message} {...register('capacityKg', asNumber)} />
        <div className="lg:mt-9">
          <CheckboxField id="vehicle-refrigerated" label="Refrigerated" {...register('refrigerated')} />
        </div>
        <Button type="submit" className="lg:mt-7" disabled={mutation.isPending}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {mutation.isPending ? 'Adding...' : 'Add vehicle'}
        </Button>
      </div>
    </form>
  );
}

function EditVehicleDialog({ target, onClose }: { target: Vehicle | null; onClose: () => void }) {
  const mutation = useUpdateVehicle();
  const { register, handleSubmit, formState, reset } = useForm<Omit<VehicleValues, 'id'>, unknown, VehicleUpdate>({ resolver: updateResolver });
  const [shown, setShown] = useState<Vehicle | null>(null);
  // A new target fills the form with its values.
  if (target && target !== shown) {
    setShown(target);
    reset({ type: target.type, refrigerated: target.refrigerated, capacityKg: target.capacityKg });
  }
  const close = () => {
    mutation.reset();
    setShown(null);
    onClose();
  };
  const errors = formState.errors;
  return (
    <Dialog open={target !== null} title={target ? `Edit ${target._id}` : 'Edit vehicle'} onClose={close} size="lg">
      {target && (
        <form noValidate onSubmit={handleSubmit((changes) => mutation.mutate({ id: target._id, changes }, { onSuccess: close }))}>
          {mutation.isError && (
            <Alert tone="error" className="mb-4">
              {messageOr(mutation.error, OPS_COPY.vehicleSaveFailed)}
            </Alert>
          )}
          <div className="space-y-4">
            <SelectField id="edit-vehicle-type" label="Type" required error={errors.type?.message} {...register('type')}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VEHICLE_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            <TextField id="edit-vehicle-capacity" label="Capacity (kg)" required type="number" min={1} step="any" inputMode="decimal" error={errors.capacityKg?.message} {...register('capacityKg', asNumber)} />
            <CheckboxField id="edit-vehicle-refrigerated" label="Refrigerated" {...register('refrigerated')} />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Back
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save vehicle'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function RetireDialog({ target, onClose }: { target: Vehicle | null; onClose: () => void }) {
  const mutation = useRetireVehicle();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} title="Retire vehicle" onClose={close}>
      {target && (
        <>
          <p className="text-slate-800">
            Retire <span className="font-semibold">{target._id}</span>? It is no longer offered for new assignments; bookings it already carries keep it.
          </p>
          {mutation.isError && (
            <Alert tone="error" className="mt-4">
              {messageOr(mutation.error, OPS_COPY.vehicleSaveFailed)}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Keep vehicle
            </Button>
            <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate(target._id, { onSuccess: close })}>
              {mutation.isPending ? 'Retiring...' : 'Retire vehicle'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function VehicleRow({ vehicle, onEdit, onRetire }: { vehicle: Vehicle; onEdit: () => void; onRetire: () => void }) {
  const retired = vehicle.retiredAt !== null;
  return (
    <li className="grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm sm:px-6 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] sm:items-center">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-semibold break-all text-slate-900">{vehicle._id}</p>
        <p className="text-slate-700">{VEHICLE_TYPE_LABELS[vehicle.type]}</p>
      </div>
      <div>
        <p className="text-xs text-slate-600">Capacity</p>
        <p className="text-slate-900">{kg(vehicle.capacityKg)}</p>
      </div>
      <div>
        {vehicle.refrigerated ? (
          <Badge className="bg-sky-100 text-sky-900">
            <Snowflake aria-hidden="true" className="h-3 w-3" /> Refrigerated
          </Badge>
        ) : (
          <Badge>Not refrigerated</Badge>
        )}
      </div>
      <div>
        {retired ? (
          <>
            <Badge className="bg-slate-200 text-slate-800">Retired</Badge>
            <p className="mt-1 text-xs text-slate-700">{formatDateTime(vehicle.retiredAt)}</p>
          </>
        ) : vehicle.imported ? (
          <Badge className="bg-amber-100 text-amber-950">Imported: check details</Badge>
        ) : (
          <Badge className="bg-green-100 text-green-900">Active</Badge>
        )}
      </div>
      {!retired && (
        <div className="col-span-2 flex gap-2 sm:col-span-1 sm:justify-end">
          <Button variant="secondary" className="px-3 py-2 text-sm" onClick={onEdit} aria-label={`Edit ${vehicle._id}`}>
            Edit
          </Button>
          <Button variant="secondary" className="px-3 py-2 text-sm" onClick={onRetire} aria-label={`Retire ${vehicle._id}`}>
            Retire
          </Button>
        </div>
      )}
    </li>
  );
}

const STATES: { state: VehicleListState; label: string }[] = [
  { state: 'active', label: 'In service' },
  { state: 'retired', label: 'Retired' },
];

/** /ops/vehicles: the fleet the assign dialog chooses from (decision 0047); operators add, change and retire vehicles. */
export function VehiclesPage() {
  usePageTitle('Vehicles');
  const [state, setState] = useState<VehicleListState>('active');
  const query = useVehicles(state);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [retiring, setRetiring] = useState<Vehicle | null>(null);
  const vehicles = query.data ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Vehicles</h1>
      <div className="mt-6 space-y-6">
        <AddVehicleForm />
        <section aria-labelledby="fleet-title" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5 sm:px-6">
            <h2 id="fleet-title" className="text-lg font-bold text-slate-900">
              Fleet
            </h2>
            <div role="group" aria-label="Show" className="flex gap-2">
              {STATES.map((option) => (
                <button
                  key={option.state}
                  type="button"
                  aria-pressed={state === option.state}
                  onClick={() => setState(option.state)}
                  className={`rounded-full border px-3.5 py-1.5 text-sm font-semibold ${
                    state === option.state ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                  }`}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
          {query.isPending ? (
            <p role="status" className="p-6 text-slate-700">
              Loading vehicles...
            </p>
          ) : query.isError ? (
            <Alert tone="error" className="m-5">
              {messageOr(query.error, OPS_COPY.vehiclesFailed)}
            </Alert>
          ) : vehicles.length === 0 ? (
            <p className="p-6 text-slate-700">{state === 'active' ? 'No vehicles in service. Add one above.' : 'No retired vehicles.'}</p>
          ) : (
            <ul aria-label="Vehicles" className="mt-2 divide-y divide-slate-100">
              {vehicles.map((vehicle) => (
                <VehicleRow key={vehicle._id} vehicle={vehicle} onEdit={() => setEditing(vehicle)} onRetire={() => setRetiring(vehicle)} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <EditVehicleDialog target={editing} onClose={() => setEditing(null)} />
      <RetireDialog target={retiring} onClose={() => setRetiring(null)} />
    </>
  );
}
