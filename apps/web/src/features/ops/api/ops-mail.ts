// The mail queue in the operator console (decision 0027): failures listed, sent again by hand.
import type { Envelope, MailList, MailListQueryInput, MailMessageSummary } from '@meridian/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type MailListFilters = Required<Pick<MailListQueryInput, 'status' | 'page'>>;

const opsMailKeys = {
  all: ['ops', 'mail'] as const,
  list: (filters: MailListFilters) => [...opsMailKeys.all, filters] as const,
};

async function getMailMessages({ status, page }: MailListFilters): Promise<MailList> {
  const body = await apiClient.get<Envelope<MailList>>(`/ops/mail?status=${status}&page=${page}`);
  return body.data;
}

export function useMailMessages(filters: MailListFilters) {
  return useQuery({ queryKey: opsMailKeys.list(filters), queryFn: () => getMailMessages(filters), placeholderData: keepPreviousData });
}

async function retryMailMessage(id: string): Promise<MailMessageSummary> {
  const body = await apiClient.post<Envelope<MailMessageSummary>>(`/ops/mail/${id}/retry`);
  return body.data;
}

export function useRetryMailMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryMailMessage, onSuccess: () => client.invalidateQueries({ queryKey: opsMailKeys.all }) });
}
