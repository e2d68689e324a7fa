import { ADMIN_ORGANIZATION_MESSAGES, type AdminOrganization, type AdminOrganizationSummary, type ApiKeySummary, type OrganizationMember, type Webhook } from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import { conflict, notFound } from '../../lib/errors';
import { listOrganizationApiKeys, revokeOrganizationApiKey } from '../api-keys/api-keys.service';
import { changeMemberRole, findOrganizationSummary, listInvitations, listOrganizationDirectory, listOrganizationMembers } from '../organizations/organizations.service';
import { findUserById } from '../users/users.service';
import { listWebhooks, updateWebhook } from '../webhooks/webhooks.service';

// The platform admin acts on an organization through the same service functions its own admins use, with the rules
// they keep (decision 0055: never two owners of a rule), as if an admin of that organization. The router admits
// platform admins only.
const actingIn = (organizationId: string, admin: Actor): Actor => ({ id: admin.id, role: admin.role, organizationId, organizationRole: 'admin' });

async function loadSummary(id: string): Promise<AdminOrganizationSummary> {
  const summary = await findOrganizationSummary(id);
  if (!summary) throw notFound(ADMIN_ORGANIZATION_MESSAGES.notFound);
  return summary;
}

export const listAdminOrganizations = async () => ({ records: await listOrganizationDirectory() });

export async function getAdminOrganization(id: string, admin: Actor): Promise<AdminOrganization> {
  const summary = await loadSummary(id);
  const as = actingIn(id, admin);
  const [members, invitations, apiKeys, webhooks] = await Promise.all([listOrganizationMembers(as), listInvitations(as), listOrganizationApiKeys(as), listWebhooks(as)]);
  // An account that joined the staff keeps its membership and role but no longer acts for the organization.
  const roles = await Promise.all(members.records.map(async (m) => (await findUserById(m.id))?.role));
  const shown = members.records.map((m, i) => ({ ...m, staff: roles[i] !== undefined && roles[i] !== 'customer' }));
  return { id, name: summary.name, createdAt: summary.createdAt, admins: summary.admins, members: shown, invitations: invitations.records, apiKeys, webhooks };
}

/** A leaked key stops working at its next request (keys are looked up on every request, decision 0056). */
export async function revokeOrganizationKey(id: string, keyId: string, admin: Actor): Promise<ApiKeySummary> {
  await loadSummary(id);
  return revokeOrganizationApiKey(keyId, actingIn(id, admin));
}

/** Turned off as the organization's own admin turns it off; they can turn it on again. */
export async function disableOrganizationWebhook(id: string, webhookId: string, admin: Actor): Promise<Webhook> {
  await loadSummary(id);
  return updateWebhook(actingIn(id, admin), webhookId, { enabled: false }, true);
}

/**
 * Only for an organization without an admin (its last one left or lost the role): with one, its admins decide its
 * roles, and the platform admin does not overrule them.
 */
export async function promoteOrganizationMember(id: string, userId: string, admin: Actor): Promise<OrganizationMember> {
  const summary = await loadSummary(id);
  if (summary.admins > 0) throw conflict(ADMIN_ORGANIZATION_MESSAGES.hasAdmin);
  return changeMemberRole(actingIn(id, admin), userId, 'admin');
}
