import type { AuthResult, Envelope, ResetPasswordInput } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A reset signs this browser in (and ends every other session of the account; decision 0028). */
async function resetPassword(input: ResetPasswordInput): Promise<AuthResult> {
  const body = await apiClient.post<Envelope<AuthResult>>('/auth/reset-password', input);
  return body.data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
