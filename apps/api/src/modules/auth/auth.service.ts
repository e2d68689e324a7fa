import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import type { AuthResult, LoginInput, ResetPasswordInput, SignUpInput } from '@meridian/contracts';
import type { Config } from '../../config';
import { signToken } from '../../lib/auth';
import { AppError, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/outbox';
import { findUserByEmail, findUserById, updateUserPassword } from '../users/users.repository';
import { registerUser, toSessionUser } from '../users/users.service';
import { consumeResetToken, insertResetToken, retireResetTokens } from './reset-tokens.repository';

export const INVALID_LOGIN = 'Invalid email or password';
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a reset link is on its way.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';

export type AuthDeps = { config: Config; mailer: Mailer };

// Compared against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
function timingDummy(cost: number): Promise<string> {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), cost);
  return dummyHash;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function signUp(input: SignUpInput, { config }: AuthDeps): Promise<AuthResult> {
  const { password, ...fields } = input;
  const user = await registerUser({ ...fields, passwordHash: await bcrypt.hash(password, config.bcryptCost) });
  return { token: signToken(String(user._id), config.jwtSecret, config.jwtExpiresIn), user: toSessionUser(user) };
}

export async function logIn(input: LoginInput, { config }: AuthDeps): Promise<AuthResult> {
  const user = await findUserByEmail(input.email);
  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? (await timingDummy(config.bcryptCost)));
  if (!user || !ok) throw unauthorized(INVALID_LOGIN);
  const expiresIn = input.rememberMe ? config.jwtRememberExpiresIn : config.jwtExpiresIn;
  return { token: signToken(String(user._id), config.jwtSecret, expiresIn), user: toSessionUser(user) };
}

export async function requestPasswordReset(email: string, { config, mailer }: AuthDeps): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const now = new Date();
  await retireResetTokens(String(user._id), now);
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(String(user._id), sha256(token), new Date(now.getTime() + config.resetTokenTtlMs));
  const link = `${config.appBaseUrl}/auth/reset-password?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${user.firstName},\n\nOpen this link within ${Math.round(config.resetTokenTtlMs / 60000)} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    link,
  });
}

export async function resetPassword(input: ResetPasswordInput, { config }: AuthDeps): Promise<void> {
  const used = await consumeResetToken(sha256(input.token), new Date());
  if (!used) throw new AppError(400, RESET_LINK_INVALID, { fields: { token: RESET_LINK_INVALID } });
  const user = await findUserById(String(used.userId));
  if (!user) throw new AppError(400, RESET_LINK_INVALID, { fields: { token: RESET_LINK_INVALID } });
  await updateUserPassword(String(user._id), await bcrypt.hash(input.password, config.bcryptCost));
}
