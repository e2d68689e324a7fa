import { WEBHOOK_MAX_ENDPOINTS, type WebhookWithSecret } from '@meridian/contracts';
import { Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopySecret } from '../../../components/ui/copy-secret';
import { WEBHOOKS_COPY } from '../../../content/webhooks';
import { ApiError, messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateWebhook, useWebhooks } from '../api/webhooks';
import { WebhookCard } from '../components/webhook-card';
import { WebhookForm } from '../components/webhook-form';

function SecretPanel({ created, onDone }: { created: WebhookWithSecret; onDone: () => void }) {
  return (
    <section aria-labelledby="secret-title" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5 sm:p-6">
      <h2 id="secret-title" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" /> Signing secret
      </h2>
      <p className="mt-1 break-all text-sm text-amber-950">{created.url}</p>
      <p className="mt-2 font-semibold text-amber-950">{WEBHOOKS_COPY.secretWarning}</p>
      <div className="mt-4">
        <CopySecret value={created.secret} what="secret" testId="webhook-secret" />
      </div>
      <Button variant="secondary" className="mt-3" onClick={onDone}>
        I have saved the secret
      </Button>
    </section>
  );
}

function CreatePanel({ onCreated, onCancel }: { onCreated: (created: WebhookWithSecret) => void; onCancel: () => void }) {
  const mutation = useCreateWebhook();
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-4 text-lg font-bold text-slate-900">Add an endpoint</h2>
      <WebhookForm
        idPrefix="new-webhook"
        title="Add an endpoint"
        submitLabel="Add endpoint"
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={onCancel}
        onSubmit={(input) => mutation.mutate(input, { onSuccess: onCreated })}
      />
    </section>
  );
}

/** /organization/webhooks: the organization's endpoints, for its admins (decision 0057). */
export function WebhooksPage() {
  usePageTitle(WEBHOOKS_COPY.title);
  const query = useWebhooks();
  const [adding, setAdding] = useState(false);
  // The one moment a secret shows: just after create or rotate.
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const webhooks = query.data ?? [];
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  const full = webhooks.length >= WEBHOOK_MAX_ENDPOINTS;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{WEBHOOKS_COPY.title}</h1>
          <p className="mt-1 max-w-3xl text-slate-700">{WEBHOOKS_COPY.intro}</p>
        </div>
        {!adding && !created && query.isSuccess && (
          <Button onClick={() => setAdding(true)} disabled={full} className="shrink-0">
            <Plus aria-hidden="true" className="h-5 w-5" /> Add endpoint
          </Button>
        )}
      </div>
      <div className="mt-6 space-y-6">
        {created && <SecretPanel created={created} onDone={() => setCreated(null)} />}
        {adding && (
          <CreatePanel
            onCancel={() => setAdding(false)}
            onCreated={(webhook) => {
              setAdding(false);
              setCreated(webhook);
            }}
          />
        )}
        {query.isPending ? (
          <p role="status" className="text-slate-700">
            Loading webhooks...
          </p>
        ) : forbidden ? (
          <Alert tone="info">{WEBHOOKS_COPY.notAllowed}</Alert>
        ) : query.isError ? (
          <Alert tone="error">{messageOr(query.error, WEBHOOKS_COPY.loadFailed)}</Alert>
        ) : webhooks.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{WEBHOOKS_COPY.empty}</p>
        ) : (
          <ul aria-label="Endpoints" className="space-y-4">
            {webhooks.map((webhook) => (
              <WebhookCard key={webhook.id} webhook={webhook} onSecret={setCreated} />
            ))}
          </ul>
        )}
        {query.isSuccess && <p className="text-sm text-slate-600">{WEBHOOKS_COPY.signingHelp}</p>}
      </div>
    </>
  );
}
