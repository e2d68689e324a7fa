import { ORGANIZATION_MESSAGES } from '@meridian/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { api, db, ok, recordRequests, renderWithSession, server, signIn } from '../../../test/session';
import { AcceptInvitationPage } from './accept-invitation-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const offer = { valid: true, organizationName: 'Nordic Cold AS', role: 'booker', email: 'amara@example.com', invitedBy: 'Ada Admin', expiresAt: '2026-12-04T10:00:00.000Z' };

function Dashboard() {
  return <p>Dashboard: {(useLocation().state as { welcome?: string } | null)?.welcome}</p>;
}

function renderPage() {
  return renderWithSession(
    <MemoryRouter initialEntries={[`/auth/accept-invitation?token=${TOKEN}`]}>
      <Routes>
        <Route path="/auth/accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="/dashboard" element={<Dashboard />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The invitation check answers `answer` for this test. */
function offerIs(answer: object) {
  server.use(http.post(api('/organization/invitations/check'), () => ok(answer)));
}

describe('accept invitation page (decision 0055)', () => {
  it('when the invitee is signed in with the invited address, then Join posts the token and lands on the dashboard saying so', async () => {
    signIn('customer');
    offerIs(offer);
    db.organization = makeOrganization({ id: 'org-9', name: 'Nordic Cold AS', role: 'booker' });
    const calls = recordRequests();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Nordic Cold AS' })).toBeInTheDocument();
    expect(screen.getByText(/invited/)).toHaveTextContent('Ada Admin invited amara@example.com to join as Booker.');
    fireEvent.click(screen.getByRole('button', { name: 'Join Nordic Cold AS' }));
    expect(await screen.findByText(`Dashboard: ${ORGANIZATION_MESSAGES.joined('Nordic Cold AS')}`)).toBeInTheDocument();
    expect(calls.slice(0, 2).map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/organization/invitations/check', { token: TOKEN }],
      ['POST', '/organization/invitations/accept', { token: TOKEN }],
    ]);
  });

  it('when nobody is signed in, then Sign in comes back to this page and Create an account is the invited sign-up with the address filled in (decision 0086)', async () => {
    offerIs(offer);
    renderPage();
    const back = encodeURIComponent(`/auth/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/login?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/auth/signup?invitation=${TOKEN}&email=amara%40example.com`);
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('when the check masks the address, then Create an account carries the one from the invitation link, never the masked one', async () => {
    offerIs({ ...offer, email: 'a***@example.com' });
    renderWithSession(
      <MemoryRouter initialEntries={[`/auth/accept-invitation?token=${TOKEN}&email=amara%40example.com`]}>
        <Routes>
          <Route path="/auth/accept-invitation" element={<AcceptInvitationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/auth/signup?invitation=${TOKEN}&email=amara%40example.com`);
  });

  it('when someone else is signed in, then the page says whose invitation it is and offers to sign out instead of joining', async () => {
    signIn('customer');
    offerIs({ ...offer, email: 'colleague@example.com' });
    renderPage();
    expect(await screen.findByText('You are signed in as amara@example.com. This invitation is for colleague@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out and use colleague@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('when the link is used, expired or malformed, then the page says so clearly', async () => {
    signIn('customer');
    offerIs({ valid: false, organizationName: null, role: null, email: null, invitedBy: null, expiresAt: null });
    renderPage();
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationInvalid)).toBeInTheDocument();
  });
});
