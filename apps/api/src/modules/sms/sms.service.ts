import { SMS_MAX_BODY, toE164 } from '@meridian/contracts';
import { insertMessage, isOptedOut } from './sms.repository';

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
  await insertMessage({ ...base, to: e164, status: 'queued' });
}
