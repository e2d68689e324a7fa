import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ProfileSetupPage() {
  return <PlaceholderScreen title="Company profile setup" />;
}
