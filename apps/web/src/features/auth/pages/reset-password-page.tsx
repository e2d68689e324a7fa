import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { requestFailure } from '../lib/auth-errors';

const RESET_FAILED = 'We could not reset your password. Please try again.';
export const PASSWORD_RESET_WELCOME = 'Your password has been changed. Every other device has been signed out.';

/** Opened from the e-mailed link: /auth/reset-password?token=... */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
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
    defaultValues: { token: params.get('token') ?? '', password: '' },
  });

  // The new password signs this browser in; every other session of the account has ended (decision 0028).
  const submit = (values: ResetPasswordInput) =>
    mutation.mutate(values, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        navigate('/dashboard', { replace: true, state: { welcome: PASSWORD_RESET_WELCOME } });
      },
    });

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
