// The live part of a tracking answer (decision 0110): where the driver is and when they arrive, for a page that is not
// the tracking page (the customer's booking detail). The booking's owner gets the same `position` the tracking page shows.
import type { Envelope, TrackingShipment } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/**
 * While out for delivery a page asks again this often: a new position must be on screen within 5 s of the phone
 * sending it (issue 49), and a lookup of the same number again spends no tracking budget (decision 0085).
 */
export const LIVE_REFRESH_MS = 3_000;

async function getLive(trackingNumber: string, signal: AbortSignal): Promise<Pick<TrackingShipment, 'eta' | 'position'>> {
  const body = await apiClient.get<Envelope<TrackingShipment>>(`/tracking/${encodeURIComponent(trackingNumber)}`, { signal });
  return { eta: body.data.eta ?? null, position: body.data.position ?? null };
}

/** Only while `live` (out for delivery): before and after, the API answers null for both anyway. */
export function useLiveDelivery(trackingNumber: string | undefined, live: boolean) {
  return useQuery({
    queryKey: ['tracking', trackingNumber ?? '', 'live'],
    queryFn: ({ signal }) => getLive(trackingNumber ?? '', signal),
    enabled: Boolean(trackingNumber) && live,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
