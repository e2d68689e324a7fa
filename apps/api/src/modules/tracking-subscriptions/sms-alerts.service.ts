import { randomInt } from 'node:crypto';
import { brand } from '@meridian/brand';
import {
  formatTrackingNumber,
  SMS_ALERT_CODE_LENGTH,
  SMS_ALERT_CODE_MINUTES,
  SMS_ALERT_CODE_WRONG,
  SMS_ALERT_MAX_TRIES,
  SMS_ALERT_RESEND_SECONDS,
  smsAlertCodeText,
  TRACKING_NOT_FOUND,
  TRACKING_SUBSCRIPTION_CLOSED,
  type SmsAlertResult,
} from '@meridian/contracts';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import { canText, queueSms } from '../sms/sms.service';
import { findByTrackingNumber } from '../tracking/tracking.service';
import { hashToken } from './subscription-tokens';
import { confirmSmsSubscriber, findSmsSubscriber, upsertPendingSmsSubscriber } from './sms-subscriptions.repository';

const FINISHED = new Set(['delivered', 'cancelled', 'returned']);

async function openBooking(trackingNumber: string) {
  const booking = await findByTrackingNumber(trackingNumber);
  if (!booking) throw notFound(TRACKING_NOT_FOUND);
  if (FINISHED.has(booking.status)) throw conflict(TRACKING_SUBSCRIPTION_CLOSED);
  return booking;
}

// The code is bound to the booking and the number, so one for another shipment or phone never matches.
const codeHashOf = (bookingId: string, phone: string, code: string) => hashToken(`${bookingId}:${phone}:${code}`);

/**
 * Decision 0111: a number gets a code by SMS and no update until the code comes back. An active number, or one texted
 * a code within the pause, is not texted again; the caller hears the same answer either way, so the form tells
 * nobody who follows which shipment. A number that said STOP is not texted at all.
 */
export async function requestSmsAlerts(trackingNumber: string, phone: string, now = new Date()): Promise<SmsAlertResult> {
  const booking = await openBooking(trackingNumber);
  const bookingId = String(booking._id);
  const displayNumber = formatTrackingNumber(trackingNumber);
  const answer: SmsAlertResult = { trackingNumber: displayNumber, phone, status: 'pending' };
  const existing = await findSmsSubscriber(bookingId, phone);
  if (existing?.status === 'active') return answer;
  if (existing?.codeSentAt && now.getTime() - existing.codeSentAt.getTime() < SMS_ALERT_RESEND_SECONDS * 1000) return answer;
  if (!(await canText(phone))) return answer;

  const code = String(randomInt(0, 10 ** SMS_ALERT_CODE_LENGTH)).padStart(SMS_ALERT_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + SMS_ALERT_CODE_MINUTES * 60_000);
  const saved = await upsertPendingSmsSubscriber({ bookingId, trackingNumber, phone, codeHash: codeHashOf(bookingId, phone, code), sentAt: now, expiresAt }).catch((error: unknown) => {
    // Confirmed meanwhile, or the same number sent twice at once: the other request has it.
    if (isDuplicateKeyError(error)) return null;
    throw error;
  });
  if (!saved) return answer;
  await queueSms({ to: phone, body: smsAlertCodeText(brand.name, code, displayNumber), purpose: 'tracking-sms-code' });
  return answer;
}

export async function confirmSmsAlerts(trackingNumber: string, phone: string, code: string, now = new Date()): Promise<SmsAlertResult> {
  const booking = await openBooking(trackingNumber);
  const bookingId = String(booking._id);
  const displayNumber = formatTrackingNumber(trackingNumber);
  const existing = await findSmsSubscriber(bookingId, phone);
  if (existing?.status === 'active') return { trackingNumber: displayNumber, phone, status: 'active' };
  const confirmed = await confirmSmsSubscriber(bookingId, phone, codeHashOf(bookingId, phone, code), SMS_ALERT_MAX_TRIES, now);
  if (!confirmed) throw badRequest(SMS_ALERT_CODE_WRONG, { code: SMS_ALERT_CODE_WRONG });
  return { trackingNumber: displayNumber, phone, status: 'active' };
}
