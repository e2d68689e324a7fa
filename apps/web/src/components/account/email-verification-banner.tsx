import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/session';
import { Alert } from '../ui/alert';

const EMAIL_BANNER = {
  title: 'Verify your email address',
  body: 'You can browse and draft bookings now; paying needs a verified address. Enter the 6-digit code we emailed you.',
  link: 'Enter your code',
} as const;

/** A signed-in customer whose address is unproved is led to the code, never locked out (decision 0028). */
export function EmailVerificationBanner({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Alert
      tone="info"
      title={EMAIL_BANNER.title}
      className={className}
      action={
        <Link to="/auth/verify-otp" className="font-semibold text-blue-800 underline underline-offset-4">
          {EMAIL_BANNER.link}
        </Link>
      }
    >
      {EMAIL_BANNER.body}
    </Alert>
  );
}
