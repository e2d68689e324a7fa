import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ProfilePage() {
  return <PlaceholderScreen title="Profile" />;
}
