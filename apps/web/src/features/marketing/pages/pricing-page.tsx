import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function PricingPage() {
  return <PlaceholderScreen title="Pricing" />;
}
