// GET /user/: the session check and the profile screen read the same cached user.
import type { Envelope, SessionUser } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

async function getCurrentUser(): Promise<SessionUser> {
  const body = await apiClient.get<Envelope<{ user: SessionUser }>>('/user/');
  return body.data.user;
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: userKeys.me(), queryFn: getCurrentUser });
}

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled });
}
