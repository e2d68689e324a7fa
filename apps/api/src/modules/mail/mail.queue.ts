import { isDuplicateKeyError } from '../../lib/errors';
import { MailMessageModel } from './mail-messages.model';
import type { MailRequest, MailTemplateName } from './mail.types';

// Decision 0114: a message queued in this process wakes this process's mail worker at once instead of at its next
// poll. Only a hint: the queue in MongoDB is the truth, and other processes find the message by polling.
const queuedListeners = new Set<() => void>();

/** Calls `fn` after each message this process queues; answers the function that stops it. */
export function onMailQueued(fn: () => void): () => void {
  queuedListeners.add(fn);
  return () => queuedListeners.delete(fn);
}

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
  for (const fn of queuedListeners) fn();
}
