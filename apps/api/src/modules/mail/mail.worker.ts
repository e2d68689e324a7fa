import type { Logger } from 'pino';
import { PROCESS_ID } from '../../lib/leases';
import { onMailQueued } from './mail.queue';
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

const defaultBackoffMs = (failedAttempts: number) => 30_000 * 2 ** (failedAttempts - 1);

let workers = 0;

/**
 * Sends queued mail until stopped. Each message is claimed by one atomic update, so any number of workers in any
 * number of processes, and any number of lanes in one, send each message once. A message queued in this process wakes
 * the lanes (decision 0114); other processes' messages are found at the next poll. stop() lets the messages in hand
 * finish (SIGTERM, decision 0033), then closes the transport.
 */
export function startMailWorker({ transport, logger, appBaseUrl, pollMs = 1000, backoffMs = defaultBackoffMs, concurrency = 4 }: MailWorkerOptions): MailWorker {
  workers += 1;
  // Several workers may share a process (tests); the claim must tell them apart.
  const id = `${PROCESS_ID}#${workers}`;
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeSleepers = () => {
    for (const wake of sleepers) wake();
  };
  // Counts this process's enqueues: a lane that looked before the latest one looks again before it sleeps.
  let pokes = 0;
  const unlisten = onMailQueued(() => {
    pokes += 1;
    wakeSleepers();
  });

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

  const lane = async () => {
    while (!stopped) {
      const seen = pokes;
      let busy = false;
      try {
        busy = await sendOne();
      } catch (error) {
        logger.warn({ err: error }, 'mail queue poll failed');
      }
      // A message was there: there may be more, for the lanes asleep too.
      if (busy) wakeSleepers();
      if (busy || stopped || pokes !== seen) continue;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pollMs);
        sleepers.add(wake);
      });
    }
  };
  const lanes = Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));

  return {
    id,
    async stop() {
      stopped = true;
      unlisten();
      wakeSleepers();
      await lanes;
      transport.close();
    },
  };
}
