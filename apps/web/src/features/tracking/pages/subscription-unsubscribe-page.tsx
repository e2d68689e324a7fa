import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { SubscriptionLinkResult } from '../components/subscription-link-result';

/** /tracking/subscriptions/unsubscribe?token=...: the link in every tracking mail; one click stops the updates. */
export function SubscriptionUnsubscribePage() {
  usePageTitle('Unsubscribe from e-mail updates');
  const [params] = useSearchParams();
  return <SubscriptionLinkResult action="unsubscribe" token={params.get('token')?.trim() ?? ''} />;
}
