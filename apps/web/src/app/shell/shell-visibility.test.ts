import { describe, expect, it } from 'vitest';
import { isShellVisible } from './shell-visibility';

describe('isShellVisible', () => {
  it.each(['/', '/services', '/pricing', '/about', '/portfolio', '/team', '/blog', '/contact', '/track', '/nope'])(
    'shows the shell on %s',
    (path) => expect(isShellVisible(path)).toBe(true),
  );

  it.each([
    '/auth/login',
    '/onboarding/kyc-pending',
    '/dashboard',
    '/booking/request',
    '/booking/confirmation',
    '/invoice/INV-1',
    '/profile',
    '/reports',
    '/tracking',
  ])('hides the shell on %s', (path) => expect(isShellVisible(path)).toBe(false));

  it.each(['/bookings', '/bookings/abc'])('hides the shell on %s, which keeps the signed-in frame (decision 0038)', (path) =>
    expect(isShellVisible(path)).toBe(false),
  );

  it.each(['/ops', '/ops/bookings', '/driver', '/driver/jobs/1'])('hides the shell on the staff area path %s (decision 0011)', (path) =>
    expect(isShellVisible(path)).toBe(false),
  );

  it.each(['/operations', '/drivers'])('keeps the shell on %s, which only starts like a staff area', (path) =>
    expect(isShellVisible(path)).toBe(true),
  );

  it.each(['/organization', '/organization/api-keys', '/organization/webhooks', '/bookings/import', '/booking/request'])(
    'hides the marketing shell on the signed-in page %s, like the dashboard around it',
    (path) => expect(isShellVisible(path)).toBe(false),
  );
});
