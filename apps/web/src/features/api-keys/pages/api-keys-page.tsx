import { zodResolver } from '@hookform/resolvers/zod';
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES, createApiKeySchema, type ApiKeySummary, type CreateApiKeyFormValues, type CreateApiKeyInput, type CreatedApiKey } from '@meridian/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { KeyListSection, KeyRowCells, OneTimeKeyPanel, RevokeKeyDialog } from '../../../components/ui/key-panels';
import { TextField } from '../../../components/ui/text-field';
import { API_KEYS_COPY } from '../../../content/developers';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

function CreateForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const mutation = useCreateApiKey();
  const { register, handleSubmit, formState, reset } = useForm<CreateApiKeyFormValues, unknown, CreateApiKeyInput>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scopes: ['bookings:read'] },
  });
  const submit = (input: CreateApiKeyInput) =>
    mutation.mutate(input, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
    });
  const scopesError = formState.errors.scopes?.message ?? formState.errors.scopes?.root?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className={card}>
      <h2 className="text-lg font-bold text-slate-900">{API_KEYS_COPY.createTitle}</h2>
      {mutation.isError && (
        <Alert tone="error" className="mt-4">
          {messageOr(mutation.error, API_KEYS_COPY.createFailed)}
        </Alert>
      )}
      <div className="mt-4 max-w-md">
        <TextField id="key-name" label={API_KEYS_COPY.nameLabel} hint={API_KEYS_COPY.nameHint} required error={formState.errors.name?.message} {...register('name')} />
      </div>
      <fieldset className="mt-5" aria-describedby={scopesError ? 'scopes-error' : undefined}>
        <legend className="font-semibold text-slate-900">{API_KEYS_COPY.scopesLabel}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-300">
              <input type="checkbox" value={scope} className="mt-1 h-4 w-4 shrink-0" {...register('scopes')} />
              <span>
                <span className="block font-mono text-sm font-semibold text-slate-900">{scope}</span>
                <span className="block text-sm text-slate-700">{API_KEY_SCOPE_DESCRIPTIONS[scope]}</span>
              </span>
            </label>
          ))}
        </div>
        {scopesError && (
          <p id="scopes-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
            {scopesError}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="mt-5" disabled={mutation.isPending}>
        <KeyRound aria-hidden="true" className="h-4 w-4" /> {mutation.isPending ? API_KEYS_COPY.creating : API_KEYS_COPY.create}
      </Button>
    </form>
  );
}

function RevealPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <OneTimeKeyPanel title={API_KEYS_COPY.revealTitle(created.name)} warning={API_KEYS_COPY.revealWarning} value={created.key} doneLabel={API_KEYS_COPY.revealDone} onDone={onDone}>
      <p className="mt-1 text-sm text-amber-950">{created.scopes.join(', ')}</p>
    </OneTimeKeyPanel>
  );
}

function RevokeDialog({ target, onClose }: { target: ApiKeySummary | null; onClose: () => void }) {
  const mutation = useRevokeApiKey();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <RevokeKeyDialog
      open={target !== null}
      title={API_KEYS_COPY.revokeTitle}
      error={mutation.isError ? messageOr(mutation.error, API_KEYS_COPY.revokeFailed) : null}
      pending={mutation.isPending}
      keepLabel={API_KEYS_COPY.keep}
      revokeLabel={API_KEYS_COPY.revoke}
      onRevoke={() => target && mutation.mutate(target.id, { onSuccess: close })}
      onClose={close}
    >
      {target ? API_KEYS_COPY.revokeBody(target.name, target.prefix) : null}
    </RevokeKeyDialog>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeySummary; onRevoke: () => void }) {
  return (
    <li className="grid grid-cols-2 gap-x-4 gap-y-2 p-4 text-sm sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_6rem] sm:items-center sm:px-6">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-semibold text-slate-900">{apiKey.name}</p>
        <p className="font-mono text-xs text-slate-600">{apiKey.prefix}…</p>
        <p className="mt-1 flex flex-wrap gap-1">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} className="bg-slate-100 font-mono text-slate-800">
              {scope}
            </Badge>
          ))}
        </p>
      </div>
      <KeyRowCells
        createdAt={apiKey.createdAt}
        lastUsedAt={apiKey.lastUsedAt}
        revokedAt={apiKey.revokedAt}
        suspended={apiKey.suspended ? API_KEYS_COPY.suspended : null}
        revokeLabel={`Revoke the key ${apiKey.name} (${apiKey.prefix})`}
        onRevoke={onRevoke}
      />
    </li>
  );
}

/** /organization/api-keys (decision 0056): the organization's keys; created with a one-time reveal, revocable. */
export function ApiKeysPage() {
  usePageTitle(API_KEYS_COPY.title);
  const query = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const keys = query.data ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{API_KEYS_COPY.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {API_KEYS_COPY.intro}{' '}
        <Link to="/developers" className="font-semibold text-blue-700 underline hover:text-blue-800">
          {API_KEYS_COPY.guideLink}
        </Link>
      </p>
      <div className="mt-6 space-y-6">
        {created ? <RevealPanel created={created} onDone={() => setCreated(null)} /> : <CreateForm onCreated={setCreated} />}
        <KeyListSection title={API_KEYS_COPY.listTitle} pending={query.isPending} error={query.isError ? messageOr(query.error, API_KEYS_COPY.listFailed) : null} emptyText={API_KEYS_COPY.empty}>
          {keys.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </KeyListSection>
      </div>
      <RevokeDialog target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
