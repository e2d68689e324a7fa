import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export function InvoicePage() {
  return <PlaceholderScreen title="Invoice" />;
}
