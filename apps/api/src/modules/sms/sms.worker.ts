import type { Logger } from 'pino';
import { defaultQueueBackoffMs, nextWorkerId, startQueueLanes } from '../../lib/queue-lanes';
import { SmsSendError, type SmsProvider } from './sms.providers';
import { claimNextMessage, isOptedOut, markAttemptFailed, markSent, markSuppressed, recordOptOut } from './sms.repository';
import { smsQueued } from './sms.service';

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

/**
 * Sends queued texts until stopped, as the mail worker does (decision 0027): each message is claimed by one atomic
 * update, so any number of workers in any number of processes send it once; stop() lets the texts in hand finish.
 */
export function startSmsWorker({ provider, logger, pollMs = 1000, backoffMs = defaultQueueBackoffMs, concurrency = 4 }: SmsWorkerOptions): SmsWorker {
  const id = nextWorkerId('sms');

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

  const lanes = startQueueLanes({ lanes: concurrency, pollMs, wakeup: smsQueued, logger, failureMessage: 'SMS queue poll failed', work: sendOne });

  return { id, stop: () => lanes.stop() };
}
