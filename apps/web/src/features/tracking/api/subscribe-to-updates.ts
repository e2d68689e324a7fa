// POST /tracking/{number}/subscriptions: public; the answer is the same whether or not the address already follows it.
import type { Envelope, TrackingSubscriptionAccepted, TrackingSubscriptionRequest } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

async function subscribeToUpdates(trackingNumber: string, input: TrackingSubscriptionRequest): Promise<Envelope<TrackingSubscriptionAccepted>> {
  return apiClient.post<Envelope<TrackingSubscriptionAccepted>>(`/tracking/${encodeURIComponent(trackingNumber)}/subscriptions`, input);
}

export function useSubscribeToUpdates(trackingNumber: string) {
  return useMutation({ mutationFn: (input: TrackingSubscriptionRequest) => subscribeToUpdates(trackingNumber, input) });
}
