import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { PASSWORD_MAX_BYTES, passwordBytes, RESET_LINK_INVALID, type AuthResult, type LoginInput, type ResetPasswordInput, type ResetTokenCheckResult, type SignUpInput, type InvitedSignUpInput } from '@meridian/contracts';
import type { Config } from '../../config';
import { signToken } from '../../lib/auth';
import { AppError, unauthorized } from '../../lib/errors';
import { enqueueMail } from '../mail/mail.service';
import { foundOrganization, invitationForSignUp } from '../organizations/organizations.service';
import { findUserByEmail, updateUserPassword, registerUser, toSessionUser, type UserRecord } from '../users/users.service';
import { consumeResetToken, findUsableResetToken, insertResetToken, retireResetTokens } from './reset-tokens.repository';
import { issueVerificationCode } from './verification.service';

const INVALID_LOGIN = 'Invalid email or password';
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a reset link is on its way.';

export type AuthDeps = { config: Config };

// Decision 0028: forgot-password always takes at least this long, so a known address (token written, mail queued)
// cannot be told from an unknown one by the time the answer takes.
const FORGOT_PASSWORD_MIN_MS = 400;

// Compared against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
function timingDummy(cost: number): Promise<string> {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), cost);
  return dummyHash;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function signUp(input: SignUpInput | InvitedSignUpInput, { config }: AuthDeps): Promise<AuthResult> {
  const { password, ...fields } = 'invitationToken' in input ? await invitedFields(input) : input;
  const user = await registerUser({ ...fields, passwordHash: await bcrypt.hash(password, config.bcryptCost) });
  // After the account, so a refused e-mail leaves no organization behind; one cut short here is founded on first use.
  await foundOrganization(String(user._id), user.companyName);
  // The six-digit code goes out at once; the account may browse and draft until it is entered (decision 0023).
  await issueVerificationCode(user, config);
  return sessionFor(user, config, config.jwtExpiresIn);
}

/**
 * Decision 0086: someone invited gives no company or address. The account carries the organization's name as its
 * company and remembers the invitation, which it joins once the e-mail is verified (verification.service).
 */
async function invitedFields(input: InvitedSignUpInput) {
  const { invitationToken, ...person } = input;
  const { invitationId, organizationName } = await invitationForSignUp(invitationToken, person.email);
  return { ...person, companyName: organizationName, address: '', pendingInvitationId: invitationId };
}

export async function logIn(input: LoginInput, { config }: AuthDeps): Promise<AuthResult> {
  const user = await findUserByEmail(input.email);
  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? (await timingDummy(config.bcryptCost)));
  // SECURITY.md: bcrypt ignores bytes past the 72nd, so a longer password would match on its head alone; none is set.
  if (!user || !ok || passwordBytes(input.password) > PASSWORD_MAX_BYTES) throw unauthorized(INVALID_LOGIN);
  const expiresIn = input.rememberMe ? config.jwtRememberExpiresIn : config.jwtExpiresIn;
  return sessionFor(user, config, expiresIn);
}

function sessionFor(user: UserRecord, config: Config, expiresIn: string): AuthResult {
  return { token: signToken(String(user._id), config.jwtSecret, expiresIn, user.sessionVersion ?? 0), user: toSessionUser(user) };
}

export async function requestPasswordReset(email: string, { config }: AuthDeps): Promise<void> {
  const started = Date.now();
  const user = await findUserByEmail(email);
  if (user) await sendResetLink(user, config);
  const rest = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

async function sendResetLink(user: UserRecord, config: Config): Promise<void> {
  const now = new Date();
  await retireResetTokens(String(user._id), now);
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(String(user._id), sha256(token), new Date(now.getTime() + config.resetTokenTtlMs));
  await enqueueMail({
    to: user.email,
    template: 'password-reset',
    data: { firstName: user.firstName, resetUrl: `${config.appBaseUrl}/auth/reset-password?token=${token}`, expiresInMinutes: Math.round(config.resetTokenTtlMs / 60000) },
  });
}

/** Decision 0044: the reset page learns at once whether its link still works; looking does not use it up. */
export async function checkResetToken(token: string): Promise<ResetTokenCheckResult> {
  const usable = await findUsableResetToken(sha256(token), new Date());
  if (!usable) throw new AppError(400, RESET_LINK_INVALID, { fields: { token: RESET_LINK_INVALID } });
  return { expiresAt: usable.expiresAt.toISOString() };
}

/** The new password signs this browser in; every other session of the account ends (session version, decision 0028). */
export async function resetPassword(input: ResetPasswordInput, { config }: AuthDeps): Promise<AuthResult> {
  const used = await consumeResetToken(sha256(input.token), new Date());
  if (!used) throw new AppError(400, RESET_LINK_INVALID, { fields: { token: RESET_LINK_INVALID } });
  const user = await updateUserPassword(String(used.userId), await bcrypt.hash(input.password, config.bcryptCost));
  if (!user) throw new AppError(400, RESET_LINK_INVALID, { fields: { token: RESET_LINK_INVALID } });
  return sessionFor(user, config, config.jwtExpiresIn);
}
