import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function PortfolioPage() {
  return <PlaceholderScreen title="Portfolio" />;
}
