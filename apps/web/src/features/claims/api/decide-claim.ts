// POST /claims/{id}/decision: staff only; once per claim, above the liability limit an admin only (the API enforces both).
import type { Claim, ClaimDecisionInput, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

async function decideClaim(claimId: string, input: ClaimDecisionInput): Promise<Claim> {
  const body = await apiClient.post<Envelope<Claim>>(`/claims/${encodeURIComponent(claimId)}/decision`, input);
  return body.data;
}

export function useDecideClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimDecisionInput) => decideClaim(claimId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
