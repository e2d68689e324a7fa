import { MESSAGES, ORGANIZATION_MESSAGES } from '@meridian/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../../lib/storage-keys';
import { ok, refused, renderWithSession, sessionUser, stubApi, type ApiCall } from '../../../test/api-stub';
import { SignupPage } from './signup-page';

// Decision 0086: the sign-up an invitation link leads to.
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const offer = { valid: true, organizationName: 'Nordic Cold AS', role: 'booker', email: 'r***@example.com', invitedBy: 'Ada Admin', expiresAt: '2026-12-12T10:00:00.000Z' };

function renderSignup(entry: string, answer: (call: ApiCall) => ReturnType<typeof ok>) {
  const calls = stubApi('customer', answer);
  // Nobody is signed in yet.
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
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

describe('SignupPage from an invitation (decision 0086)', { timeout: 30_000 }, () => {
  it('when opened from the invitation link, then the organization is named, the invited e-mail is filled in and locked, and no company, address or category is asked', async () => {
    renderSignup(`/auth/signup?invitation=${TOKEN}&email=rosa%40example.com`, () => ok(offer));
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
    const user = { ...sessionUser('customer'), email: 'rosa@example.com', emailVerified: false };
    const calls = renderSignup(`/auth/signup?invitation=${TOKEN}&email=rosa%40example.com`, (call) =>
      call.path.endsWith('/check') ? ok(offer) : [201, { error: false, message: MESSAGES.signup.success, data: { token: 'a.b.c', user } }],
    );
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/First name/), 'Rosa');
    await u.type(screen.getByLabelText(/Last name/), 'Berg');
    await u.type(screen.getByLabelText(/Phone number/), '+4791234567');
    await u.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await u.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('code screen', {}, { timeout: 3000 })).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/auth/sign-up');
    expect(sent?.body).toEqual({ firstName: 'Rosa', lastName: 'Berg', email: 'rosa@example.com', phoneNumber: '+4791234567', password: 'Str0ng!Passw0rd', invitationToken: TOKEN });
  });

  it('when the API says the address is not the invited one, then the e-mail field says so', async () => {
    renderSignup(`/auth/signup?invitation=${TOKEN}`, (call) =>
      call.path.endsWith('/check') ? ok(offer) : refused(403, ORGANIZATION_MESSAGES.invitationOtherEmail, { email: ORGANIZATION_MESSAGES.invitationOtherEmail }),
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
    renderSignup(`/auth/signup?invitation=${TOKEN}`, () => ok({ valid: false, organizationName: null, role: null, email: null, invitedBy: null, expiresAt: null }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account for your own company instead' })).toHaveAttribute('href', '/auth/signup');
  });
});
