import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginInput } from '@meridian/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SESSION_END_REASON_PARAM, useAuth } from '../../../lib/session';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import { landingAfterSignIn } from '../../../lib/role-home';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLater } from '../../../lib/use-later';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { loginFailure } from '../lib/auth-errors';

// Redirect 0.5 s after the token arrives.
const REDIRECT_MS = 500;
export const REMEMBER_ME_KEY = 'rememberMe';

export function LoginPage() {
  usePageTitle('Sign in');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mutation = useLogin();
  const [banner, setBanner] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const later = useLater();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', rememberMe: false } });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    localStorage.clear();
    try {
      const body = await mutation.mutateAsync(values);
      if (!body.data?.token || !body.data.user) {
        setBanner(MESSAGES.login.noToken);
        return;
      }
      signIn(body.data.token, body.data.user);
      // 'Keep me signed in' sets or clears a remember-me flag.
      if (values.rememberMe) localStorage.setItem(REMEMBER_ME_KEY, 'true');
      else localStorage.removeItem(REMEMBER_ME_KEY);
      setSignedIn(true);
      // Staff land in their own area; a page asked for before signing in is honoured when the role may open it.
      const landing = landingAfterSignIn(body.data.user.role, params.get('redirect'));
      later(() => navigate(landing, { replace: true }), REDIRECT_MS);
    } catch (error) {
      setBanner(loginFailure(error).banner);
    }
  });

  // A session the server ended says why here (decision 0028: a reset signs every other device out).
  const ended = params.get(SESSION_END_REASON_PARAM) === 'password-reset' && !signedIn && !banner;
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to manage your shipments.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {ended && <Alert tone="info">{MESSAGES.auth.sessionEndedByReset}</Alert>}
        {banner && <Alert tone="error">{banner}</Alert>}
        {signedIn && <Alert tone="success">Signed in. Redirecting...</Alert>}
        <TextField id="email" type="email" label="Email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id="password" type="password" label="Password" required autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField id="rememberMe" label="Keep me signed in" {...register('rememberMe')} />
          <Link to="/auth/forgot-password" className="text-sm font-semibold text-blue-800 underline underline-offset-4">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={mutation.isPending || signedIn}>
          {mutation.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <p className="text-center text-sm text-slate-700">
          New here?{' '}
          <Link to={params.get('redirect') ? `/auth/signup?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : '/auth/signup'} className="font-semibold text-blue-800 underline underline-offset-4">
            Create an account
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
