// GET /admin/organizations, /admin/organizations/{id} and the admin's three actions on one (admins only).
import type { AdminOrganization, AdminOrganizationList, ApiKeySummary, Envelope, OrganizationMember, Webhook } from '@meridian/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const byId = (id: string) => encodeURIComponent(id);

const adminOrganizationKeys = {
  all: ['admin-organizations'] as const,
  list: () => [...adminOrganizationKeys.all, 'list'] as const,
  detail: (id: string) => [...adminOrganizationKeys.all, id] as const,
};

async function getAdminOrganizations(): Promise<AdminOrganizationList> {
  return (await apiClient.get<Envelope<AdminOrganizationList>>('/admin/organizations')).data;
}

export function useAdminOrganizations() {
  return useQuery({ queryKey: adminOrganizationKeys.list(), queryFn: getAdminOrganizations });
}

async function getAdminOrganization(id: string): Promise<AdminOrganization> {
  return (await apiClient.get<Envelope<AdminOrganization>>(`/admin/organizations/${byId(id)}`)).data;
}

export function useAdminOrganization(id: string) {
  return useQuery({ queryKey: adminOrganizationKeys.detail(id), queryFn: () => getAdminOrganization(id) });
}

function useOrganizationAction<T>(send: (targetId: string) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: adminOrganizationKeys.all }) });
}

export function useRevokeOrganizationKey(organizationId: string) {
  return useOrganizationAction(async (keyId) =>
    (await apiClient.post<Envelope<ApiKeySummary>>(`/admin/organizations/${byId(organizationId)}/api-keys/${byId(keyId)}/revoke`)).data,
  );
}

export function useDisableOrganizationWebhook(organizationId: string) {
  return useOrganizationAction(async (webhookId) =>
    (await apiClient.post<Envelope<Webhook>>(`/admin/organizations/${byId(organizationId)}/webhooks/${byId(webhookId)}/disable`)).data,
  );
}

export function usePromoteOrganizationMember(organizationId: string) {
  return useOrganizationAction(async (userId) =>
    (await apiClient.post<Envelope<OrganizationMember>>(`/admin/organizations/${byId(organizationId)}/members/${byId(userId)}/promote`)).data,
  );
}
