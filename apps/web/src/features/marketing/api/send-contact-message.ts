import type { ContactMessageInput, Envelope } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/contact: the API validates and stores the message (decision 0008). Resolves to the
 * success words ('replies within 24 hours'), loaded with the contracts on demand.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const [, { CONTACT_SUCCESS_MESSAGE }] = await Promise.all([
    apiClient.post<Envelope<unknown>>('/contact', input),
    import('@meridian/contracts'),
  ]);
  return CONTACT_SUCCESS_MESSAGE;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
