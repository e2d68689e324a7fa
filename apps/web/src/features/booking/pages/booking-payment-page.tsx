import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BookingPaymentPage() {
  return <PlaceholderScreen title="Payment" />;
}
