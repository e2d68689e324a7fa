// GET /bookings/{id}/claims/preview: the deadline and the liability limit the API would state, shown as the form is
// filled. The API computes them because the road deadline skips the delivery country's public holidays (decision 0105).
import type { ClaimPreview, ClaimType, Envelope } from '@meridian/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

async function getClaimPreview(bookingId: string, type: ClaimType, pieces: readonly string[]): Promise<ClaimPreview> {
  const params = new URLSearchParams({ type });
  if (pieces.length > 0) params.set('pieces', pieces.join(','));
  const body = await apiClient.get<Envelope<ClaimPreview>>(`/bookings/${encodeURIComponent(bookingId)}/claims/preview?${params.toString()}`);
  return body.data;
}

/** Asked once a type is chosen; the previous answer stays on screen while a change of pieces is asked. */
export function useClaimPreview(bookingId: string, type: ClaimType | undefined, pieces: readonly string[]) {
  const sorted = [...pieces].sort();
  return useQuery({
    queryKey: [...claimKeys.all, 'preview', bookingId, type, sorted] as const,
    queryFn: () => getClaimPreview(bookingId, type!, sorted),
    enabled: type !== undefined,
    placeholderData: keepPreviousData,
  });
}
