import type { MailMessageSummary } from '@meridian/contracts';
import { useMailMessages, useRetryMailMessage } from '../api/ops-mail';
import { MessageQueuePage } from '../components/message-queue-page';
import { OPS_COPY } from '../../../content/ops';

/** /ops/mail: e-mail that could not be delivered after every retry, with a button to send it again (decision 0027). */
export function MailPage() {
  return (
    <MessageQueuePage<MailMessageSummary['status'], 'failed' | 'queued' | 'sent', MailMessageSummary>
      title="Mail"
      intro="Messages are retried automatically with growing pauses; after the last attempt they wait here for you."
      noun="messages"
      tabsLabel="Message status"
      tabs={[
        { status: 'failed', label: 'Failed' },
        { status: 'queued', label: 'Queued' },
        { status: 'sent', label: 'Sent' },
      ]}
      badges={{
        failed: 'bg-red-100 text-red-900',
        queued: 'bg-amber-100 text-amber-900',
        sending: 'bg-blue-100 text-blue-900',
        sent: 'bg-green-100 text-green-900',
      }}
      useList={useMailMessages}
      useRetry={useRetryMailMessage}
      summary={(message) => (
        <>
          <p className="font-semibold break-words text-slate-900">{message.subject}</p>
          <p className="break-all text-slate-700">To {message.to}</p>
          <p className="text-xs text-slate-600">{message.template}</p>
        </>
      )}
      retryLabel={(message) => `Retry the message to ${message.to}: ${message.subject}`}
      empty={(status) => (status === 'failed' ? 'No failed messages. Everything was delivered.' : `No ${status} messages.`)}
      loadFailed={OPS_COPY.mailFailed}
    />
  );
}
