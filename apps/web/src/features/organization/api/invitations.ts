// The organization's invitations (decision 0055): list, create, revoke (admins); check and accept (the invitee).
import type { Envelope, Invitation, InvitationCreateInput, InvitationList, Organization } from '@meridian/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from '../../../api/organization';
import { apiClient } from '../../../lib/api-client';

async function getInvitations(): Promise<Invitation[]> {
  const body = await apiClient.get<Envelope<InvitationList>>('/organization/invitations');
  return body.data.records;
}

export function useInvitations(enabled: boolean) {
  return useQuery({ queryKey: organizationKeys.invitations(), queryFn: getInvitations, enabled });
}

async function createInvitation(input: InvitationCreateInput): Promise<Invitation> {
  const body = await apiClient.post<Envelope<Invitation>>('/organization/invitations', input);
  return body.data;
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.invitations() }) });
}

async function revokeInvitation(id: string): Promise<void> {
  await apiClient.delete(`/organization/invitations/${id}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.invitations() }) });
}

export { useInvitationCheck } from '../../../api/invitation-check';

async function acceptInvitation(token: string): Promise<Organization> {
  const body = await apiClient.post<Envelope<Organization>>('/organization/invitations/accept', { token });
  return body.data;
}

/** After joining, everything the caller sees belongs to another organization: every cached answer is stale. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => queryClient.invalidateQueries() });
}
