// Kept apart from the schemas (no zod), so a public page's shell can ask what a role may do without loading zod.
// Decision 0054: every customer belongs to exactly one organization. Its `admin`s manage members, API keys, webhooks
// and the company profile; `booker`s book, edit, cancel and pay; `viewer`s read. Staff roles are not organization roles.
export const ORGANIZATION_ROLES = ['admin', 'booker', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = { admin: 'Admin', booker: 'Booker', viewer: 'Viewer' };
export const ORGANIZATION_ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  admin: 'Manages members, API keys, webhooks and the company profile; books and pays.',
  booker: 'Books, edits, cancels and pays for shipments.',
  viewer: 'Sees bookings, invoices, reports and documents; changes nothing.',
};

/** Who may write (create, edit, cancel, pay) in the organization's name. */
export function canBookFor(role: OrganizationRole | null | undefined): boolean {
  return role === 'admin' || role === 'booker';
}

/** What a viewer is told, by the API's 403 and by every screen that would have offered them a write. */
export const VIEWER_CANNOT_BOOK =
  'Your role in this organization is viewer: you can see its bookings but not create, change, cancel, pay for or rate them. Ask an admin for the booker role.';

/** Who may manage the organization itself (members, invitations, keys, webhooks, company profile). */
export function canManageOrganization(role: OrganizationRole | null | undefined): boolean {
  return role === 'admin';
}
