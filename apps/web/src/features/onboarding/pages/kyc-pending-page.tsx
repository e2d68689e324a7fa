import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function KycPendingPage() {
  return <PlaceholderScreen title="Account Under Review" />;
}
