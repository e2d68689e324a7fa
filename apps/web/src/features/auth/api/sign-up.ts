import type { AuthResult, Envelope, InvitedSignUpInput, SignUpInput } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

function signUp(input: SignUpInput | InvitedSignUpInput): Promise<Envelope<Partial<AuthResult>>> {
  return apiClient.post('/auth/sign-up', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
