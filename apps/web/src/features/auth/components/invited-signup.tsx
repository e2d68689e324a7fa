import { zodResolver } from '@hookform/resolvers/zod';
import { invitedSignUpSchema, MESSAGES, ORGANIZATION_MESSAGES, ORGANIZATION_ROLE_LABELS, type InvitedSignUpInput } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { invitedAddress, useInvitationCheck } from '../../../api/invitation-check';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { useSignUpSubmit } from '../lib/use-sign-up-submit';
import { AuthLayout } from './auth-layout';
import { PasswordStrengthMeter } from './password-strength-meter';

const INVITED_EMAIL_HINT = 'The address your invitation was sent to.';

/**
 * Decision 0086: sign-up from an invitation link. The person joins a company that exists, so no company, address or
 * category is asked; the address is the invited one (from the link) and cannot be changed; the organization is named.
 * They join it when the e-mailed code is entered.
 */
export function InvitedSignup({ token, emailFromLink }: { token: string; emailFromLink: string | null }) {
  const check = useInvitationCheck(token);
  if (check.isPending) {
    return (
      <AuthLayout title="Create your account">
        <p className="text-slate-700">Checking your invitation...</p>
      </AuthLayout>
    );
  }
  if (!check.data?.valid) {
    return (
      <AuthLayout title="Create your account">
        <Alert tone="error">{ORGANIZATION_MESSAGES.invitationInvalid}</Alert>
        <Link to="/auth/signup" className="mt-6 inline-block font-semibold text-blue-800 underline underline-offset-4">
          Create an account for your own company instead
        </Link>
      </AuthLayout>
    );
  }
  const role = ORGANIZATION_ROLE_LABELS[check.data.role ?? 'viewer'];
  const organization = check.data.organizationName ?? '';
  return (
    <AuthLayout title={`Join ${organization}`} subtitle={`${check.data.invitedBy ?? 'Your admin'} invited you as ${role}. Create your account to join.`}>
      <InvitedSignupForm token={token} email={invitedAddress(emailFromLink, check.data)} organization={organization} />
    </AuthLayout>
  );
}

function InvitedSignupForm({ token, email, organization }: { token: string; email: string | null; organization: string }) {
  const form = useForm<InvitedSignUpInput>({
    resolver: zodResolver(invitedSignUpSchema),
    defaultValues: { firstName: '', lastName: '', email: email ?? '', phoneNumber: '', password: '', invitationToken: token },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  // No way back to the accept page: the code joins the organization (decision 0086).
  const { onSubmit, banner, success, pending, busy } = useSignUpSubmit(form, '/auth/verify-otp');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {banner && <Alert tone="error">{banner}</Alert>}
      {success && <Alert tone="success">{MESSAGES.signup.success}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="firstName" label="First name" required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField id="lastName" label="Last name" required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField
        id="email"
        type="email"
        label="Email"
        required
        autoComplete="email"
        readOnly={email !== null}
        className={`${inputClass(Boolean(errors.email))} read-only:bg-slate-100 read-only:text-slate-700`}
        hint={INVITED_EMAIL_HINT}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField id="phoneNumber" type="tel" label="Phone number" required autoComplete="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      <div>
        <TextField id="password" type="password" label="Password" required autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PasswordStrengthMeter password={watch('password') ?? ''} />
      </div>
      <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
        Your company is <span className="font-semibold">{organization}</span>: no company details needed. You join it once you enter the code we e-mail you.
      </p>
      <Button type="submit" className="w-full" disabled={busy}>
        {pending ? 'Creating account...' : 'Create account and join'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={`/auth/login?redirect=${encodeURIComponent(`/auth/accept-invitation?token=${token}`)}`} className="font-semibold text-blue-800 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </form>
  );
}
