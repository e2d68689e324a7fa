import { MESSAGES, ORGANIZATION_MESSAGES } from '@meridian/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { makeSessionUser } from '../../../mocks/fixtures/user';
import { api, ok, recordRequests, refused, renderWithSession, server } from '../../../test/session';
import { SignupPage } from './signup-page';

// Decision 0086: the sign-up an invitation link leads to.
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const offer = { valid: true, organizationName: 'Nordic Cold AS', role: 'booker', email: 'r***@example.com', invitedBy: 'Ada Admin', expiresAt: '2026-12-12T10:00:00.000Z' };

/** Nobody is signed in yet; the link's check answers `offer`, and `overrides` answer what the test is about. */
function renderSignup(entry: string, ...overrides: HttpHandler[]) {
  // Each use() goes in front of the ones before, so an override answers before the default offer.
  server.use(http.post(api('/organization/invitations/check'), () => ok(offer)));
  server.use(...overrides);
  const calls = recordRequests();
  renderWithSession(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/auth/signup" element={<SignupPage />} />
        <Route path="/auth/verify-otp" element={<p>code screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SignupPage from an invitation (decision 0086)', () => {
  it('when opened from the invitation link, then the organization is named, the invited e-mail is filled in and locked, and no company, address or category is asked', async () => {
    renderSignup(`/auth/signup?invitation=${TOKEN}&email=rosa%40example.com`);
    expect(await screen.findByRole('heading', { name: 'Join Nordic Cold AS' })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin invited you as Booker. Create your account to join.')).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('rosa@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/Company name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Address/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Client category/)).not.toBeInTheDocument();
  });

  it('when the form is sent, then it carries the token instead of a company and an address, and goes on to the code', async () => {
    const user = makeSessionUser('customer', { email: 'rosa@example.com', emailVerified: false });
    const calls = renderSignup(
      `/auth/signup?invitation=${TOKEN}&email=rosa%40example.com`,
      http.post(api('/auth/sign-up'), () => HttpResponse.json({ error: false, message: MESSAGES.signup.success, data: { token: 'a.b.c', user } }, { status: 201 })),
    );
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/First name/), 'Rosa');
    await u.type(screen.getByLabelText(/Last name/), 'Berg');
    await u.type(screen.getByLabelText(/Phone number/), '+4791234567');
    await u.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await u.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('code screen')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/auth/sign-up');
    expect(sent?.body).toEqual({ firstName: 'Rosa', lastName: 'Berg', email: 'rosa@example.com', phoneNumber: '+4791234567', password: 'Str0ng!Passw0rd', invitationToken: TOKEN });
  });

  it('when the API says the address is not the invited one, then the e-mail field says so', async () => {
    renderSignup(
      `/auth/signup?invitation=${TOKEN}`,
      http.post(api('/auth/sign-up'), () => refused(403, ORGANIZATION_MESSAGES.invitationOtherEmail, { fields: { email: ORGANIZATION_MESSAGES.invitationOtherEmail } })),
    );
    const u = userEvent.setup();
    // Without the address in the link (and only a masked one from the check), the field is left to the person.
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    await u.type(screen.getByLabelText(/First name/), 'Rosa');
    await u.type(screen.getByLabelText(/Last name/), 'Berg');
    await u.type(email, 'someone@example.com');
    await u.type(screen.getByLabelText(/Phone number/), '+4791234567');
    await u.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await u.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findAllByText(ORGANIZATION_MESSAGES.invitationOtherEmail)).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the invitation no longer works, then the page says so and offers the ordinary sign-up', async () => {
    renderSignup(
      `/auth/signup?invitation=${TOKEN}`,
      http.post(api('/organization/invitations/check'), () => ok({ valid: false, organizationName: null, role: null, email: null, invitedBy: null, expiresAt: null })),
    );
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account for your own company instead' })).toHaveAttribute('href', '/auth/signup');
  });
});
