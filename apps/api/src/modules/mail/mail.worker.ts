import type { Logger } from 'pino';
import { defaultQueueBackoffMs, nextWorkerId, startQueueLanes } from '../../lib/queue-lanes';
import { mailQueued } from './mail.queue';
import { claimNextMessage, markAttemptFailed, markSent } from './mail.repository';
import { renderMail } from './mail.render';
import type { MailTransport } from './mail.transport';
import type { MailAttachment, MailTemplateName, MailTemplates } from './mail.types';

export type MailWorkerOptions = {
  /** The worker's own: stop() closes it (decision 0079: it holds an SMTP connection open between messages). */
  transport: MailTransport;
  logger: Logger;
  /** Links in the messages are built on this (config.appBaseUrl). */
  appBaseUrl: string;
  /** How long an idle worker waits before looking at the queue again. */
  pollMs?: number;
  /** Delay before attempt n+1 after n failures; defaults to 30 s, 1 min, 2 min, 4 min, 8 min. */
  backoffMs?: (failedAttempts: number) => number;
  /**
   * Messages in hand at once (decision 0114): each lane claims, renders and records its own while the transport sends
   * another's, so a burst is not sent strictly one after another. The SMTP transport still uses one connection.
   */
  concurrency?: number;
};

export type MailWorker = { readonly id: string; stop(): Promise<void> };

/**
 * Sends queued mail until stopped. Each message is claimed by one atomic update, so any number of workers in any
 * number of processes, and any number of lanes in one, send each message once. A message queued in this process wakes
 * the lanes (decision 0114); other processes' messages are found at the next poll. stop() lets the messages in hand
 * finish (SIGTERM, decision 0033), then closes the transport.
 */
export function startMailWorker({ transport, logger, appBaseUrl, pollMs = 1000, backoffMs = defaultQueueBackoffMs, concurrency = 4 }: MailWorkerOptions): MailWorker {
  const id = nextWorkerId('');

  const sendOne = async (): Promise<boolean> => {
    const message = await claimNextMessage(id);
    if (!message) return false;
    try {
      const rendered = renderMail(message.template as MailTemplateName, message.data as MailTemplates[MailTemplateName], appBaseUrl);
      const { messageId } = await transport.send({
        to: message.to,
        ...rendered,
        attachments: (message.attachments ?? undefined) as MailAttachment[] | undefined,
        headers: (message.headers ?? undefined) as Record<string, string> | undefined,
      });
      await markSent(message._id, id, messageId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markAttemptFailed(message, id, reason, backoffMs);
      logger.warn({ mailId: String(message._id), template: message.template, attempts: message.attempts + 1, status, reason }, 'mail send failed');
    }
    return true;
  };

  const lanes = startQueueLanes({ lanes: concurrency, pollMs, wakeup: mailQueued, logger, failureMessage: 'mail queue poll failed', work: sendOne });

  return {
    id,
    async stop() {
      await lanes.stop();
      transport.close();
    },
  };
}
