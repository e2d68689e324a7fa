// GET /claims/{id}: the claim with its evidence, thread, decision and settlement (customers and staff alike).
import type { Claim, Envelope } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

async function getClaim(id: string): Promise<Claim> {
  const body = await apiClient.get<Envelope<Claim>>(`/claims/${encodeURIComponent(id)}`);
  return body.data;
}

export function useClaim(id: string) {
  return useQuery({ queryKey: claimKeys.detail(id), queryFn: () => getClaim(id) });
}
