import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BookingsPage() {
  return <PlaceholderScreen title="My Bookings" />;
}
