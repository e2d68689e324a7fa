import type { AuthResult, Envelope, LoginInput } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

function login(input: LoginInput): Promise<Envelope<Partial<AuthResult>>> {
  return apiClient.post('/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
