import { z } from 'zod';
import { paginationSchema } from './pagination';

// The mail queue as the operator console sees it (decision 0027).
const MAIL_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
const mailMessageStatusSchema = z.enum(MAIL_MESSAGE_STATUSES);

/** A message is given up after this many failed sends (each retried later and later); an operator may retry it. */
export const MAIL_MAX_ATTEMPTS = 6;

export const mailListQuerySchema = z
  .strictObject({
    status: z.enum(['failed', 'queued', 'sent']).default('failed'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'MailListQuery' });
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
export type MailListQueryInput = z.input<typeof mailListQuerySchema>;

export const MAIL_MESSAGE_NOT_FOUND = 'Message not found';
export const mailParamsSchema = z.strictObject({ id: z.string().regex(/^[a-f0-9]{24}$/, MAIL_MESSAGE_NOT_FOUND) });

export const mailMessageSummarySchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    template: z.string(),
    subject: z.string().meta({ description: 'The subject the message has (or would have) when rendered' }),
    status: mailMessageStatusSchema,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MailMessageSummary' });
export type MailMessageSummary = z.infer<typeof mailMessageSummarySchema>;

export const mailListSchema = z
  .object({ records: z.array(mailMessageSummarySchema), pagination: paginationSchema })
  .meta({ id: 'MailMessageList' });
export type MailList = z.infer<typeof mailListSchema>;
