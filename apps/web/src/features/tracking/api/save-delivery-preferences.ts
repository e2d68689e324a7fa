// POST /tracking/{number}/delivery-preferences?t=: the receiver's window and instructions, through their signed link
// (decision 0112). The answer is the shipment as the receiver sees it, so the page shows it at once.
import type { DeliveryPreferencesRequest, Envelope, TrackingShipment } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { trackingKeys } from './get-tracking';

async function saveDeliveryPreferences(number: string, receiverToken: string, input: DeliveryPreferencesRequest): Promise<TrackingShipment> {
  const body = await apiClient.post<Envelope<TrackingShipment>>(
    `/tracking/${encodeURIComponent(number)}/delivery-preferences?t=${encodeURIComponent(receiverToken)}`,
    input,
  );
  return body.data;
}

export function useSaveDeliveryPreferences(number: string, receiverToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryPreferencesRequest) => saveDeliveryPreferences(number, receiverToken, input),
    onSuccess: (shipment) => queryClient.setQueryData(trackingKeys.shipment(number, receiverToken), shipment),
  });
}
