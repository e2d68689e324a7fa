import type { Envelope, ResetTokenCheckResult } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Decision 0044: whether the e-mailed link still works, asked when the page opens; it does not use the link up. */
async function checkResetToken(token: string): Promise<ResetTokenCheckResult> {
  const body = await apiClient.post<Envelope<ResetTokenCheckResult>>('/auth/reset-password/check', { token });
  return body.data;
}

const resetTokenCheckQuery = (token: string) =>
  queryOptions({ queryKey: ['auth', 'reset-token-check', token], queryFn: () => checkResetToken(token), retry: false, staleTime: Infinity, gcTime: 0 });

export function useResetTokenCheck(token: string, enabled: boolean) {
  return useQuery({ ...resetTokenCheckQuery(token), enabled });
}
