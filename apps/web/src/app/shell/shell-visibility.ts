// The site header and footer are hidden on paths starting with these prefixes.
const SHELL_HIDDEN_PREFIXES = [
  '/auth',
  '/onboarding',
  '/dashboard',
  '/booking',
  '/invoice',
  '/profile',
  '/reports',
  '/tracking',
  // Unlike the original app: My Bookings and its detail keep the signed-in frame of the screens around them (decision 0038).
  '/bookings',
  // The organization area (members, API keys, webhooks) is signed-in too: it keeps the same frame, not the marketing header.
  '/organization',
  // Claims (issue 51) belong to the same signed-in area as the bookings they are about.
  '/claims',
  // Not in the original app: the staff areas (decision 0011) carry their own frame.
  '/ops',
  '/driver',
] as const;

/**
 * True when the site shell shows on this path. Prefixes match whole segments, so /booking hides /booking/request
 * and /track keeps the shell.
 */
export function isShellVisible(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !SHELL_HIDDEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
