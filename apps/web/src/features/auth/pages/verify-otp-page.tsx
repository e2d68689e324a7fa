import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function VerifyOtpPage() {
  return <PlaceholderScreen title="Verify your account" />;
}
