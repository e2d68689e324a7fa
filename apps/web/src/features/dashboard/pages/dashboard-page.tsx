import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function DashboardPage() {
  return <PlaceholderScreen title="Operations Center" />;
}
