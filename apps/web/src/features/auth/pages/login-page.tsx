import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function LoginPage() {
  return <PlaceholderScreen title="Sign in" />;
}
