import { isDuplicateKeyError } from '../../lib/errors';
import { createWakeup } from '../../lib/queue-lanes';
import { MailMessageModel } from './mail-messages.model';
import type { MailRequest, MailTemplateName } from './mail.types';

/** Notified after each message this process queues: it wakes this process's mail worker (decision 0114). */
export const mailQueued = createWakeup();

/**
 * Queues a message and returns at once: sending never blocks or fails the request that caused it (decision 0027).
 * A repeated dedupeKey is a no-op, so a retried request mails once.
 */
export async function enqueueMail<T extends MailTemplateName>(mail: MailRequest<T>): Promise<void> {
  try {
    await MailMessageModel.create({ ...mail, status: 'queued', attempts: 0, nextAttemptAt: new Date() });
  } catch (error) {
    if (mail.dedupeKey && isDuplicateKeyError(error)) return;
    throw error;
  }
  mailQueued.notify();
}
