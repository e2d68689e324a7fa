import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ServicesPage() {
  return <PlaceholderScreen title="Services" />;
}
