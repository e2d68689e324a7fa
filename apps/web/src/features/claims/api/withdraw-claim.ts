// POST /claims/{id}/withdraw: the organization closes its own open claim.
import type { Claim, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

async function withdrawClaim(claimId: string, reason: string | undefined): Promise<Claim> {
  const body = await apiClient.post<Envelope<Claim>>(`/claims/${encodeURIComponent(claimId)}/withdraw`, reason ? { reason } : {});
  return body.data;
}

export function useWithdrawClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) => withdrawClaim(claimId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
