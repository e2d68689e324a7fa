import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function BookingQuotationPage() {
  return <PlaceholderScreen title="Quotation" />;
}
