import type { Envelope, SessionUser } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getProfile(): Promise<SessionUser> {
  const body = await apiClient.get<Envelope<{ user: SessionUser }>>('/user/');
  return body.data.user;
}

export const profileQueryKey = ['profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
