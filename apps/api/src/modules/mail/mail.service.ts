import { MAIL_MESSAGE_NOT_FOUND, totalPagesFor, type MailList, type MailListQuery, type MailMessageSummary } from '@meridian/contracts';
import { conflict, notFound } from '../../lib/errors';
import type { MailMessageDoc } from './mail-messages.model';
import { findMessage, listMessages, requeueFailed } from './mail.repository';
import { isMailTemplate, renderMail } from './mail.render';
import type { MailTemplates } from './mail.types';

// The module's public surface: what other modules may use of it (docs/architecture.md).
export { enqueueMail } from './mail.queue';

const MAIL_NOT_FAILED = 'Only a failed message can be retried';

const iso = (value: unknown) => (value ? new Date(value as Date).toISOString() : null);

function subjectOf(message: MailMessageDoc): string {
  if (!isMailTemplate(message.template)) return message.template;
  try {
    // Links do not show in a subject, so any base will do.
    return renderMail(message.template, message.data as MailTemplates[typeof message.template], 'http://localhost').subject;
  } catch {
    return message.template;
  }
}

function toMailSummary(message: MailMessageDoc): MailMessageSummary {
  return {
    _id: String(message._id),
    to: message.to,
    template: message.template,
    subject: subjectOf(message),
    status: message.status,
    attempts: message.attempts ?? 0,
    lastError: message.lastError ?? null,
    nextAttemptAt: message.status === 'sent' || message.status === 'failed' ? null : iso(message.nextAttemptAt),
    sentAt: iso(message.sentAt),
    createdAt: iso(message.createdAt) ?? '',
    updatedAt: iso(message.updatedAt) ?? '',
  };
}

export async function listMail({ status, page, limit }: MailListQuery): Promise<MailList> {
  const { records, total } = await listMessages(status, page, limit);
  return {
    records: records.map(toMailSummary),
    pagination: { currentPage: page, totalPages: totalPagesFor(total, limit), totalRecords: total, limit },
  };
}

export async function retryMail(id: string): Promise<MailMessageSummary> {
  const requeued = await requeueFailed(id);
  if (requeued) return toMailSummary(requeued);
  if (!(await findMessage(id))) throw notFound(MAIL_MESSAGE_NOT_FOUND);
  throw conflict(MAIL_NOT_FAILED);
}
