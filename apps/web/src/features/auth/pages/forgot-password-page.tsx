import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ForgotPasswordPage() {
  return <PlaceholderScreen title="Forgot password" />;
}
