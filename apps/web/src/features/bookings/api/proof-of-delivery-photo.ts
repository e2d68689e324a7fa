// GET /bookings/{id}/proof-of-delivery/photo: the driver's photo at delivery, fetched with the token as a blob.
import { useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { apiClient } from '../../../lib/api-client';

function getProofOfDeliveryPhoto(id: string): Promise<Blob> {
  return apiClient.blob(`/bookings/${encodeURIComponent(id)}/proof-of-delivery/photo`);
}

export function useProofOfDeliveryPhoto(id: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: [...bookingKeys.detail(id), 'proof-photo'], queryFn: () => getProofOfDeliveryPhoto(id), enabled: options.enabled, staleTime: Infinity });
}
