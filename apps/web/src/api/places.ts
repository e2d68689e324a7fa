// GET /places: the city combobox's suggestions (decision 0096). Shared, because the wizard and the booking edit dialog
// both place a city with it.
import type { Envelope, Place } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** Fewer characters than this match too many places to be worth a request; the list stays closed until then. */
export const PLACE_SEARCH_MIN_CHARS = 2;
const PLACE_SEARCH_LIMIT = 8;

export interface PlaceSearch {
  q: string;
  country?: string;
  limit?: number;
}

const placeKeys = {
  all: ['places'] as const,
  search: (search: PlaceSearch) => [...placeKeys.all, search] as const,
};

async function searchPlaces(search: PlaceSearch, signal?: AbortSignal): Promise<Place[]> {
  const params = new URLSearchParams({ q: search.q, limit: String(search.limit ?? PLACE_SEARCH_LIMIT) });
  if (search.country) params.set('country', search.country);
  const body = await apiClient.get<Envelope<Place[]>>(`/places?${params.toString()}`, { signal });
  return body.data;
}

function placeSearchQueryOptions(search: PlaceSearch) {
  return queryOptions({
    queryKey: placeKeys.search(search),
    queryFn: ({ signal }) => searchPlaces(search, signal),
    enabled: search.q.trim().length >= PLACE_SEARCH_MIN_CHARS,
    // A gazetteer does not change while a form is open.
    staleTime: Infinity,
    retry: false,
  });
}

export function usePlaceSearch(search: PlaceSearch) {
  return useQuery(placeSearchQueryOptions({ ...search, q: search.q.trim() }));
}
