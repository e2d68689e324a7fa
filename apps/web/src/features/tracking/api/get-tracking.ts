// GET /tracking/{number}: public; the API client sends the session's token when there is one, which adds the owner block.
import type { Envelope, TrackingSamples, TrackingShipment } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { TOKEN_KEY } from '../../../lib/storage-keys';
import { takeEarlyTracking } from './early-tracking';
import { takeServerTracking } from './server-tracking';
import { hasEnded } from '../lib/format';

const trackingKeys = {
  all: ['tracking'] as const,
  shipment: (number: string) => [...trackingKeys.all, number] as const,
  samples: () => [...trackingKeys.all, 'samples'] as const,
};

async function getTracking(number: string, signal?: AbortSignal): Promise<TrackingShipment> {
  // A deep link's first lookup may already be on its way (decision 0059): the same GET, sent by the page's starter.
  const early = takeEarlyTracking(number);
  const body = early
    ? await apiClient.adopt<Envelope<TrackingShipment>>(early)
    : await apiClient.get<Envelope<TrackingShipment>>(`/tracking/${encodeURIComponent(number)}`, { signal });
  return body.data;
}

// While the shipment moves, the page asks again every 30 s (decision 0037); once it is
// delivered or cancelled nothing changes any more, so it stops.
const TRACKING_REFRESH_MS = 30_000;
const stillMoving = (shipment: TrackingShipment | undefined) => Boolean(shipment) && !hasEnded(shipment!.statusCode);

function trackingQueryOptions(number: string) {
  return queryOptions({
    queryKey: trackingKeys.shipment(number),
    queryFn: ({ signal }) => getTracking(number, signal),
    // Decision 0068: a link served with its shipment drawn in starts from that answer, not from a loading state. It is
    // a stranger's answer: fresh for a stranger, at once stale for a signed-in visitor, whose lookup adds the owner block.
    initialData: () => takeServerTracking(number),
    initialDataUpdatedAt: () => (localStorage.getItem(TOKEN_KEY) ? 0 : Date.now()),
    refetchInterval: (query) => (stillMoving(query.state.data) ? TRACKING_REFRESH_MS : false),
    // A 404 or 429 will not change by asking again at once.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

export function useTracking(number: string | undefined) {
  return useQuery({ ...trackingQueryOptions(number ?? ''), enabled: Boolean(number) });
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
