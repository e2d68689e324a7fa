// GET /organization: the caller's organization and role (decision 0054). Several screens read it (the organization
// area, and the booking screens that hide what a viewer may not do), so it lives here once with its query key.
import type { Envelope, Organization, OrganizationRole } from '@meridian/contracts';
// The zod-free entry: the public pages' shell asks this, and must not load the schemas (the first-load budget).
import { canBookFor } from '@meridian/contracts/organization-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { useAuth } from '../lib/session';

export const organizationKeys = {
  all: ['organization'] as const,
  mine: () => [...organizationKeys.all, 'mine'] as const,
  members: () => [...organizationKeys.all, 'members'] as const,
  invitations: () => [...organizationKeys.all, 'invitations'] as const,
};

async function getOrganization(): Promise<Organization> {
  const body = await apiClient.get<Envelope<Organization>>('/organization');
  return body.data;
}

function organizationQueryOptions(enabled = true) {
  return queryOptions({ queryKey: organizationKeys.mine(), queryFn: getOrganization, enabled, staleTime: 60_000 });
}

export function useOrganization() {
  const { user } = useAuth();
  return useQuery(organizationQueryOptions(user?.role === 'customer'));
}

/**
 * Whether the signed-in customer may book, edit, cancel and pay: the API's own rule, canBookFor (decision 0055: a
 * viewer may not). Until the role is known the answer is yes, so a booker never sees the buttons blink away; the API
 * refuses a viewer regardless. Staff have no organization and book nothing from the customer's screens.
 */
export function useMayBook(): boolean {
  return useBookingRights().mayBook;
}

/** `settled`: the role is known (or cannot be), so a screen that would load a booker's form may decide now. */
export function useBookingRights(): { mayBook: boolean; settled: boolean } {
  const { user } = useAuth();
  const organization = useOrganization();
  if (user && user.role !== 'customer') return { mayBook: false, settled: true };
  const role: OrganizationRole | undefined = organization.data?.role;
  return { mayBook: role === undefined || canBookFor(role), settled: !organization.isPending };
}
