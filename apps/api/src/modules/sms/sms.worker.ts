import type { Logger } from 'pino';
import { PROCESS_ID } from '../../lib/leases';
import { onSmsQueued } from './sms-wakeup';
import { SmsSendError, type SmsProvider } from './sms.providers';
import { claimNextMessage, isOptedOut, markAttemptFailed, markSent, markSuppressed, recordOptOut } from './sms.repository';

export type SmsWorkerOptions = {
  provider: SmsProvider;
  logger: Logger;
  /** How long an idle worker waits before looking at the queue again (an enqueue in this process wakes it sooner). */
  pollMs?: number;
  /** Delay before attempt n+1 after n failures; defaults to 30 s, 1 min, 2 min, 4 min, 8 min. */
  backoffMs?: (failedAttempts: number) => number;
  /**
   * Texts in flight at once. A provider call is a network round trip (Twilio: 100-300 ms), so one at a time would
   * take minutes for a burst of a thousand (decision 0111).
   */
  concurrency?: number;
};

export type SmsWorker = { readonly id: string; stop(): Promise<void> };

const defaultBackoffMs = (failedAttempts: number) => 30_000 * 2 ** (failedAttempts - 1);

let workers = 0;

/**
 * Sends queued texts until stopped, as the mail worker does (decision 0027): each message is claimed by one atomic
 * update, so any number of workers in any number of processes send it once; stop() lets the texts in hand finish.
 */
export function startSmsWorker({ provider, logger, pollMs = 1000, backoffMs = defaultBackoffMs, concurrency = 4 }: SmsWorkerOptions): SmsWorker {
  workers += 1;
  const id = `${PROCESS_ID}#sms${workers}`;
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  const unlisten = onSmsQueued(wakeAll);

  const sendOne = async (): Promise<boolean> => {
    const message = await claimNextMessage(id);
    if (!message) return false;
    // A STOP may have come in after the text was queued: it is honoured up to the moment of sending.
    if (await isOptedOut(message.to)) {
      await markSuppressed(message._id, id, 'The number opted out (STOP)');
      return true;
    }
    try {
      const { providerId } = await provider.send({ id: String(message._id), to: message.to, body: message.body, purpose: message.purpose, queuedAt: message.createdAt });
      await markSent(message._id, id, providerId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SmsSendError && error.kind === 'opted-out') {
        await recordOptOut(message.to, 'provider');
        await markSuppressed(message._id, id, reason);
        return true;
      }
      const status = await markAttemptFailed(message, id, reason, backoffMs);
      logger.warn({ smsId: String(message._id), purpose: message.purpose, attempts: message.attempts + 1, status, reason }, 'SMS send failed');
    }
    return true;
  };

  const slot = async () => {
    while (!stopped) {
      let busy = false;
      try {
        busy = await sendOne();
      } catch (error) {
        logger.warn({ err: error }, 'SMS queue poll failed');
      }
      if (busy || stopped) continue;
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
  const loops = Promise.all(Array.from({ length: Math.max(1, concurrency) }, slot));

  return {
    id,
    async stop() {
      stopped = true;
      unlisten();
      wakeAll();
      await loops;
    },
  };
}
