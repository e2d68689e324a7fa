import { smsKeywordOf, toE164, type TwilioInboundMessage, type TwilioStatusCallback } from '@meridian/contracts';
import type { Logger } from 'pino';
import { recordDeliveryStatus, recordOptOut, removeOptOut } from './sms.repository';

/**
 * A text someone sent us. STOP and its synonyms opt the number out until START (decision 0111); Twilio's Advanced
 * Opt-Out replies to the person itself, so we answer nothing. Anything else is not read by anyone: no reply either.
 */
export async function receiveInboundSms(message: TwilioInboundMessage, logger: Logger): Promise<'opted-out' | 'opted-in' | 'ignored'> {
  const phone = toE164(message.From);
  if (!phone) return 'ignored';
  const keyword = message.OptOutType ? (message.OptOutType.toUpperCase() === 'STOP' ? 'stop' : message.OptOutType.toUpperCase() === 'START' ? 'start' : null) : smsKeywordOf(message.Body);
  if (keyword === 'stop') {
    await recordOptOut(phone, message.Body.trim().slice(0, 20) || 'STOP');
    logger.info({ sid: message.MessageSid }, 'SMS opt-out recorded');
    return 'opted-out';
  }
  if (keyword === 'start') {
    await removeOptOut(phone);
    logger.info({ sid: message.MessageSid }, 'SMS opt-in recorded');
    return 'opted-in';
  }
  return 'ignored';
}

// Twilio's MessageStatus: queued, accepted, sending, sent, delivered, undelivered, failed, read, ...
export async function receiveDeliveryStatus(callback: TwilioStatusCallback): Promise<void> {
  const status = callback.MessageStatus.toLowerCase();
  if (status === 'delivered' || status === 'read') await recordDeliveryStatus(callback.MessageSid, 'delivered');
  else if (status === 'undelivered' || status === 'failed')
    await recordDeliveryStatus(callback.MessageSid, 'undelivered', `Twilio ${status}${callback.ErrorCode ? ` (error ${callback.ErrorCode})` : ''}`);
}
