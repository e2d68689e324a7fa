// POST /receiver-mail/unsubscribe: the "Stop these e-mails" link of a receiver's delivery e-mail (decision 0117). The
// token goes in the body; the mail client's one-click POST carries it in the URL instead.
import type { Envelope, ReceiverMailUnsubscribeResult } from '@meridian/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

function stopReceiverMail(token: string): Promise<Envelope<ReceiverMailUnsubscribeResult>> {
  return apiClient.post<Envelope<ReceiverMailUnsubscribeResult>>('/receiver-mail/unsubscribe', { token });
}

export function useStopReceiverMail(token: string) {
  return useMutation({ mutationFn: () => stopReceiverMail(token) });
}
