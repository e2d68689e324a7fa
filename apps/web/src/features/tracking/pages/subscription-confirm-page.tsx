import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { SubscriptionLinkResult } from '../components/subscription-link-result';

/** /tracking/subscriptions/confirm?token=...: the link in the confirmation mail (double opt-in, decision 0030). */
export function SubscriptionConfirmPage() {
  usePageTitle('Confirm e-mail updates');
  const [params] = useSearchParams();
  return <SubscriptionLinkResult action="confirm" token={params.get('token')?.trim() ?? ''} />;
}
