// The driver's delivery route (decision 0116): GET /driver/route for the order of the jobs out for delivery, and
// PUT /driver/route when the driver moves one up or down. The order goes through the phone's outbox: the list shows it
// at once, it waits on the phone while offline, and the list goes back to the server's if it is refused.
import type { DriverRoute, Envelope } from '@meridian/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const routeKey = ['driver', 'route'] as const;

async function getDriverRoute(): Promise<DriverRoute> {
  const body = await apiClient.get<Envelope<DriverRoute>>('/driver/route');
  return body.data;
}

async function putDriverRoute(stops: string[]): Promise<DriverRoute> {
  const body = await apiClient.put<Envelope<DriverRoute>>('/driver/route', { stops });
  return body.data;
}

export function useDriverRoute(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: routeKey, queryFn: getDriverRoute, enabled }));
}

/**
 * The order the driver chose, fitted to the jobs out for delivery now: an order made offline may name a job delivered
 * since (it leaves) and miss one sent out since (it goes last, in the server's order), as the API asks for exactly
 * the jobs out for delivery.
 */
export function fittedStops(chosen: readonly string[], current: readonly string[]): string[] {
  return inRouteOrder(current.map((_id) => ({ _id })), chosen).map((stop) => stop._id);
}

/** Sends an order of stops from the outbox: fitted to the route as it is now, then saved. */
export async function sendDriverRoute(stops: string[]): Promise<DriverRoute> {
  const current = await getDriverRoute();
  return putDriverRoute(fittedStops(stops, current.stops));
}

export const storeDriverRoute = (queryClient: QueryClient, route: DriverRoute) => queryClient.setQueryData(routeKey, route);
export const refreshDriverRoute = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: routeKey });

/** The jobs in the route's order; jobs it does not name yet (gone out since) come last, as the API fits them in. */
export function inRouteOrder<T extends { _id: string }>(jobs: readonly T[], stops: readonly string[] | undefined): T[] {
  const at = new Map((stops ?? []).map((id, i) => [id, i]));
  return [...jobs].sort((a, b) => (at.get(a._id) ?? Number.MAX_SAFE_INTEGER) - (at.get(b._id) ?? Number.MAX_SAFE_INTEGER));
}

/** The route with the stop at `index` swapped with its neighbour `by` (-1 up, +1 down). */
export function movedStop(stops: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...stops];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
