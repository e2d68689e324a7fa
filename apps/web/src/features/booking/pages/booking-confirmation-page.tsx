import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BookingConfirmationPage() {
  return <PlaceholderScreen title="Booking confirmation" />;
}
