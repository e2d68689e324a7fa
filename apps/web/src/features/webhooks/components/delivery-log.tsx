import type { WebhookDelivery } from '@meridian/contracts';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TONE_CLASSES } from '../../../components/ui/status-badge';
import { WEBHOOKS_COPY } from '../../../content/webhooks';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeliveries, useRetryDelivery } from '../api/webhooks';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: TONE_CLASSES.yellow },
  succeeded: { label: 'Succeeded', tone: TONE_CLASSES.green },
  failed: { label: 'Failed', tone: TONE_CLASSES.red },
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const retry = useRetryDelivery();
  const status = STATUS[delivery.status];
  return (
    <li className="grid gap-3 p-4 text-sm sm:grid-cols-[minmax(0,1.5fr)_minmax(0,3fr)_auto] sm:items-center" data-testid="delivery">
      <div className="min-w-0">
        <p className="font-mono font-semibold text-slate-900">{delivery.type}</p>
        <p className="truncate font-mono text-xs text-slate-600" title={delivery.eventId}>
          {delivery.eventId}
        </p>
        <p className="text-xs text-slate-600">{formatDateTime(delivery.createdAt)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        <Fact label="Status">
          <Badge className={status.tone}>{status.label}</Badge>
        </Fact>
        <Fact label="Attempts">{delivery.attempts}</Fact>
        <Fact label="Response">{delivery.responseStatus ?? '—'}</Fact>
        <Fact label="Duration">{delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}</Fact>
        <Fact label="Next attempt">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</Fact>
        {delivery.lastError && (
          <div className="col-span-2 sm:col-span-5">
            <dt className="sr-only">Last error</dt>
            <dd className="text-xs break-words text-red-800">{delivery.lastError}</dd>
          </div>
        )}
      </dl>
      <div className="sm:text-right">
        <Button
          variant="secondary"
          className="px-3 py-2 text-sm"
          disabled={retry.isPending}
          onClick={() => retry.mutate({ id: webhookId, deliveryId: delivery.id })}
          aria-label={`Retry the ${delivery.type} delivery ${delivery.eventId}`}
        >
          <RotateCw aria-hidden="true" className="h-4 w-4" /> Retry
        </Button>
        {retry.isError && <p className="mt-1 text-xs text-red-700">{messageOr(retry.error, 'Could not retry.')}</p>}
      </div>
    </li>
  );
}

/** The endpoint's latest deliveries; refreshes itself while any is pending. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const query = useDeliveries(webhookId);
  if (query.isPending)
    return (
      <p role="status" className="p-4 text-sm text-slate-700">
        Loading deliveries...
      </p>
    );
  if (query.isError) return <Alert tone="error">{messageOr(query.error, WEBHOOKS_COPY.deliveriesFailed)}</Alert>;
  if (query.data.length === 0) return <p className="p-4 text-sm text-slate-700">{WEBHOOKS_COPY.noDeliveries}</p>;
  return (
    <ul aria-label="Deliveries" className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {query.data.map((delivery) => (
        <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
      ))}
    </ul>
  );
}
