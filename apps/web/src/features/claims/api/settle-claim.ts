// POST /claims/{id}/settlement: a refund or a credit note, exactly once under one Idempotency-Key per attempt.
import type { ClaimSettlementAnswer, Envelope, SettlementMethod } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

async function settleClaim(claimId: string, method: SettlementMethod, idempotencyKey: string): Promise<ClaimSettlementAnswer> {
  const body = await apiClient.post<Envelope<ClaimSettlementAnswer>>(`/claims/${encodeURIComponent(claimId)}/settlement`, { method }, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return body.data;
}

export function useSettleClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, idempotencyKey }: { method: SettlementMethod; idempotencyKey: string }) => settleClaim(claimId, method, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
