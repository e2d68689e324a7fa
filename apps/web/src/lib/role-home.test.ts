import { describe, expect, it } from 'vitest';
import { homePathFor, landingAfterSignIn, mayOpen, staffAreaFor } from './role-home';

describe('where each role lands after signing in (decision 0037)', () => {
  it('when an operator, an admin or a driver signs in with nothing asked for, then each lands in their own area', () => {
    expect(landingAfterSignIn('operator', null)).toBe('/ops');
    expect(landingAfterSignIn('admin', undefined)).toBe('/ops');
    expect(landingAfterSignIn('driver', null)).toBe('/driver');
    expect(landingAfterSignIn('customer', null)).toBe('/dashboard');
    expect(homePathFor('unknown-role')).toBe('/dashboard');
  });

  it('when a page was asked for that the role may open, then that page is honoured', () => {
    expect(landingAfterSignIn('customer', '/bookings/abc?tab=docs')).toBe('/bookings/abc?tab=docs');
    expect(landingAfterSignIn('operator', '/ops/bookings/123')).toBe('/ops/bookings/123');
    expect(landingAfterSignIn('driver', '/driver/jobs/9')).toBe('/driver/jobs/9');
    expect(landingAfterSignIn('admin', '/bookings')).toBe('/bookings');
  });

  it('when the role may not open it, or it points off the site or back at sign-in, then the role home is used', () => {
    expect(landingAfterSignIn('customer', '/ops')).toBe('/dashboard');
    expect(landingAfterSignIn('operator', '/driver')).toBe('/ops');
    expect(landingAfterSignIn('driver', '/onboarding/profile-setup')).toBe('/driver');
    expect(landingAfterSignIn('customer', '//evil.example/phish')).toBe('/dashboard');
    expect(landingAfterSignIn('customer', 'https://evil.example')).toBe('/dashboard');
    expect(landingAfterSignIn('customer', '/\\evil.example')).toBe('/dashboard');
    expect(landingAfterSignIn('customer', '/auth/login')).toBe('/dashboard');
    expect(mayOpen('customer', '/opsroom')).toBe(true);
  });

  it('when staff open a customer page, then the link back names their area; a customer has none', () => {
    expect(staffAreaFor('operator')).toEqual({ path: '/ops', label: 'Back to the operations console' });
    expect(staffAreaFor('driver')).toEqual({ path: '/driver', label: 'Back to my jobs' });
    expect(staffAreaFor('customer')).toBeNull();
  });

  it('when the page asked for is an invitation link, then sign-in comes back to it; any other account page still goes home (decision 0055)', () => {
    expect(landingAfterSignIn('customer', '/auth/accept-invitation?token=abc')).toBe('/auth/accept-invitation?token=abc');
    expect(landingAfterSignIn('customer', '/auth/login')).toBe('/dashboard');
    expect(landingAfterSignIn('customer', '/auth/accept-invitation-evil')).toBe('/dashboard');
  });
});
