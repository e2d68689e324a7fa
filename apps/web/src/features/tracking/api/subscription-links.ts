// POST /tracking-subscriptions/confirm and /unsubscribe: what the links in tracking mails open. Each token is asked
// about once per page (a query keyed by it), so React's double effects and re-renders do not post twice.
import type { Envelope, TrackingSubscriptionResult } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SubscriptionLinkAction = 'confirm' | 'unsubscribe';

const subscriptionLinkKeys = {
  all: ['tracking-subscription-link'] as const,
  link: (action: SubscriptionLinkAction, token: string) => [...subscriptionLinkKeys.all, action, token] as const,
};

function followSubscriptionLink(action: SubscriptionLinkAction, token: string): Promise<Envelope<TrackingSubscriptionResult>> {
  return apiClient.post<Envelope<TrackingSubscriptionResult>>(`/tracking-subscriptions/${action}`, { token });
}

function subscriptionLinkQueryOptions(action: SubscriptionLinkAction, token: string) {
  return queryOptions({
    queryKey: subscriptionLinkKeys.link(action, token),
    queryFn: () => followSubscriptionLink(action, token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSubscriptionLink(action: SubscriptionLinkAction, token: string) {
  return useQuery({ ...subscriptionLinkQueryOptions(action, token), enabled: token !== '' });
}
