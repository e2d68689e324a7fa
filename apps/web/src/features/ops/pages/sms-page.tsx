import type { SmsMessageSummary } from '@meridian/contracts';
import { useRetrySmsMessage, useSmsMessages } from '../api/ops-sms';
import { MessageQueuePage } from '../components/message-queue-page';
import { OPS_COPY } from '../../../content/ops';

/**
 * /ops/sms: texts the provider refused after every retry or the carrier could not deliver, with a button to send a
 * failed one again; and those never sent (the number said STOP, or has no country code). Decision 0111.
 */
export function SmsPage() {
  return (
    <MessageQueuePage<SmsMessageSummary['status'], 'failed' | 'queued' | 'sent' | 'suppressed', SmsMessageSummary>
      title="SMS"
      intro="Texts are retried automatically with growing pauses; after the last attempt they wait here for you."
      noun="texts"
      tabsLabel="Text status"
      tabs={[
        { status: 'failed', label: 'Failed' },
        { status: 'queued', label: 'Queued' },
        { status: 'sent', label: 'Sent' },
        { status: 'suppressed', label: 'Not sent' },
      ]}
      badges={{
        failed: 'bg-red-100 text-red-900',
        undelivered: 'bg-red-100 text-red-900',
        queued: 'bg-amber-100 text-amber-900',
        sending: 'bg-blue-100 text-blue-900',
        sent: 'bg-green-100 text-green-900',
        delivered: 'bg-green-100 text-green-900',
        suppressed: 'bg-slate-100 text-slate-800',
      }}
      useList={useSmsMessages}
      useRetry={useRetrySmsMessage}
      summary={(message) => (
        <>
          <p className="font-semibold break-all text-slate-900">To {message.to}</p>
          <p className="break-words text-slate-700">{message.body}</p>
          <p className="text-xs text-slate-600">{message.purpose}</p>
        </>
      )}
      retryLabel={(message) => `Retry the text to ${message.to}: ${message.purpose}`}
      empty={(status) => (status === 'failed' ? 'No failed texts. Everything was delivered.' : status === 'suppressed' ? 'Every text was sent.' : `No ${status} texts.`)}
      loadFailed={OPS_COPY.smsFailed}
    />
  );
}
