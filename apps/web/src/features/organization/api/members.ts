// GET /organization/members, PATCH and DELETE /organization/members/{userId} (decision 0055).
import type { Envelope, OrganizationMember, OrganizationMemberList, OrganizationRole } from '@meridian/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from '../../../api/organization';
import { apiClient } from '../../../lib/api-client';

async function getMembers(): Promise<OrganizationMember[]> {
  const body = await apiClient.get<Envelope<OrganizationMemberList>>('/organization/members');
  return body.data.records;
}

export function useMembers() {
  return useQuery({ queryKey: organizationKeys.members(), queryFn: getMembers });
}

async function changeMemberRole({ userId, role }: { userId: string; role: OrganizationRole }): Promise<OrganizationMember> {
  const body = await apiClient.patch<Envelope<OrganizationMember>>(`/organization/members/${userId}`, { role });
  return body.data;
}

async function removeMember(userId: string): Promise<void> {
  await apiClient.delete(`/organization/members/${userId}`);
}

/** Role changes and removals touch the member list and, for the caller themselves, their own role. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMemberRole, onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }) });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSettled: () => queryClient.invalidateQueries() });
}
