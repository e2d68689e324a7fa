import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function AboutPage() {
  return <PlaceholderScreen title="About" />;
}
