import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';

/** What the mail and SMS queues' summaries share (decisions 0027 and 0111). */
type QueuedMessage<Status extends string> = {
  _id: string;
  status: Status;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  updatedAt: string;
};

type QueueList<M> = { records: M[]; pagination: { currentPage: number; totalPages: number } };

export type MessageQueuePageProps<Status extends string, Tab extends Status, M extends QueuedMessage<Status>> = {
  title: string;
  intro: string;
  /** The plural the page uses for its items ("messages", "texts"). */
  noun: string;
  /** The tabs' accessible name ("Message status"). */
  tabsLabel: string;
  /** The first tab is shown when the address names none. */
  tabs: Array<{ status: Tab; label: string }>;
  badges: Record<Status, string>;
  useList: (filters: { status: Tab; page: number }) => UseQueryResult<QueueList<M>>;
  useRetry: () => UseMutationResult<unknown, Error, string>;
  /** The row's first column: who it goes to and what it says. */
  summary: (message: M) => ReactNode;
  retryLabel: (message: M) => string;
  /** What an empty tab says. */
  empty: (status: Tab) => string;
  loadFailed: string;
};

function QueueRow<Status extends string, M extends QueuedMessage<Status>>({
  message,
  badges,
  useRetry,
  summary,
  retryLabel,
}: { message: M } & Pick<MessageQueuePageProps<Status, Status, M>, 'badges' | 'useRetry' | 'summary' | 'retryLabel'>) {
  const retry = useRetry();
  return (
    <li className="grid gap-x-4 gap-y-2 p-4 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_6rem_8rem] sm:items-start">
      <div className="min-w-0">{summary(message)}</div>
      <div className="min-w-0">
        {message.lastError ? <p className="break-words text-red-800">{message.lastError}</p> : <p className="text-slate-600">No error</p>}
        <p className="mt-1 text-xs text-slate-600">
          {message.sentAt ? `Sent ${formatDateTime(message.sentAt)}` : `Updated ${formatDateTime(message.updatedAt)}`}
        </p>
      </div>
      <div>
        <Badge className={badges[message.status]}>{message.status}</Badge>
        <p className="mt-1 text-xs text-slate-700">
          {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
      </div>
      <div className="sm:text-right">
        {message.status === 'failed' && (
          <Button variant="secondary" className="px-3 py-2 text-sm" disabled={retry.isPending} onClick={() => retry.mutate(message._id)} aria-label={retryLabel(message)}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> {retry.isPending ? 'Retrying...' : 'Retry'}
          </Button>
        )}
        {retry.isError && <p className="mt-1 text-xs text-red-800">{messageOr(retry.error, 'Could not retry.')}</p>}
      </div>
    </li>
  );
}

/**
 * An outbound queue in the operator console (/ops/mail, /ops/sms): its items by status in tabs, a failed one sent again
 * by hand. The status and page live in the address, so a reload or a shared link shows the same list.
 */
export function MessageQueuePage<Status extends string, Tab extends Status, M extends QueuedMessage<Status>>(props: MessageQueuePageProps<Status, Tab, M>) {
  const { title, intro, noun, tabsLabel, tabs, useList, empty, loadFailed } = props;
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const status = tabs.find((tab) => tab.status === params.get('status'))?.status ?? (tabs[0] as (typeof tabs)[number]).status;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useList({ status, page });
  const records = query.data?.records ?? [];
  const select = (next: Record<string, string>) => setParams({ status, page: '1', ...next });

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
      <div role="tablist" aria-label={tabsLabel} className="mt-5 flex flex-wrap gap-2">
        {tabs.map((tab) => (
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
      <section aria-label={`${status} ${noun}`} className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {query.isPending ? (
          <p role="status" className="p-6 text-slate-700">
            Loading {noun}...
          </p>
        ) : query.isError ? (
          <Alert tone="error" className="m-5">
            {messageOr(query.error, loadFailed)}
          </Alert>
        ) : records.length === 0 ? (
          <p className="p-6 text-slate-700">{empty(status)}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((message) => (
              <QueueRow<Status, M> key={message._id} message={message} badges={props.badges} useRetry={props.useRetry} summary={props.summary} retryLabel={props.retryLabel} />
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
