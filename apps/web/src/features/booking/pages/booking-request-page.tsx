import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BookingRequestPage() {
  return <PlaceholderScreen title="New shipment booking" />;
}
