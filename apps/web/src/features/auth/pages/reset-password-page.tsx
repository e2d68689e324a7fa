import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_LINK_INVALID, resetPasswordSchema, resetTokenCheckSchema, type ResetPasswordInput } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { ApiError } from '../../../lib/api-client';
import { requestFailure } from '../lib/auth-errors';

const RESET_FAILED = 'We could not reset your password. Please try again.';
export const PASSWORD_RESET_WELCOME = 'Your password has been changed. Every other device has been signed out.';
export const RESET_LINK_INVALID_HELP = 'Links work once, for one hour, and only the newest one you asked for. Ask for a new link and use it instead.';
export const RESET_LINK_CHECKING = 'Checking your reset link...';

/** The dead end this page used to be: the person typed a new password before learning the link was spent. */
function LinkInvalid() {
  return (
    <AuthLayout title="This link cannot be used">
      <Alert tone="error" title={RESET_LINK_INVALID}>
        {RESET_LINK_INVALID_HELP}
      </Alert>
      <Link to="/auth/forgot-password" className={`${buttonClass('primary')} mt-6 w-full`}>
        Request a new link
      </Link>
      <Link to="/auth/login" className="mt-4 block text-center text-sm font-semibold text-blue-800 underline underline-offset-4">
        Back to sign in
      </Link>
    </AuthLayout>
  );
}

const isLinkRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

/** Opened from the e-mailed link: /auth/reset-password?token=... */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = resetTokenCheckSchema.safeParse({ token }).success;
  // Decision 0044: the link is checked as the page opens; a failed check for another reason (network, 429)
  // leaves the form up, and the reset itself answers.
  const check = useResetTokenCheck(token, wellFormed);
  const mutation = useResetPassword();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  });

  // The new password signs this browser in; every other session of the account has ended (decision 0028).
  const submit = (values: ResetPasswordInput) =>
    mutation.mutate(values, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        navigate('/dashboard', { replace: true, state: { welcome: PASSWORD_RESET_WELCOME } });
      },
    });

  if (!wellFormed || isLinkRefused(check.error) || isLinkRefused(mutation.error)) return <LinkInvalid />;
  if (check.isPending) {
    return (
      <AuthLayout title="Choose a new password">
        <p role="status" className="text-slate-700">
          {RESET_LINK_CHECKING}
        </p>
      </AuthLayout>
    );
  }

  const failure = mutation.error ? requestFailure(mutation.error, RESET_FAILED) : null;
  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        {errors.token && <Alert tone="error">{errors.token.message}</Alert>}
        <input type="hidden" {...register('token')} />
        <div>
          <TextField id="password" type="password" label="New password" required autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <PasswordStrengthMeter password={watch('password') ?? ''} />
        </div>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Reset Password'}
        </Button>
        <Link to="/auth/forgot-password" className="block text-center text-sm font-semibold text-blue-800 underline underline-offset-4">
          Request a new link
        </Link>
      </form>
    </AuthLayout>
  );
}
