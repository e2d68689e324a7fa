import {
  SMS_MAX_BODY,
  SMS_MESSAGE_NOT_FOUND,
  SMS_NOT_FAILED,
  toE164,
  totalPagesFor,
  type SmsList,
  type SmsListQuery,
  type SmsMessageSummary,
} from '@meridian/contracts';
import { conflict, notFound } from '../../lib/errors';
import { createWakeup } from '../../lib/queue-lanes';
import type { SmsMessageDoc } from './sms-messages.model';
import { findMessage, insertMessage, isOptedOut, listMessages, requeueFailed } from './sms.repository';

/** Notified after each text this process queues or requeues: it wakes this process's SMS worker (decision 0114). */
export const smsQueued = createWakeup();

export type SmsRequest = {
  /** E.164, or a phone written with its country code that the contracts' toE164 normalizes. */
  to: string;
  body: string;
  /** What the message is for (e.g. 'receiver-out-for-delivery'): the operators' queue shows it. */
  purpose: string;
  /** Same key, one message: a retried request or a repeated event texts once. */
  dedupeKey?: string;
};

/**
 * Queues a text and returns at once: sending never blocks or fails the request that caused it (decision 0111, as
 * mail's decision 0027). A number that opted out (STOP) or is not in E.164 is recorded as suppressed, never sent.
 */
export async function queueSms(input: SmsRequest): Promise<void> {
  const e164 = toE164(input.to);
  const body = input.body.slice(0, SMS_MAX_BODY);
  const base = { body, purpose: input.purpose, dedupeKey: input.dedupeKey };
  if (!e164) {
    await insertMessage({ ...base, to: input.to.slice(0, 40), status: 'suppressed', lastError: 'Not a number in E.164' });
    return;
  }
  if (await isOptedOut(e164)) {
    await insertMessage({ ...base, to: e164, status: 'suppressed', lastError: 'The number opted out (STOP)' });
    return;
  }
  if (await insertMessage({ ...base, to: e164, status: 'queued' })) smsQueued.notify();
}

const iso = (value: unknown) => (value ? new Date(value as Date).toISOString() : null);

function toSmsSummary(message: SmsMessageDoc): SmsMessageSummary {
  return {
    _id: String(message._id),
    to: message.to,
    purpose: message.purpose,
    body: message.body,
    status: message.status,
    attempts: message.attempts ?? 0,
    lastError: message.lastError ?? null,
    nextAttemptAt: message.status === 'queued' || message.status === 'sending' ? iso(message.nextAttemptAt) : null,
    sentAt: iso(message.sentAt),
    createdAt: iso(message.createdAt) ?? '',
    updatedAt: iso(message.updatedAt) ?? '',
  };
}

export async function listSms({ status, page, limit }: SmsListQuery): Promise<SmsList> {
  const { records, total } = await listMessages(status, page, limit);
  return {
    records: records.map(toSmsSummary),
    pagination: { currentPage: page, totalPages: totalPagesFor(total, limit), totalRecords: total, limit },
  };
}

export async function retrySms(id: string): Promise<SmsMessageSummary> {
  const requeued = await requeueFailed(id);
  if (requeued) {
    smsQueued.notify();
    return toSmsSummary(requeued);
  }
  if (!(await findMessage(id))) throw notFound(SMS_MESSAGE_NOT_FOUND);
  throw conflict(SMS_NOT_FAILED);
}

/** Whether texts may go to this number now (it has not said STOP). */
export async function canText(phone: string): Promise<boolean> {
  const e164 = toE164(phone);
  return e164 !== null && !(await isOptedOut(e164));
}
