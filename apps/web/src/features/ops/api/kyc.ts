// The operators' KYC review (decision 0029): the queue, one submission, the decision.
import type { Envelope, KycDecisionInput, KycQueue, KycSubmission } from '@meridian/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const kycKeys = {
  all: ['kyc'] as const,
  queues: () => [...kycKeys.all, 'queue'] as const,
  queue: (page: number) => [...kycKeys.queues(), page] as const,
  submission: (id: string) => [...kycKeys.all, 'submission', id] as const,
};

async function getKycQueue(page: number): Promise<KycQueue> {
  const body = await apiClient.get<Envelope<KycQueue>>(`/ops/kyc?page=${page}`);
  return body.data;
}

export function useKycQueue(page: number) {
  return useQuery({ queryKey: kycKeys.queue(page), queryFn: () => getKycQueue(page), placeholderData: keepPreviousData });
}

async function getKycSubmission(id: string): Promise<KycSubmission> {
  const body = await apiClient.get<Envelope<KycSubmission>>(`/ops/kyc/${encodeURIComponent(id)}`);
  return body.data;
}

export function useKycSubmission(id: string) {
  return useQuery({ queryKey: kycKeys.submission(id), queryFn: () => getKycSubmission(id) });
}

async function decideKyc(input: { id: string } & KycDecisionInput): Promise<KycSubmission> {
  const { id, ...decision } = input;
  const body = await apiClient.post<Envelope<KycSubmission>>(`/ops/kyc/${encodeURIComponent(id)}/decision`, decision);
  return body.data;
}

export function useDecideKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    onSuccess: (submission) => {
      client.setQueryData(kycKeys.submission(submission._id), submission);
      void client.invalidateQueries({ queryKey: kycKeys.queues() });
    },
  });
}
