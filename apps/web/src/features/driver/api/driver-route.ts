// The driver's delivery route (decision 0116): GET /driver/route for the order of the jobs out for delivery, and
// PUT /driver/route when the driver moves one up or down. The list shows the new order at once and goes back to the
// server's if the save is refused or the phone is offline.
import type { DriverRoute, Envelope } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useSaveDriverRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDriverRoute,
    onMutate: async (stops) => {
      await queryClient.cancelQueries({ queryKey: routeKey });
      const before = queryClient.getQueryData<DriverRoute>(routeKey);
      if (before) queryClient.setQueryData<DriverRoute>(routeKey, { ...before, stops });
      return { before };
    },
    onError: (_error, _stops, context) => {
      if (context?.before) queryClient.setQueryData(routeKey, context.before);
    },
    onSuccess: (route) => queryClient.setQueryData(routeKey, route),
  });
}

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
