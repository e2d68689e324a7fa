// Auth: router (HTTP, rate limits) -> service (sign-up, login, reset rules) -> reset-tokens repository -> model;
// accounts themselves are read and written through the users feature.
import {
  forgotPasswordSchema,
  invitedSignUpSchema,
  isInvitedSignUp,
  loginSchema,
  MESSAGES,
  resetPasswordSchema,
  RESET_LINK_VALID,
  resetTokenCheckSchema,
  signUpSchema,
  type ForgotPasswordInput,
  type InvitedSignUpInput,
  type LoginInput,
  type ResetPasswordInput,
  type ResetTokenCheckInput,
  type SignUpInput,
  type VerificationCodeInput,
  VERIFICATION_MESSAGES,
  verificationCodeSchema,
} from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { limitFailuresPerAccountAndAddress, limitPerAccount, limitPerIp, limitPerUser, slowFailuresPerAccount } from '../../lib/rate-limit';
import { noStore } from '../../lib/no-store';
import { valid, validate } from '../../lib/validate';
import { checkResetToken, FORGOT_PASSWORD_ANSWER, logIn, requestPasswordReset, resetPassword, signUp, type AuthDeps } from './auth.service';
import { resendVerificationCode, verifyEmailCode } from './verification.service';

const RESET_DONE = 'Your password has been reset. You are signed in.';

// Decision 0036: past the per-account threshold, each failed login on the account adds this wait, up to the cap.
export const LOGIN_SLOWDOWN_STEP_MS = 250;
const LOGIN_SLOWDOWN_MAX_MS = 5000;

export function authRouter(deps: AuthDeps & { requireAuth: AuthMiddleware }): Router {
  const router = Router();
  router.use(noStore);
  const { windowMs, authPerIp, authPerAccount } = deps.config.rateLimit;
  const perIp = (name: string) => limitPerIp({ windowMs, limit: authPerIp, name });
  const perAccount = (name: string) => limitPerAccount({ windowMs, limit: authPerAccount, name });

  router.post(
    '/sign-up',
    perIp('sign-up'),
    // Decision 0086: a body with an invitation token is the invited sign-up, which asks no company or address.
    (req, res, next) => validate({ body: isInvitedSignUp(req.body) ? invitedSignUpSchema : signUpSchema }, { message: () => MESSAGES.signup.validation })(req, res, next),
    perAccount('sign-up'),
    async (_req, res) => {
      const result = await signUp(valid<SignUpInput | InvitedSignUpInput>(res, 'body'), deps);
      sendData(res, 201, MESSAGES.signup.success, result);
    },
  );

  // Decision 0036: failures are limited per account and address, and only slow the account as a whole.
  const loginPerAccountAndAddress = limitFailuresPerAccountAndAddress({ windowMs, limit: authPerAccount, name: 'login' });
  const loginSlowPerAccount = slowFailuresPerAccount({ windowMs, after: authPerAccount, stepMs: LOGIN_SLOWDOWN_STEP_MS, maxDelayMs: LOGIN_SLOWDOWN_MAX_MS, name: 'login-account' });
  router.post('/login', perIp('login'), validate({ body: loginSchema }), loginPerAccountAndAddress, loginSlowPerAccount, async (_req, res) => {
    const result = await logIn(valid<LoginInput>(res, 'body'), deps);
    sendData(res, 200, 'Logged in successfully', result);
  });

  router.post(
    '/forgot-password',
    perIp('forgot-password'),
    validate({ body: forgotPasswordSchema }),
    perAccount('forgot-password'),
    async (_req, res) => {
      await requestPasswordReset(valid<ForgotPasswordInput>(res, 'body').email, deps);
      sendData(res, 200, FORGOT_PASSWORD_ANSWER, null);
    },
  );

  // POST, not GET: the token stays out of URLs and access logs; limited per address like the reset itself.
  router.post('/reset-password/check', perIp('reset-password-check'), validate({ body: resetTokenCheckSchema }), async (_req, res) => {
    sendData(res, 200, RESET_LINK_VALID, await checkResetToken(valid<ResetTokenCheckInput>(res, 'body').token));
  });

  router.post('/reset-password', perIp('reset-password'), validate({ body: resetPasswordSchema }), async (_req, res) => {
    sendData(res, 200, RESET_DONE, await resetPassword(valid<ResetPasswordInput>(res, 'body'), deps));
  });

  // The six-digit code e-mailed at sign-up; wrong tries are counted per code, resends per account (decision 0028).
  router.post('/verify-email', deps.requireAuth, perIp('verify-email'), validate({ body: verificationCodeSchema }), async (_req, res) => {
    const result = await verifyEmailCode(currentUser(res), valid<VerificationCodeInput>(res, 'body').code, deps.config);
    sendData(res, 200, VERIFICATION_MESSAGES.verified, result);
  });

  router.post(
    '/verify-email/resend',
    deps.requireAuth,
    limitPerUser({ windowMs, limit: authPerAccount, name: 'verify-email-resend' }),
    async (_req, res) => {
      const { alreadyVerified } = await resendVerificationCode(currentUser(res), deps.config);
      sendData(res, 200, alreadyVerified ? VERIFICATION_MESSAGES.alreadyVerified : VERIFICATION_MESSAGES.sent, null);
    },
  );

  return router;
}
