import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_CATEGORIES, CLIENT_CATEGORY_LABELS, MESSAGES, signUpSchema, type SignUpInput } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { InvitedSignup } from '../components/invited-signup';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useSignUpSubmit } from '../lib/use-sign-up-submit';

export function SignupPage() {
  usePageTitle('Create account');
  const [params] = useSearchParams();
  // Decision 0086: a link from an invitation is the invited sign-up: no company or address asked.
  const invitation = params.get('invitation');
  if (invitation) return <InvitedSignup token={invitation} emailFromLink={params.get('email')} />;
  return <OwnCompanySignup />;
}

function OwnCompanySignup() {
  // Where to come back to once the address is verified (an invitation link, decision 0055); carried through the code step.
  const redirect = useSearchParams()[0].get('redirect');
  const carried = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', companyName: '', address: '', password: '', clientCategory: 'Enterprise' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  // The six-digit code is on its way; the verification screen comes next (decision 0028).
  const { onSubmit, banner, success, pending, busy } = useSignUpSubmit(form, `/auth/verify-otp${carried}`);
  return (
    <AuthLayout title="Create your account" subtitle="Start booking and tracking shipments in minutes.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {banner && <Alert tone="error">{banner}</Alert>}
        {success && <Alert tone="success">{MESSAGES.signup.success}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="firstName" label="First name" required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id="lastName" label="Last name" required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField id="email" type="email" label="Email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id="phoneNumber" type="tel" label="Phone number" required autoComplete="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
        <TextField id="companyName" label="Company name" required autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
        <TextField id="address" label="Address" required autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <SelectField id="clientCategory" label="Client category" error={errors.clientCategory?.message} {...register('clientCategory')}>
          {CLIENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CLIENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField id="password" type="password" label="Password" required autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <PasswordStrengthMeter password={watch('password') ?? ''} />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link to={`/auth/login${carried}`} className="font-semibold text-blue-800 underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
