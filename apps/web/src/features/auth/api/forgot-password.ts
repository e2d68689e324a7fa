import type { ForgotPasswordInput } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

function requestPasswordReset(input: ForgotPasswordInput): Promise<unknown> {
  return apiClient.post('/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
