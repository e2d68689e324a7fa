// GET /tracking/{number}: public; the API client sends the session's token when there is one, which adds the owner block.
import type { Envelope, TrackingSamples, TrackingShipment } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_REFRESH_MS } from '../../../components/delivery-map/live-delivery';
import { ApiError, apiClient } from '../../../lib/api-client';
import { TOKEN_KEY } from '../../../lib/storage-keys';
import { takeEarlyTracking } from './early-tracking';
import { takeServerTracking } from './server-tracking';
import { hasEnded } from '../lib/format';

export const trackingKeys = {
  all: ['tracking'] as const,
  // The receiver's link (decision 0112) answers more than a stranger's lookup: its own cache entry.
  shipment: (number: string, receiverToken?: string) => [...trackingKeys.all, number, ...(receiverToken ? [{ receiver: receiverToken }] : [])] as const,
  samples: () => [...trackingKeys.all, 'samples'] as const,
};

async function getTracking(number: string, receiverToken: string | undefined, signal?: AbortSignal): Promise<TrackingShipment> {
  // A deep link's first lookup may already be on its way (decision 0059): the same GET, sent by the page's starter.
  // It carries no receiver's token, so a receiver's link asks again with theirs.
  const early = takeEarlyTracking(number);
  const query = receiverToken ? `?t=${encodeURIComponent(receiverToken)}` : '';
  const body =
    early && !receiverToken
      ? await apiClient.adopt<Envelope<TrackingShipment>>(early)
      : await apiClient.get<Envelope<TrackingShipment>>(`/tracking/${encodeURIComponent(number)}${query}`, { signal });
  return body.data;
}

// While the shipment moves, the page asks again every 30 s (decision 0037); out for delivery, often enough for the
// driver's marker (decision 0110); once it is delivered, cancelled or returned nothing changes any more, so it stops.
// The receiver's link asks at the live pace from the start (decision 0117): the driver's "Out for delivery" must reach
// the person waiting at the door within 5 s, and a stranger's lookup keeps the slow pace. Only a page on screen asks
// (`refetchIntervalInBackground: false`); a tab brought back asks at once (TanStack's refetch on focus).
const TRACKING_REFRESH_MS = 30_000;
const stillMoving = (shipment: TrackingShipment | undefined) => Boolean(shipment) && !hasEnded(shipment!.statusCode);
// A link whose token the API refused answers no `receiver` block and keeps the stranger's pace.
export const refreshEvery = (shipment: TrackingShipment | undefined) =>
  !stillMoving(shipment) ? false : shipment!.milestone === 'out-for-delivery' || shipment!.receiver ? LIVE_REFRESH_MS : TRACKING_REFRESH_MS;

function trackingQueryOptions(number: string, receiverToken?: string) {
  return queryOptions({
    queryKey: trackingKeys.shipment(number, receiverToken),
    queryFn: ({ signal }) => getTracking(number, receiverToken, signal),
    // Decision 0068: a link served with its shipment drawn in starts from that answer, not from a loading state. It is
    // a stranger's answer: fresh for a stranger, at once stale for a signed-in visitor, whose lookup adds the owner
    // block, and for the receiver, whose link adds theirs (decision 0112).
    initialData: () => takeServerTracking(number),
    initialDataUpdatedAt: () => (localStorage.getItem(TOKEN_KEY) || receiverToken ? 0 : Date.now()),
    refetchInterval: (query) => refreshEvery(query.state.data),
    refetchIntervalInBackground: false,
    // A 404 or 429 will not change by asking again at once.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** `receiverToken`: the `t` of the receiver's signed link (decision 0112), when the page was opened through one. */
export function useTracking(number: string | undefined, receiverToken?: string) {
  return useQuery({ ...trackingQueryOptions(number ?? '', receiverToken), enabled: Boolean(number) });
}

/** Decision 0044: the sample numbers this server holds (none unless demo data is seeded). */
async function getTrackingSamples(): Promise<TrackingSamples> {
  const body = await apiClient.get<Envelope<TrackingSamples>>('/tracking/samples');
  return body.data;
}

export function useTrackingSamples(enabled = true) {
  // Without an answer the page offers no samples: an offer that may lead nowhere is worse than none.
  return useQuery({ queryKey: trackingKeys.samples(), queryFn: getTrackingSamples, staleTime: Infinity, retry: false, enabled });
}
