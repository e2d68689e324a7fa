import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@meridian/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { requestFailure } from '../lib/auth-errors';

const SEND_FAILED = 'We could not send the reset link. Please try again.';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => mutation.mutate(values, { onSuccess: () => setSentTo(values.email) }));

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <p className="text-slate-700">
          If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset your password. The link expires soon, so use it
          right away.
        </p>
        <Link to="/auth/login" className="mt-6 inline-block font-semibold text-blue-800 underline underline-offset-4">
          Back to sign in
        </Link>
      </AuthLayout>
    );
  }

  const failure = mutation.error ? requestFailure(mutation.error, SEND_FAILED) : null;
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we will send you a reset link.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField id="email" type="email" label="Email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Link to="/auth/login" className="block text-center text-sm font-semibold text-blue-800 underline underline-offset-4">
          Back to sign in
        </Link>
      </form>
    </AuthLayout>
  );
}
