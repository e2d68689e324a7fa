// POST /organization/invitations/check (decision 0055): what an invitation link offers. The accept page and the invited
// sign-up (decision 0086) both read it, so it lives here once.
import type { Envelope, InvitationCheck } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { organizationKeys } from './organization';

async function checkInvitation(token: string): Promise<InvitationCheck> {
  const body = await apiClient.post<Envelope<InvitationCheck>>('/organization/invitations/check', { token });
  return body.data;
}

export function useInvitationCheck(token: string) {
  return useQuery({ queryKey: [...organizationKeys.all, 'invitation-check', token], queryFn: () => checkInvitation(token), enabled: token !== '', retry: false });
}

/**
 * Decision 0086: the address an invitation went to, as its link carries it (`&email=`). The check's answer is only a
 * fallback, and only when it is whole: it may be masked (`r***@example.com`).
 */
export function invitedAddress(fromLink: string | null, check: InvitationCheck | undefined): string | null {
  if (fromLink && fromLink.includes('@')) return fromLink;
  const answered = check?.email;
  return answered && !answered.includes('*') ? answered : null;
}
