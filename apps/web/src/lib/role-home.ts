// Where each role works, and whether a page asked for before signing in may be opened after it (decision 0037: staff land
// in their own area, not on the customer dashboard).
type Role = 'customer' | 'operator' | 'admin' | 'driver';

const HOME: Record<Role, string> = { customer: '/dashboard', operator: '/ops', admin: '/ops', driver: '/driver' };
const STAFF_AREA: Partial<Record<Role, { path: string; label: string }>> = {
  operator: { path: '/ops', label: 'Back to the operations console' },
  admin: { path: '/ops', label: 'Back to the operations console' },
  driver: { path: '/driver', label: 'Back to my jobs' },
};

const asRole = (role: string | null | undefined): Role => (role && role in HOME ? (role as Role) : 'customer');

export function homePathFor(role: string | null | undefined): string {
  return HOME[asRole(role)];
}

/** The staff member's own area, for the link back from a customer page; null for a customer. */
export function staffAreaFor(role: string | null | undefined): { path: string; label: string } | null {
  return STAFF_AREA[asRole(role)] ?? null;
}

const within = (path: string, area: string) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`);

// The one account page a person comes back to after signing in or up: the invitation they were accepting (decision 0055).
export const ACCEPT_INVITATION_PATH = '/auth/accept-invitation';

/** Whether `role` may open `path` (the API refuses the rest anyway; this only picks where to land). */
export function mayOpen(role: string | null | undefined, path: string): boolean {
  const r = asRole(role);
  if (within(path, '/ops')) return r === 'operator' || r === 'admin';
  if (within(path, '/driver')) return r === 'driver';
  if (within(path, '/onboarding')) return r === 'customer';
  return true;
}

/**
 * Where to go after signing in: the page the person asked for when their role may open it (an app path only, never
 * another site or the sign-in pages themselves), else their role's home.
 */
export function landingAfterSignIn(role: string | null | undefined, requested: string | null | undefined): string {
  const safe =
    typeof requested === 'string' &&
    requested.startsWith('/') &&
    !requested.startsWith('//') &&
    !requested.includes('\\') &&
    (!within(requested, '/auth') || within(requested, ACCEPT_INVITATION_PATH));
  return safe && mayOpen(role, requested) ? requested : homePathFor(role);
}
