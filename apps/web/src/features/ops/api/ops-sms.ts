// The SMS queue in the operator console (decision 0111): failures listed, sent again by hand, as the mail queue.
import type { Envelope, SmsList, SmsListQueryInput, SmsMessageSummary } from '@meridian/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SmsListFilters = Required<Pick<SmsListQueryInput, 'status' | 'page'>>;

const opsSmsKeys = {
  all: ['ops', 'sms'] as const,
  list: (filters: SmsListFilters) => [...opsSmsKeys.all, filters] as const,
};

async function getSmsMessages({ status, page }: SmsListFilters): Promise<SmsList> {
  const body = await apiClient.get<Envelope<SmsList>>(`/ops/sms?status=${status}&page=${page}`);
  return body.data;
}

export function useSmsMessages(filters: SmsListFilters) {
  return useQuery({ queryKey: opsSmsKeys.list(filters), queryFn: () => getSmsMessages(filters), placeholderData: keepPreviousData });
}

async function retrySmsMessage(id: string): Promise<SmsMessageSummary> {
  const body = await apiClient.post<Envelope<SmsMessageSummary>>(`/ops/sms/${id}/retry`);
  return body.data;
}

export function useRetrySmsMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retrySmsMessage, onSuccess: () => client.invalidateQueries({ queryKey: opsSmsKeys.all }) });
}
