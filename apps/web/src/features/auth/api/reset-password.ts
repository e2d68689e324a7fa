import type { ResetPasswordInput } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiClient.post('/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
