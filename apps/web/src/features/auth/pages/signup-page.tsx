import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function SignupPage() {
  return <PlaceholderScreen title="Create your account" />;
}
