import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ResetPasswordPage() {
  return <PlaceholderScreen title="Reset password" />;
}
