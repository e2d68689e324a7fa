import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function KycRejectedPage() {
  return <PlaceholderScreen title="Application Requires Updates" />;
}
