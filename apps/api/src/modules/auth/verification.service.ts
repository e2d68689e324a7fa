import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_TTL_S, VERIFICATION_ERROR_CODES, VERIFICATION_MAX_ATTEMPTS, VERIFICATION_MESSAGES, type VerifyEmailResult } from '@meridian/contracts';
import type { Config } from '../../config';
import type { DomainEventHandler } from '../../lib/domain-events';
import { AppError, badRequest } from '../../lib/errors';
import { enqueueMail } from '../mail/mail.service';
import { joinPendingInvitation } from '../organizations/organizations.service';
import { clearPendingInvitation, findUserById, markUserEmailVerified, toSessionUser, type UserRecord } from '../users/users.service';
import { consumeVerificationCode, countWrongAttempt, findVerificationCode, replaceVerificationCode } from './verification-codes.repository';

// Decision 0028: a six-digit code has only a million values, so a plain hash could be reversed by trying them all;
// an HMAC keyed by a server secret (the JWT secret, never stored with the data) cannot be without that secret.
function hashCode(userId: string, code: string, secret: string): string {
  return createHmac('sha256', `email-verification:${secret}`).update(`${userId}:${code}`).digest('hex');
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A fresh code replaces any earlier one and is e-mailed (template verify-email). */
export async function issueVerificationCode(user: UserRecord, config: Config): Promise<void> {
  const userId = String(user._id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceVerificationCode(userId, hashCode(userId, code, config.jwtSecret), new Date(Date.now() + VERIFICATION_CODE_TTL_S * 1000));
  await enqueueMail({
    to: user.email,
    template: 'verify-email',
    data: { firstName: user.firstName, code, expiresInMinutes: VERIFICATION_CODE_TTL_S / 60 },
  });
}

/** SECURITY.md: a changed address gets a code, as a new account does; paying waits for it (emailVerified). */
export function verificationOnEmailChange(config: Config): DomainEventHandler {
  return {
    name: 'verification-on-email-change',
    async handle(event) {
      if (event.kind !== 'email-changed') return;
      const user = await findUserById(event.userId);
      if (user) await issueVerificationCode(user, config);
    },
  };
}

export async function resendVerificationCode(user: UserRecord, config: Config): Promise<{ alreadyVerified: boolean }> {
  if (user.emailVerified) return { alreadyVerified: true };
  await issueVerificationCode(user, config);
  return { alreadyVerified: false };
}

const codeError = (status: number, message: string, code?: string) => new AppError(status, message, { fields: { code: message }, code });

/** Decision 0086: an account made by invitation joins its organization now that its address is proved; once. */
async function joinInvitingOrganization(user: UserRecord): Promise<VerifyEmailResult['joined']> {
  if (!user.pendingInvitationId) return null;
  const joined = await joinPendingInvitation(user);
  await clearPendingInvitation(String(user._id));
  return joined;
}

export async function verifyEmailCode(user: UserRecord, code: string, config: Config): Promise<VerifyEmailResult> {
  if (user.emailVerified) return { user: toSessionUser(user) };
  const userId = String(user._id);
  const now = new Date();
  const stored = await findVerificationCode(userId);
  if (!stored || stored.expiresAt <= now) throw codeError(400, VERIFICATION_MESSAGES.expired, VERIFICATION_ERROR_CODES.expired);
  if (stored.attempts >= VERIFICATION_MAX_ATTEMPTS) throw codeError(429, VERIFICATION_MESSAGES.locked, VERIFICATION_ERROR_CODES.locked);

  if (sameHash(hashCode(userId, code, config.jwtSecret), stored.codeHash)) {
    // Atomic, so a code cannot be used twice, nor after a resend or the fifth wrong try that raced it.
    if (!(await consumeVerificationCode(stored, now))) throw codeError(400, VERIFICATION_MESSAGES.expired, VERIFICATION_ERROR_CODES.expired);
    const updated = await markUserEmailVerified(userId);
    if (!updated) throw badRequest(VERIFICATION_MESSAGES.expired);
    return { user: toSessionUser(updated), joined: await joinInvitingOrganization(updated) };
  }

  const counted = await countWrongAttempt(stored);
  if (!counted || counted.attempts >= VERIFICATION_MAX_ATTEMPTS) throw codeError(429, VERIFICATION_MESSAGES.locked, VERIFICATION_ERROR_CODES.locked);
  throw codeError(400, VERIFICATION_MESSAGES.wrong);
}
