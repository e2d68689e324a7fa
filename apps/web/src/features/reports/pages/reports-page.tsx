import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function ReportsPage() {
  return <PlaceholderScreen title="Reports" />;
}
