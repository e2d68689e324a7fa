import type { Organization, OrganizationRole } from '@meridian/contracts';
import { ERRORS, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/auth';
import { organizationNameFor } from './organization-name';
import { findOrganizationById, upsertOrganization } from './organizations.repository';

// The module's public surface: what other modules may use of it (docs/architecture.md).
export { invitationForSignUp, joinPendingInvitation } from './invitations.service';
// The platform admin's view (modules/admin/admin-organizations.service.ts).
export { findOrganizationSummary, listOrganizationDirectory } from './organization-directory.service';
export { listInvitations } from './invitations.service';
export { changeMemberRole, listOrganizationMembers } from './members.service';

const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** The organization a new customer founds: their own id, named after their company (decision 0054). */
export async function foundOrganization(founderId: string, companyName: string): Promise<void> {
  await upsertOrganization(founderId, organizationNameFor(companyName));
}

/**
 * GET /organization: the caller's organization and their role in it. Staff belong to none. A founder whose
 * organization was never written (an account older than organizations, before migration 0005 ran) founds it now.
 */
export async function organizationOf(actor: Actor, companyName: string): Promise<Organization> {
  if (!actor.organizationId || !actor.organizationRole) throw forbidden(ERRORS.forbidden);
  const found =
    (await findOrganizationById(actor.organizationId)) ??
    (actor.organizationId === actor.id ? await upsertOrganization(actor.id, organizationNameFor(companyName)) : null);
  if (!found) throw notFound(ORGANIZATION_NOT_FOUND);
  return { id: String(found._id), name: found.name, role: actor.organizationRole as OrganizationRole };
}
