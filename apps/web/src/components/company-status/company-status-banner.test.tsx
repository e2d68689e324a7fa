import type { CompanyProfile } from '@meridian/contracts';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCompanyProfile } from '../../mocks/fixtures/company-profile';
import { db, renderWithSession, server, signIn } from '../../test/session';
import { CompanyStatusBanner } from './company-status-banner';

/** A signed-in customer (verified or not) and a server answering GET /company-profile with `profile`. */
function render(profile: Partial<CompanyProfile> | null, verified = false) {
  signIn('customer', { verified });
  db.companyProfile = profile && makeCompanyProfile(profile);
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname.replace('/api/v1', '')));
  renderWithSession(
    <MemoryRouter>
      <CompanyStatusBanner />
    </MemoryRouter>,
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('company status banner (decision 0029: dashboard and profile routing)', () => {
  it('when nothing was submitted, then it leads to the profile setup', async () => {
    render(null);
    expect(await screen.findByText('Complete your company profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete profile' })).toHaveAttribute('href', '/onboarding/profile-setup');
  });

  it('when the review is pending, then it leads to the status screen', async () => {
    render({ reviewStatus: 'pending', rejection: null });
    expect(await screen.findByText('Your company is under review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View status' })).toHaveAttribute('href', '/onboarding/kyc-pending');
  });

  it('when it was rejected, then it names the reasons and leads to what to fix', async () => {
    render({ reviewStatus: 'rejected', rejection: { reasons: ['Address proof required'], note: null } });
    expect(await screen.findByText(/Reasons: Address proof required/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what to fix' })).toHaveAttribute('href', '/onboarding/kyc-rejected');
  });

  it('when the company is verified, then there is no banner and no profile call', async () => {
    const paths = render(null, true);
    // Once the session check has answered, the banner has decided.
    await waitFor(() => expect(paths).toContain('/user/'));
    expect(screen.queryByRole('region', { name: 'Company verification' })).not.toBeInTheDocument();
    expect(paths).not.toContain('/company-profile');
  });
});
