import type { SmsMessageSummary } from '@meridian/contracts';
import { RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useRetrySmsMessage, useSmsMessages, type SmsListFilters } from '../api/ops-sms';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';

const TABS: Array<{ status: SmsListFilters['status']; label: string }> = [
  { status: 'failed', label: 'Failed' },
  { status: 'queued', label: 'Queued' },
  { status: 'sent', label: 'Sent' },
  { status: 'suppressed', label: 'Not sent' },
];

const statusBadge: Record<SmsMessageSummary['status'], string> = {
  failed: 'bg-red-100 text-red-900',
  undelivered: 'bg-red-100 text-red-900',
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-900',
  sent: 'bg-green-100 text-green-900',
  delivered: 'bg-green-100 text-green-900',
  suppressed: 'bg-slate-100 text-slate-800',
};

function SmsRow({ message }: { message: SmsMessageSummary }) {
  const retry = useRetrySmsMessage();
  return (
    <li className="grid gap-x-4 gap-y-2 p-4 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_6rem_8rem] sm:items-start">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900">To {message.to}</p>
        <p className="break-words text-slate-700">{message.body}</p>
        <p className="text-xs text-slate-600">{message.purpose}</p>
      </div>
      <div className="min-w-0">
        {message.lastError ? <p className="break-words text-red-800">{message.lastError}</p> : <p className="text-slate-600">No error</p>}
        <p className="mt-1 text-xs text-slate-600">
          {message.sentAt ? `Sent ${formatDateTime(message.sentAt)}` : `Updated ${formatDateTime(message.updatedAt)}`}
        </p>
      </div>
      <div>
        <Badge className={statusBadge[message.status]}>{message.status}</Badge>
        <p className="mt-1 text-xs text-slate-700">
          {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
      </div>
      <div className="sm:text-right">
        {message.status === 'failed' && (
          <Button
            variant="secondary"
            className="px-3 py-2 text-sm"
            disabled={retry.isPending}
            onClick={() => retry.mutate(message._id)}
            aria-label={`Retry the text to ${message.to}: ${message.purpose}`}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> {retry.isPending ? 'Retrying...' : 'Retry'}
          </Button>
        )}
        {retry.isError && <p className="mt-1 text-xs text-red-800">{messageOr(retry.error, 'Could not retry.')}</p>}
      </div>
    </li>
  );
}

/**
 * /ops/sms: texts the provider refused after every retry or the carrier could not deliver, with a button to send a
 * failed one again; and those never sent (the number said STOP, or has no country code). Decision 0111.
 */
export function SmsPage() {
  usePageTitle('SMS');
  const [params, setParams] = useSearchParams();
  const status = TABS.find((tab) => tab.status === params.get('status'))?.status ?? 'failed';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useSmsMessages({ status, page });
  const records = query.data?.records ?? [];
  const select = (next: Record<string, string>) => setParams({ status, page: '1', ...next });

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">SMS</h1>
      <p className="mt-1 text-slate-700">Texts are retried automatically with growing pauses; after the last attempt they wait here for you.</p>
      <div role="tablist" aria-label="Text status" className="mt-5 flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={tab.status === status}
            onClick={() => select({ status: tab.status })}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${tab.status === status ? 'bg-slate-900 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section aria-label={`${status} texts`} className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {query.isPending ? (
          <p role="status" className="p-6 text-slate-700">
            Loading texts...
          </p>
        ) : query.isError ? (
          <Alert tone="error" className="m-5">
            {messageOr(query.error, OPS_COPY.smsFailed)}
          </Alert>
        ) : records.length === 0 ? (
          <p className="p-6 text-slate-700">{status === 'failed' ? 'No failed texts. Everything was delivered.' : status === 'suppressed' ? 'Every text was sent.' : `No ${status} texts.`}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((message) => (
              <SmsRow key={message._id} message={message} />
            ))}
          </ul>
        )}
      </section>
      {query.data && (
        <div className="mt-4">
          <Pager currentPage={query.data.pagination.currentPage} totalPages={query.data.pagination.totalPages} onPageChange={(next) => select({ page: String(next) })} />
        </div>
      )}
    </>
  );
}
