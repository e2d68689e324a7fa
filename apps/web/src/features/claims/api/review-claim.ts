// POST /claims/{id}/review: staff acknowledge a submitted claim (it moves to in review; the first due action is met).
import type { Claim, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

async function reviewClaim(claimId: string): Promise<Claim> {
  const body = await apiClient.post<Envelope<Claim>>(`/claims/${encodeURIComponent(claimId)}/review`);
  return body.data;
}

export function useReviewClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reviewClaim(claimId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
