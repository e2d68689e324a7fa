import { endSentence, ORGANIZATION_MESSAGES, OTP_LENGTH, VERIFICATION_CODE_TTL_S, VERIFICATION_ERROR_CODES, verificationCodeSchema } from '@meridian/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, messageOr } from '../../../lib/api-client';
import { landingAfterSignIn } from '../../../lib/role-home';
import { useAuth } from '../../../lib/session';
import { CODE_DEADLINE_KEY, TOKEN_KEY } from '../../../lib/storage-keys';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerificationCode, useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { OtpInput } from '../components/otp-input';

// A 300 s countdown (the code's life in the API); resend, enabled at 0, resets it.
export const OTP_COUNTDOWN_S = VERIFICATION_CODE_TTL_S;
export const VERIFY_FAILED = 'We could not check the code. Please try again.';
export const RESEND_FAILED = 'We could not send a new code. Please try again.';
export const CODE_SENT = 'We sent a new code. Check your inbox.';
export const SEND_NEW_CODE = 'Send me a new code';

function mmss(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Only a new code cures these; waiting out the countdown would be a dead end (decision 0044). */
const needsNewCode = (failure: unknown) =>
  failure instanceof ApiError && (failure.code === VERIFICATION_ERROR_CODES.locked || failure.code === VERIFICATION_ERROR_CODES.expired);

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * When this account's code dies, kept in the browser so coming back to the page does not start the countdown over (the
 * code's life runs in the API from when it was sent, decision 0028). Unknown here (another browser): a fresh count.
 */
function codeDeadline(userId: string): number {
  const stored = localStorage.getItem(CODE_DEADLINE_KEY)?.split(':');
  if (stored?.[0] === userId && Number.isFinite(Number(stored[1]))) return Number(stored[1]);
  return restartCodeDeadline(userId);
}

function restartCodeDeadline(userId: string): number {
  const deadline = Date.now() + OTP_COUNTDOWN_S * 1000;
  localStorage.setItem(CODE_DEADLINE_KEY, `${userId}:${deadline}`);
  return deadline;
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

function SignInFirst() {
  return (
    <AuthLayout title="Verify your email" subtitle="Sign in to enter the 6-digit code we emailed you.">
      <Alert tone="info">The code belongs to your account: sign in first, then open this page from the banner on your dashboard.</Alert>
      <Link to="/auth/login" className="mt-6 inline-block font-semibold text-blue-800 underline underline-offset-4">
        Go to sign in
      </Link>
    </AuthLayout>
  );
}

/** /auth/verify-otp (decision 0028): the code e-mailed at sign-up really verifies the address. */
export function VerifyOtpPage() {
  usePageTitle('Verify your email');
  const { user, isLoading, signIn, isNewAccount } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = useSearchParams()[0].get('redirect');
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(OTP_COUNTDOWN_S);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [codeSpent, setCodeSpent] = useState(false);

  const userId = user && !user.emailVerified ? user._id : null;
  useEffect(() => {
    if (userId) setDeadline(codeDeadline(userId));
  }, [userId]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setRemaining(secondsUntil(deadline));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  if (!user) return isLoading ? null : <SignInFirst />;

  if (user.emailVerified) {
    return (
      <AuthLayout title="Email verified">
        <Alert tone="success">Your email address {user.email} is verified.</Alert>
        <Link to="/dashboard" className="mt-6 inline-block font-semibold text-blue-800 underline underline-offset-4">
          Go to your dashboard
        </Link>
      </AuthLayout>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const result = verificationCodeSchema.safeParse({ code: digits.join('') });
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? 'Enter the 6-digit code');
      return;
    }
    setError(null);
    verify.mutate(result.data, {
      onSuccess: ({ user: verified, joined }) => {
        const token = localStorage.getItem(TOKEN_KEY);
        // Still the account this browser just made: its dashboard greets "Welcome", not "Welcome back" (decision 0038).
        if (token) signIn(token, verified, { newAccount: isNewAccount });
        localStorage.removeItem(CODE_DEADLINE_KEY);
        const thanks = `Thank you, ${verified.firstName}! Your email address is verified.`;
        if (joined) {
          // Decision 0086: the invited account is a member now; what was cached belongs to the organization it left.
          void queryClient.invalidateQueries();
          navigate('/dashboard', { replace: true, state: { welcome: `${thanks} ${endSentence(ORGANIZATION_MESSAGES.joined(joined.name))}` } });
          return;
        }
        navigate(landingAfterSignIn(verified.role, redirect), { replace: true, state: { welcome: thanks } });
      },
      onError: (failure) => {
        setError(messageOr(failure, VERIFY_FAILED));
        if (needsNewCode(failure)) setCodeSpent(true);
      },
    });
  };

  const sendAgain = () => {
    setError(null);
    setNotice(null);
    resend.mutate(undefined, {
      onSuccess: () => {
        setCodeSpent(false);
        setDigits(emptyCode());
        setDeadline(restartCodeDeadline(user._id));
        setNotice(CODE_SENT);
      },
      onError: (failure) => setError(messageOr(failure, RESEND_FAILED)),
    });
  };

  return (
    <AuthLayout title="Verify your email" subtitle={`Enter the 6-digit code we sent to ${user.email}.`}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
        <OtpInput value={digits} onChange={setDigits} invalid={Boolean(error)} describedBy={error ? 'otp-error' : undefined} />
        {error && (
          <p id="otp-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {codeSpent && (
          <Button variant="secondary" className="w-full" onClick={sendAgain} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : SEND_NEW_CODE}
          </Button>
        )}
        <Button type="submit" className="w-full" disabled={verify.isPending || codeSpent}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span aria-live="polite">{codeSpent ? 'This code can no longer be used' : remaining > 0 ? `Code expires in ${mmss(remaining)}` : 'Code expired'}</span>
          {/* Once the code is spent, the one offer of a new code is the button above. */}
          {!codeSpent && (
            <button
              type="button"
              onClick={sendAgain}
              disabled={remaining > 0 || resend.isPending}
              className="font-semibold text-blue-800 underline underline-offset-4 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
            >
              {resend.isPending ? 'Sending...' : 'Resend code'}
            </button>
          )}
        </div>
        <Link to="/dashboard" className="block text-center text-sm font-semibold text-blue-800 underline underline-offset-4">
          Skip for now: go to your dashboard
        </Link>
      </form>
    </AuthLayout>
  );
}
