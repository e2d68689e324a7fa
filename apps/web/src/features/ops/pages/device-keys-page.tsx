import { zodResolver } from '@hookform/resolvers/zod';
import { deviceKeyCreateSchema, type DeviceKey } from '@meridian/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useDeviceKeys, useIssueDeviceKey, useRevokeDeviceKey, type DeviceKeyCreateInput, type IssuedDeviceKey } from '../api/ops';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { KeyListSection, KeyRowCells, OneTimeKeyPanel, RevokeKeyDialog } from '../../../components/ui/key-panels';

type IssueValues = { vehicleId: string; label: string };

// A blank label means none, which the schema expresses as an absent field.
const schemaResolver = zodResolver(deviceKeyCreateSchema) as unknown as Resolver<IssueValues, unknown, DeviceKeyCreateInput>;
const issueResolver: Resolver<IssueValues, unknown, DeviceKeyCreateInput> = (values, context, options) =>
  schemaResolver({ vehicleId: values.vehicleId, ...(values.label.trim() ? { label: values.label } : {}) } as IssueValues, context, options);

function IssueForm({ onIssued }: { onIssued: (key: IssuedDeviceKey) => void }) {
  const mutation = useIssueDeviceKey();
  const { register, handleSubmit, formState, reset } = useForm<IssueValues, unknown, DeviceKeyCreateInput>({
    resolver: issueResolver,
    defaultValues: { vehicleId: '', label: '' },
  });
  const submit = (input: DeviceKeyCreateInput) =>
    mutation.mutate(input, {
      onSuccess: (issued) => {
        reset();
        onIssued(issued);
      },
    });
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Issue a key</h2>
      <p className="mt-1 text-sm text-slate-700">A sensor in the vehicle sends its readings with this key; they go to the booking the vehicle carries.</p>
      {mutation.isError && (
        <Alert tone="error" className="mt-4">
          {messageOr(mutation.error, 'Could not issue the key.')}
        </Alert>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField id="key-vehicle" label="Vehicle" hint="(plate or truck id)" required placeholder="e.g. TRK-101" error={formState.errors.vehicleId?.message} {...register('vehicleId')} />
        <TextField id="key-label" label="Label" hint="(optional)" placeholder="e.g. Rear reefer sensor" error={formState.errors.label?.message} {...register('label')} />
        <Button type="submit" className="sm:mt-7" disabled={mutation.isPending}>
          <KeyRound aria-hidden="true" className="h-4 w-4" /> {mutation.isPending ? 'Issuing...' : 'Issue key'}
        </Button>
      </div>
    </form>
  );
}

function IssuedKeyPanel({ issued, onDone }: { issued: IssuedDeviceKey; onDone: () => void }) {
  return <OneTimeKeyPanel title={`Key for ${issued.vehicleId}`} warning={OPS_COPY.keyWarning} value={issued.key} doneLabel="I have saved the key" onDone={onDone} />;
}

function RevokeDialog({ target, onClose }: { target: DeviceKey | null; onClose: () => void }) {
  const mutation = useRevokeDeviceKey();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <RevokeKeyDialog
      open={target !== null}
      title="Revoke device key"
      error={mutation.isError ? messageOr(mutation.error, 'Could not revoke the key.') : null}
      pending={mutation.isPending}
      keepLabel="Keep key"
      revokeLabel="Revoke key"
      pendingLabel="Revoking..."
      onRevoke={() => target && mutation.mutate(target._id, { onSuccess: close })}
      onClose={close}
    >
      Revoke the key <span className="font-mono font-semibold">{target?.prefix}…</span> of {target?.vehicleId}? Its sensor&apos;s readings are refused from now on.
      This cannot be undone.
    </RevokeKeyDialog>
  );
}

function KeyRow({ deviceKey, onRevoke }: { deviceKey: DeviceKey; onRevoke: () => void }) {
  return (
    <li className="grid grid-cols-2 gap-x-4 gap-y-2 p-4 text-sm sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_7rem] sm:items-center">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-semibold text-slate-900">{deviceKey.vehicleId}</p>
        <p className="truncate text-slate-700">{deviceKey.label || 'No label'}</p>
        <p className="font-mono text-xs text-slate-600">{deviceKey.prefix}…</p>
      </div>
      <KeyRowCells
        createdAt={deviceKey.createdAt}
        lastUsedAt={deviceKey.lastUsedAt}
        revokedAt={deviceKey.revokedAt}
        revokeLabel={`Revoke the key of ${deviceKey.vehicleId} (${deviceKey.prefix})`}
        onRevoke={onRevoke}
      />
    </li>
  );
}

/** /ops/device-keys: keys that let a vehicle's sensor post readings; issued once, stored hashed, revocable. */
export function DeviceKeysPage() {
  usePageTitle('Device keys');
  const query = useDeviceKeys();
  const [issued, setIssued] = useState<IssuedDeviceKey | null>(null);
  const [revoking, setRevoking] = useState<DeviceKey | null>(null);
  const keys = query.data ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Device keys</h1>
      <div className="mt-6 space-y-6">
        {issued ? <IssuedKeyPanel issued={issued} onDone={() => setIssued(null)} /> : <IssueForm onIssued={setIssued} />}
        <KeyListSection title={'Issued keys'} pending={query.isPending} error={query.isError ? messageOr(query.error, OPS_COPY.deviceKeysFailed) : null} emptyText={'No keys yet. Issue one for each vehicle with a temperature sensor.'}>
          {keys.map((deviceKey) => (
            <KeyRow key={deviceKey._id} deviceKey={deviceKey} onRevoke={() => setRevoking(deviceKey)} />
          ))}
        </KeyListSection>
      </div>
      <RevokeDialog target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
