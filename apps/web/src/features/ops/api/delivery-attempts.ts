// GET /bookings/{id}/delivery-attempts/{n}/photo (decision 0108): a failed attempt's photo, fetched with the token as a blob.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const attemptPhotoKey = (id: string, n: number) => ['ops', 'attempt-photo', id, n] as const;

function getAttemptPhoto(id: string, n: number): Promise<Blob> {
  return apiClient.blob(`/bookings/${encodeURIComponent(id)}/delivery-attempts/${n}/photo`);
}

/** An attempt's photo, fetched only once asked for. */
export function useAttemptPhoto(id: string, n: number, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: attemptPhotoKey(id, n), queryFn: () => getAttemptPhoto(id, n), enabled: options.enabled, staleTime: Infinity });
}
