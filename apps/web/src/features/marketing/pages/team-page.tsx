import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function TeamPage() {
  return <PlaceholderScreen title="Team" />;
}
