import type { Envelope, ProfileUpdate, SessionUser } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../api/user';
import { apiClient } from '../../../lib/api-client';

async function updateProfile(input: ProfileUpdate): Promise<SessionUser> {
  const body = await apiClient.patch<Envelope<{ user: SessionUser }>>('/user/', input);
  return body.data.user;
}

/** The saved user replaces the cached one, so the header, menus and stored session show it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userKeys.me(), user),
  });
}
