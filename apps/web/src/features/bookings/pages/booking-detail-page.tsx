import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BookingDetailPage() {
  return <PlaceholderScreen title="Booking details" />;
}
