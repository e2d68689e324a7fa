import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function TrackingPage() {
  return <PlaceholderScreen title="Track Shipment" />;
}
