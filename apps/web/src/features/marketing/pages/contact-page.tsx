import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ContactPage() {
  return <PlaceholderScreen title="Contact" />;
}
