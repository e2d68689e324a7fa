import type { Envelope, NewsletterSubscriptionInput } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v1/newsletter: the API validates and stores the subscription (decision 0008); resolves to the success words. */
async function subscribeNewsletter(input: NewsletterSubscriptionInput): Promise<string> {
  const [, { NEWSLETTER_SUCCESS_MESSAGE }] = await Promise.all([
    apiClient.post<Envelope<unknown>>('/newsletter', input),
    import('@meridian/contracts'),
  ]);
  return NEWSLETTER_SUCCESS_MESSAGE;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
