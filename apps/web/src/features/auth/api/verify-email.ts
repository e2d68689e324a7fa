import type { Envelope, VerificationCodeInput, VerifyEmailResult } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

async function verifyEmail(input: VerificationCodeInput): Promise<VerifyEmailResult> {
  const body = await apiClient.post<Envelope<VerifyEmailResult>>('/auth/verify-email', input);
  return body.data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

function resendVerificationCode(): Promise<unknown> {
  return apiClient.post('/auth/verify-email/resend');
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
