import { z } from 'zod';
import { paginationSchema } from './pagination';

// SMS (decision 0111): numbers are kept and sent in E.164 only, so one number has one spelling for the queue, the
// opt-out list and the provider.

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

export const SMS_PHONE_INVALID = 'Enter the mobile number in international form, e.g. +44 7700 900123';

/**
 * A phone as people write it ("+1 (555) 010-2002", "0044 7700 900123") in E.164, or null when it carries no country
 * code: a national number guessed into a country could text a stranger.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^(\+|00)?[0-9 ()./-]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  if (!international) return null;
  const digits = trimmed.replace(/^00/, '').replace(/\D/g, '');
  const e164 = `+${digits}`;
  return E164_PATTERN.test(e164) ? e164 : null;
}

/** A mobile number field: accepts the usual separators and answers E.164. */
const e164PhoneSchema = z
  .string({ error: SMS_PHONE_INVALID })
  .trim()
  .max(30, SMS_PHONE_INVALID)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: SMS_PHONE_INVALID });
      return z.NEVER;
    }
    return e164;
  });

/** A message is given up after this many failed sends (each retried later and later); an operator may retry it. */
export const SMS_MAX_ATTEMPTS = 6;

/** Longer texts are cut: past this a message costs several segments (10 at 153 GSM characters each). */
export const SMS_MAX_BODY = 1530;

// queued -> sending -> sent (the provider took it) -> delivered | undelivered (its status callback), or failed after
// the last attempt; suppressed: never sent (opted out, or no number in E.164).
export const SMS_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'suppressed'] as const;

/**
 * The words that opt a number out or back in, as carriers and Twilio's Advanced Opt-Out treat them (the whole message,
 * any case, surrounding spaces and punctuation ignored).
 */
const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'] as const;
const SMS_START_WORDS = ['START', 'YES', 'UNSTOP', 'OPTIN'] as const;

