// An organization's webhook endpoints and their delivery logs (decision 0057).
import type { CreateWebhookInput, Envelope, UpdateWebhookInput, Webhook, WebhookDelivery, WebhookWithSecret } from '@meridian/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const BASE = '/organization/webhooks';

const webhookKeys = {
  all: ['organization', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

async function getWebhooks(): Promise<Webhook[]> {
  return (await apiClient.get<Envelope<Webhook[]>>(`${BASE}/`)).data;
}

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: getWebhooks, retry: false });
}

async function createWebhook(input: CreateWebhookInput): Promise<WebhookWithSecret> {
  return (await apiClient.post<Envelope<WebhookWithSecret>>(`${BASE}/`, input)).data;
}

async function updateWebhook({ id, ...input }: UpdateWebhookInput & { id: string }): Promise<Webhook> {
  return (await apiClient.patch<Envelope<Webhook>>(`${BASE}/${encodeURIComponent(id)}`, input)).data;
}

async function deleteWebhook(id: string): Promise<void> {
  await apiClient.delete<unknown>(`${BASE}/${encodeURIComponent(id)}`);
}

async function rotateSecret(id: string): Promise<WebhookWithSecret> {
  return (await apiClient.post<Envelope<WebhookWithSecret>>(`${BASE}/${encodeURIComponent(id)}/rotate-secret`)).data;
}

async function sendTestEvent(id: string): Promise<WebhookDelivery> {
  return (await apiClient.post<Envelope<WebhookDelivery>>(`${BASE}/${encodeURIComponent(id)}/test`)).data;
}

async function getDeliveries(id: string): Promise<WebhookDelivery[]> {
  return (await apiClient.get<Envelope<WebhookDelivery[]>>(`${BASE}/${encodeURIComponent(id)}/deliveries?limit=25`)).data;
}

async function retryDelivery({ id, deliveryId }: { id: string; deliveryId: string }): Promise<WebhookDelivery> {
  return (await apiClient.post<Envelope<WebhookDelivery>>(`${BASE}/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`)).data;
}

/** The log refreshes every 2 s while anything in it is still pending, and stops once all have settled. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => getDeliveries(id),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2000 : false),
  });
}

function useInvalidating<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export const useCreateWebhook = () => useInvalidating(createWebhook);
export const useUpdateWebhook = () => useInvalidating(updateWebhook);
export const useDeleteWebhook = () => useInvalidating(deleteWebhook);
export const useRotateSecret = () => useInvalidating(rotateSecret);
export const useSendTestEvent = () => useInvalidating(sendTestEvent);
export const useRetryDelivery = () => useInvalidating(retryDelivery);
