import { ORGANIZATION_MESSAGES, ORGANIZATION_ROLE_DESCRIPTIONS, ORGANIZATION_ROLE_LABELS, type InvitationCheck } from '@meridian/contracts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-link';
import { brand } from '../../../content/brand';
import { messageOr } from '../../../lib/api-client';
import { ACCEPT_INVITATION_PATH } from '../../../lib/role-home';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { invitedAddress } from '../../../api/invitation-check';
import { useAcceptInvitation, useInvitationCheck } from '../api/invitations';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-blue-900">
          {brand.name}
        </Link>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
      </div>
    </div>
  );
}

/** `address`: the invited address as the link carries it; else the check's answer, which is masked (decision 0087). */
function Offer({ invitation, address }: { invitation: InvitationCheck; address: string | null }) {
  const role = invitation.role ?? 'viewer';
  return (
    <div className="flex items-start gap-3">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-blue-50 text-blue-800">
        <Building2 aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold break-words text-slate-900">Join {invitation.organizationName}</h1>
        <p className="mt-2 text-slate-700">
          {invitation.invitedBy} invited <span className="font-semibold break-all">{address ?? invitation.email}</span> to join as{' '}
          <span className="font-semibold">{ORGANIZATION_ROLE_LABELS[role]}</span>.
        </p>
        <p className="mt-1 text-sm text-slate-600">{ORGANIZATION_ROLE_DESCRIPTIONS[role]}</p>
      </div>
    </div>
  );
}

/**
 * /auth/accept-invitation?token= (decision 0055): what the invitation offers, then the way in for whoever opened it.
 * Signing in or creating an account (and verifying its e-mail) comes back here through `redirect`.
 */
export function AcceptInvitationPage() {
  usePageTitle('Accept invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useInvitationCheck(token);
  const accept = useAcceptInvitation();
  const { user, isLoading, logout } = useAuth();
  const navigate = useNavigate();
  const back = encodeURIComponent(`${ACCEPT_INVITATION_PATH}?token=${token}`);

  if (token !== '' && check.isPending) {
    return (
      <Frame>
        <p className="text-slate-700">Checking your invitation...</p>
      </Frame>
    );
  }
  const invitation = check.data;
  if (!invitation?.valid) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold text-slate-900">Invitation</h1>
        <div className="mt-4">
          <Alert tone="error">{ORGANIZATION_MESSAGES.invitationInvalid}</Alert>
        </div>
        <Link to="/dashboard" className="mt-6 inline-block font-semibold text-blue-800 underline underline-offset-4">
          Go to your dashboard
        </Link>
      </Frame>
    );
  }

  // Decision 0086: creating an account here is the invited sign-up: the address filled in, no company asked.
  const address = invitedAddress(params.get('email'), invitation);
  const signUpHere = `/auth/signup?invitation=${encodeURIComponent(token)}${address ? `&email=${encodeURIComponent(address)}` : ''}`;
  const sameAccount = user && user.email.toLowerCase() === (address ?? invitation.email)?.toLowerCase();
  const join = () =>
    accept.mutate(token, {
      onSuccess: (joined) => navigate('/dashboard', { replace: true, state: { welcome: ORGANIZATION_MESSAGES.joined(joined.name) } }),
    });

  return (
    <Frame>
      <Offer invitation={invitation} address={address} />
      <div className="mt-6 space-y-4">
        {accept.isError && <Alert tone="error">{messageOr(accept.error, 'We could not accept the invitation. Please try again.')}</Alert>}
        {!user && !isLoading && (
          <>
            <p className="text-slate-700">Sign in with {invitation.email}, or create an account with it, to accept.</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to={`/auth/login?redirect=${back}`} className={buttonClass('primary')}>
                Sign in
              </Link>
              <Link to={signUpHere} className={buttonClass('secondary')}>
                Create an account
              </Link>
            </div>
          </>
        )}
        {user && !sameAccount && (
          <>
            <Alert tone="error">
              You are signed in as {user.email}. This invitation is for {invitation.email}.
            </Alert>
            <Button variant="secondary" onClick={logout}>
              Sign out and use {invitation.email}
            </Button>
          </>
        )}
        {sameAccount && !user.emailVerified && (
          <>
            <Alert tone="info">Verify your e-mail address first: enter the 6-digit code we sent you.</Alert>
            <Link to={`/auth/verify-otp?redirect=${back}`} className={buttonClass('primary')}>
              Verify my e-mail
            </Link>
          </>
        )}
        {sameAccount && user.emailVerified && (
          <Button className="w-full sm:w-auto" onClick={join} disabled={accept.isPending}>
            {accept.isPending ? 'Joining...' : `Join ${invitation.organizationName}`}
          </Button>
        )}
      </div>
    </Frame>
  );
}
