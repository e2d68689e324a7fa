// GET /map/config (decision 0110): street tiles or none. Asked by the map's own chunk when a map first draws, so no
// page's first load waits for it; the answer lasts the visit.
import type { Envelope, MapConfig } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

async function getMapConfig(): Promise<MapConfig> {
  const body = await apiClient.get<Envelope<MapConfig>>('/map/config');
  return body.data;
}

export function useMapConfig() {
  // Without an answer the map keeps its country shapes: street tiles are a nicety, never a reason to fail.
  return useQuery({ queryKey: ['map', 'config'], queryFn: getMapConfig, staleTime: Infinity, retry: false });
}
