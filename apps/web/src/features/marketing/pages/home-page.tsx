import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function HomePage() {
  return <PlaceholderScreen title="Home" />;
}
