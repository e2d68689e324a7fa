// Auth: router (HTTP, rate limits) -> service (sign-up, login, reset rules) -> reset-tokens repository -> model;
// accounts themselves are read and written through the users feature.
import {
  forgotPasswordSchema,
  loginSchema,
  MESSAGES,
  resetPasswordSchema,
  signUpSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignUpInput,
} from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { limitPerAccount, limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { FORGOT_PASSWORD_ANSWER, logIn, requestPasswordReset, resetPassword, signUp, type AuthDeps } from './auth.service';

export function authRouter(deps: AuthDeps): Router {
  const router = Router();
  const { windowMs, authPerIp, authPerAccount } = deps.config.rateLimit;
  const perIp = (name: string) => limitPerIp({ windowMs, limit: authPerIp, name });
  const perAccount = (name: string) => limitPerAccount({ windowMs, limit: authPerAccount, name });

  router.post(
    '/sign-up',
    perIp('sign-up'),
    validate({ body: signUpSchema }, { message: () => MESSAGES.signup.validation }),
    perAccount('sign-up'),
    async (_req, res) => {
      const result = await signUp(valid<SignUpInput>(res, 'body'), deps);
      sendData(res, 201, MESSAGES.signup.success, result);
    },
  );

  router.post('/login', perIp('login'), validate({ body: loginSchema }), perAccount('login'), async (_req, res) => {
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

  router.post('/reset-password', perIp('reset-password'), validate({ body: resetPasswordSchema }), async (_req, res) => {
    await resetPassword(valid<ResetPasswordInput>(res, 'body'), deps);
    sendData(res, 200, 'Your password has been reset. You can now log in.', null);
  });

  return router;
}