export type SmsKeyword = 'stop' | 'start' | null;
export function smsKeywordOf(body: string): SmsKeyword {
  const word = body
    .trim()
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  if ((SMS_STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((SMS_START_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}

// The operator console's view of the SMS queue, as for mail (decision 0027).
export const smsListQuerySchema = z
  .strictObject({
    status: z.enum(['failed', 'queued', 'sent', 'suppressed']).default('failed'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'SmsListQuery' });
export type SmsListQuery = z.infer<typeof smsListQuerySchema>;
export type SmsListQueryInput = z.input<typeof smsListQuerySchema>;

export const SMS_MESSAGE_NOT_FOUND = 'Message not found';
export const SMS_NOT_FAILED = 'Only a failed message can be retried';
export const smsParamsSchema = z.strictObject({ id: z.string().regex(/^[a-f0-9]{24}$/, SMS_MESSAGE_NOT_FOUND) });

export const smsMessageSummarySchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    purpose: z.string(),
    body: z.string(),
    status: z.enum(SMS_MESSAGE_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SmsMessageSummary' });
export type SmsMessageSummary = z.infer<typeof smsMessageSummarySchema>;

export const smsListSchema = z.object({ records: z.array(smsMessageSummarySchema), pagination: paginationSchema }).meta({ id: 'SmsMessageList' });
export type SmsList = z.infer<typeof smsListSchema>;

// Twilio's webhooks (form-encoded; Twilio adds fields over time, so unknown ones are kept for the signature and
// otherwise ignored). Decision 0111: every request is verified by its X-Twilio-Signature before it is read.
export const SMS_SIGNATURE_INVALID = 'The request signature is invalid';
export const SMS_WEBHOOKS_OFF = 'SMS webhooks are not configured';
const twilioSid = (prefix: string) => z.string().regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`), 'must be a Twilio SID');

/** Twilio's MessageStatus values; delivered and undelivered/failed are the final ones we keep. */
export const twilioStatusCallbackSchema = z
  .looseObject({
    MessageSid: twilioSid('(SM|MM)'),
    MessageStatus: z.string().min(1).max(40),
    ErrorCode: z.string().max(10).optional(),
  })
  .meta({ id: 'TwilioStatusCallback' });
export type TwilioStatusCallback = z.infer<typeof twilioStatusCallbackSchema>;

export const twilioInboundMessageSchema = z
  .looseObject({
    MessageSid: twilioSid('(SM|MM)'),
    From: z.string().min(1).max(40),
    Body: z.string().max(1600).default(''),
    /** Twilio's own reading of a STOP/START word when Advanced Opt-Out is on. */
    OptOutType: z.string().max(20).optional(),
  })
  .meta({ id: 'TwilioInboundMessage' });
export type TwilioInboundMessage = z.infer<typeof twilioInboundMessageSchema>;

// SMS alerts from the tracking page (decision 0111): the number proves itself with a code texted to it before any
// update is sent, as an address confirms its e-mail updates (decision 0030).
export const SMS_ALERT_CODE_LENGTH = 6;
export const SMS_ALERT_CODE_MINUTES = 15;
/** Wrong codes a pending number may try before it must ask for a new one. */
export const SMS_ALERT_MAX_TRIES = 5;
/** A number is texted a new code only after this pause, so the form cannot flood a phone. */
export const SMS_ALERT_RESEND_SECONDS = 60;

export const smsAlertRequestSchema = z.strictObject({ phone: e164PhoneSchema }).meta({ id: 'SmsAlertRequest' });
export type SmsAlertRequest = z.input<typeof smsAlertRequestSchema>;

const SMS_ALERT_CODE_INVALID = 'Enter the 6-digit code we texted you';
export const smsAlertConfirmSchema = z
  .strictObject({
    phone: e164PhoneSchema,
    code: z
      .string({ error: SMS_ALERT_CODE_INVALID })
      .trim()
      .regex(new RegExp(`^\\d{${SMS_ALERT_CODE_LENGTH}}$`), SMS_ALERT_CODE_INVALID),
  })
  .meta({ id: 'SmsAlertConfirm' });
export type SmsAlertConfirm = z.input<typeof smsAlertConfirmSchema>;

export const smsAlertResultSchema = z
  .object({ trackingNumber: z.string(), phone: z.string(), status: z.enum(['pending', 'active']) })
  .meta({ id: 'SmsAlertResult' });
export type SmsAlertResult = z.infer<typeof smsAlertResultSchema>;

export const SMS_ALERT_CODE_SENT = 'We texted a 6-digit code to that number. Enter it to turn SMS alerts on.';
export const SMS_ALERT_CONFIRMED = 'SMS alerts are on. We will text you at every step of this shipment. Reply STOP to end them.';
export const SMS_ALERT_CODE_WRONG = 'That code is wrong or has expired. Check the text, or ask for a new code.';

/** The texts themselves: short, one link, and always how to stop. */
export const smsAlertCodeText = (brandName: string, code: string, displayNumber: string) =>
  `${brandName}: ${code} is your code for SMS alerts on shipment ${displayNumber}. It expires in ${SMS_ALERT_CODE_MINUTES} minutes.`;
export const smsUpdateText = (brandName: string, displayNumber: string, headline: string, url: string) =>
  `${brandName}: shipment ${displayNumber} - ${headline}. Track: ${url} Reply STOP to opt out.`;

// A customer's channels for their own bookings' step updates (decision 0111): e-mail, SMS, or both; none is allowed
// (the dashboard's notifications still show every step). Invoices, receipts and other transactional mail always go.
export const SMS_PHONE_REQUIRED = 'Enter the mobile number to text';
export const notificationSettingsSchema = z
  .strictObject({
    email: z.boolean(),
    sms: z.boolean(),
    smsPhone: z
      .string({ error: SMS_PHONE_INVALID })
      .trim()
      .max(30, SMS_PHONE_INVALID)
      .nullable()
      .transform((value, ctx) => {
        if (value === null || value === '') return null;
        const e164 = toE164(value);
        if (!e164) {
          ctx.addIssue({ code: 'custom', message: SMS_PHONE_INVALID });
          return z.NEVER;
        }
        return e164;
      }),
  })
  .superRefine((settings, ctx) => {
    if (settings.sms && !settings.smsPhone) ctx.addIssue({ code: 'custom', path: ['smsPhone'], message: SMS_PHONE_REQUIRED });
  })
  .meta({ id: 'NotificationSettingsUpdate' });
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;
export type NotificationSettingsUpdate = z.output<typeof notificationSettingsSchema>;

export const notificationSettingsResultSchema = z
  .object({
    email: z.boolean(),
    sms: z.boolean(),
    smsPhone: z.string().nullable(),
    smsOptedOut: z.boolean().meta({ description: 'The number replied STOP: nothing is texted to it until it replies START' }),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsResultSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS = { email: true, sms: false, smsPhone: null } as const;
export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';
