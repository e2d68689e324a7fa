import type { Envelope, ProfileUpdate, SessionUser } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export async function updateProfile(input: ProfileUpdate): Promise<SessionUser> {
  const body = await apiClient.patch<Envelope<{ user: SessionUser }>>('/user/', input);
  return body.data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(profileQueryKey, user),
  });
}
