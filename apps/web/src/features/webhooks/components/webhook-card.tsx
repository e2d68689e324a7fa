import { WEBHOOK_EVENT_LABELS, type Webhook, type WebhookWithSecret } from '@meridian/contracts';
import { ChevronDown, ChevronUp, KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TONE_CLASSES } from '../../../components/ui/status-badge';
import { WEBHOOKS_COPY } from '../../../content/webhooks';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteWebhook, useRotateSecret, useSendTestEvent, useUpdateWebhook } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { WebhookForm } from './webhook-form';

function statusOf(webhook: Webhook): { label: string; tone: string } {
  if (!webhook.enabled) return { label: webhook.disabledReason ? 'Disabled after failures' : 'Disabled', tone: TONE_CLASSES.grey };
  if (webhook.failingSince) return { label: 'Failing', tone: TONE_CLASSES.red };
  return { label: 'Active', tone: TONE_CLASSES.green };
}

/** A confirm step for an action that cannot be undone: Keep, or go ahead (its error shown in place). */
function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  goLabel,
  pendingLabel,
  danger = false,
  run,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  keepLabel: string;
  goLabel: string;
  pendingLabel: string;
  danger?: boolean;
  run: (done: () => void) => { isPending: boolean; error: unknown; reset(): void; go(): void };
  onClose: () => void;
}) {
  const close = () => {
    action.reset();
    onClose();
  };
  const action = run(close);
  return (
    <Dialog open={open} title={title} onClose={close}>
      <div className="break-words text-slate-800">{children}</div>
      {Boolean(action.error) && (
        <Alert tone="error" className="mt-4">
          {messageOr(action.error, `Could not ${goLabel.toLowerCase()}.`)}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={action.isPending}>
          {keepLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={action.isPending} onClick={action.go}>
          {action.isPending ? pendingLabel : goLabel}
        </Button>
      </div>
    </Dialog>
  );
}

function DeleteDialog({ webhook, open, onClose }: { webhook: Webhook; open: boolean; onClose: () => void }) {
  const mutation = useDeleteWebhook();
  return (
    <ConfirmDialog
      open={open}
      title="Delete endpoint"
      keepLabel="Keep endpoint"
      goLabel="Delete endpoint"
      pendingLabel="Deleting..."
      danger
      onClose={onClose}
      run={(done) => ({ isPending: mutation.isPending, error: mutation.error, reset: mutation.reset, go: () => mutation.mutate(webhook.id, { onSuccess: done }) })}
    >
      Delete <span className="font-mono font-semibold">{webhook.url}</span> and its delivery log? Events stop going to it at once. This cannot be undone.
    </ConfirmDialog>
  );
}

function RotateDialog({ webhook, open, onClose, onRotated }: { webhook: Webhook; open: boolean; onClose: () => void; onRotated: (rotated: WebhookWithSecret) => void }) {
  const mutation = useRotateSecret();
  return (
    <ConfirmDialog
      open={open}
      title="Rotate signing secret"
      keepLabel="Keep secret"
      goLabel="Rotate secret"
      pendingLabel="Rotating..."
      onClose={onClose}
      run={(done) => ({
        isPending: mutation.isPending,
        error: mutation.error,
        reset: mutation.reset,
        go: () =>
          mutation.mutate(webhook.id, {
            onSuccess: (rotated) => {
              done();
              onRotated(rotated);
            },
          }),
      })}
    >
      Deliveries are signed with a new secret from now on; your receiver must switch to it at once or refuse them.
    </ConfirmDialog>
  );
}

/** One endpoint: where it points, what it hears, whether it is on, and its delivery log. */
export function WebhookCard({ webhook, onSecret }: { webhook: Webhook; onSecret: (rotated: WebhookWithSecret) => void }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const test = useSendTestEvent();
  const status = statusOf(webhook);
  const sendTest = () => test.mutate(webhook.id, { onSuccess: () => setShowLog(true) });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-label={webhook.url}>
      {editing ? (
        <WebhookForm
          idPrefix={`edit-${webhook.id}`}
          title={`Edit ${webhook.url}`}
          submitLabel="Save changes"
          initial={{ url: webhook.url, events: webhook.events }}
          pending={update.isPending}
          error={update.error}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          onSubmit={(input) => update.mutate({ id: webhook.id, ...input }, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold break-all text-slate-900">{webhook.url}</p>
              <p className="mt-1 text-xs text-slate-600">
                Added {formatDateTime(webhook.createdAt)}
                {webhook.lastSuccessAt ? ` · last success ${formatDateTime(webhook.lastSuccessAt)}` : ''}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Badge className={status.tone}>{status.label}</Badge>
              <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  role="switch"
                  className="h-5 w-5 rounded border-slate-400 text-blue-700 focus:ring-blue-700"
                  checked={webhook.enabled}
                  disabled={update.isPending}
                  onChange={(event) => update.mutate({ id: webhook.id, enabled: event.target.checked })}
                  aria-label={`Enabled: ${webhook.url}`}
                />
                Enabled
              </label>
            </div>
          </div>
          {webhook.disabledReason && (
            <Alert tone="error" className="mt-3">
              {WEBHOOKS_COPY.disabledNote}
            </Alert>
          )}
          <ul aria-label="Events" className="mt-3 flex flex-wrap gap-1.5">
            {webhook.events.map((type) => (
              <li key={type}>
                <Badge className="bg-blue-50 text-blue-900">{WEBHOOK_EVENT_LABELS[type]}</Badge>
              </li>
            ))}
          </ul>
          {(update.isError || test.isError) && (
            <Alert tone="error" className="mt-3">
              {messageOr(update.error ?? test.error, 'Could not change the endpoint.')}
            </Alert>
          )}
          <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button variant="secondary" className="px-3 py-2 text-sm" onClick={sendTest} disabled={test.isPending || !webhook.enabled}>
              <Send aria-hidden="true" className="h-4 w-4" /> {test.isPending ? 'Sending...' : 'Send test event'}
            </Button>
            <Button variant="secondary" className="px-3 py-2 text-sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </Button>
            <Button variant="secondary" className="px-3 py-2 text-sm" onClick={() => setRotating(true)}>
              <KeyRound aria-hidden="true" className="h-4 w-4" /> Rotate secret
            </Button>
            <Button variant="secondary" className="px-3 py-2 text-sm" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
            </Button>
            <Button variant="secondary" className="col-span-2 px-3 py-2 text-sm sm:ml-auto" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
              {showLog ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
              {showLog ? 'Hide deliveries' : 'Show deliveries'}
            </Button>
          </div>
        </>
      )}
      {showLog && !editing && (
        <section className="mt-4" aria-label={`Deliveries to ${webhook.url}`}>
          <h3 className="mb-2 text-sm font-bold text-slate-900">Delivery log</h3>
          <DeliveryLog webhookId={webhook.id} />
        </section>
      )}
      <DeleteDialog webhook={webhook} open={deleting} onClose={() => setDeleting(false)} />
      <RotateDialog webhook={webhook} open={rotating} onClose={() => setRotating(false)} onRotated={onSecret} />
    </li>
  );
}
