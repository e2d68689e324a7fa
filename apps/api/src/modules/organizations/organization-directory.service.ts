import type { AdminOrganizationSummary } from '@meridian/contracts';
import { countActingOrganizationAdmins, countOrganizationMembers } from '../users/users.service';
import { findOrganizationById, listOrganizationsByName } from './organizations.repository';
import type { OrganizationDoc } from './organizations.model';

// The platform admin's view of organizations (GET /admin/organizations): every one, with how many members and admins
// it has, so an organization left without an admin stands out.

const DIRECTORY_LIMIT = 500;

async function summarize(doc: OrganizationDoc): Promise<AdminOrganizationSummary> {
  const id = String(doc._id);
  const [members, admins] = await Promise.all([countOrganizationMembers(id), countActingOrganizationAdmins(id)]);
  return { id, name: doc.name, members, admins, createdAt: new Date(doc.createdAt ?? Date.now()).toISOString() };
}

export async function listOrganizationDirectory(): Promise<AdminOrganizationSummary[]> {
  return Promise.all((await listOrganizationsByName(DIRECTORY_LIMIT)).map(summarize));
}

export async function findOrganizationSummary(id: string): Promise<AdminOrganizationSummary | null> {
  const doc = await findOrganizationById(id);
  return doc ? summarize(doc) : null;
}
