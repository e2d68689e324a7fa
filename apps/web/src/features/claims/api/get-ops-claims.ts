// GET /ops/claims: the console's queue, ordered by the next due action with overdue ones first (the API orders it).
import type { ClaimList, Envelope } from '@meridian/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys, toSearch, type ClaimListQuery } from './claim-keys';

async function getOpsClaims(query: ClaimListQuery): Promise<ClaimList> {
  const body = await apiClient.get<Envelope<ClaimList>>(`/ops/claims?${toSearch(query)}`);
  return body.data;
}

export function useOpsClaims(query: ClaimListQuery) {
  return useQuery({ queryKey: claimKeys.queue(query), queryFn: () => getOpsClaims(query), placeholderData: keepPreviousData });
}
