// GET /claims: the organization's claims, newest first.
import type { ClaimList, Envelope } from '@meridian/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys, toSearch, type ClaimListQuery } from './claim-keys';

async function getClaims(query: ClaimListQuery): Promise<ClaimList> {
  const body = await apiClient.get<Envelope<ClaimList>>(`/claims?${toSearch(query)}`);
  return body.data;
}

export function useClaims(query: ClaimListQuery) {
  return useQuery({ queryKey: claimKeys.list(query), queryFn: () => getClaims(query), placeholderData: keepPreviousData });
}
